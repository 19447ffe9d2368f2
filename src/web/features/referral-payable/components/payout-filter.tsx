import { useId } from 'react';
import { Label, Select, makeStyles, tokens } from '@fluentui/react-components';
import { PAYOUT_CODES, type PayoutCode } from '../../../../shared/contract/referral-payable';
import { payoutCodeOf } from './payable-list-query';

/** The payout states by code (the server filters on codes, never on the spec's numeric ids). */
export const PAYOUT_LABELS: Record<PayoutCode, string> = {
  hired: 'Hired (release period running)',
  payable: 'Payable',
  on_hold: 'On Hold',
  paid: 'Paid',
  not_eligible: 'Not Eligible',
};

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** The payable list's status filter. */
export function PayoutFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const styles = useStyles();
  const id = useId();
  return (
    <div className={styles.root}>
      <Label htmlFor={id}>Status</Label>
      <Select id={id} value={payoutCodeOf(value) ?? ''} onChange={(_, data) => onChange(data.value)}>
        <option value="">Any status</option>
        {PAYOUT_CODES.map((code) => (
          <option key={code} value={code}>
            {PAYOUT_LABELS[code]}
          </option>
        ))}
      </Select>
    </div>
  );
}
