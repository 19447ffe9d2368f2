import { useEffect } from 'react';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { PayableStatusChangeSchema } from '../../../../shared/contract/referral-payable';
import { SideDrawer } from '../../../ui/side-drawer';
import { KitForm } from '../../../ui/form/kit-form';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { DrawerLoadState, StatusDrawerFooter } from '../../../domain/applicant-status/status-drawer-parts';
import { notifySuccess, SUCCESS_TEXT } from '../../../lib/notify';
import { usePayableMutations, usePayoutDecisions } from '../api';

export interface PayoutStatusDrawerProps {
  applicantIds: number[];
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const FORM_ID = 'payout-status-form';
const EMPTY = { applicantId: [] as number[], referralStatusId: '', remark: '' };

/** 'Update Status' for the selected payouts: a payout state and a remark, both required; all change or none. */
export function PayoutStatusDrawer({ applicantIds, open, onClose, onDone }: PayoutStatusDrawerProps) {
  const styles = useStyles();
  const { decisions, error, isLoading } = usePayoutDecisions(open);
  const { changeStatus } = usePayableMutations();
  const kit = useKitForm({
    schema: PayableStatusChangeSchema,
    defaultValues: EMPTY,
    fallbackMessage: 'The payout status could not be saved. Please try again.',
    onSubmit: async (values) => {
      await changeStatus(values);
      notifySuccess(SUCCESS_TEXT.submitted);
      onDone();
      onClose();
    },
  });
  const resetKit = kit.reset;
  // Keyed by the ids' values: a parent that builds a new array each render must not wipe the form.
  const idsKey = applicantIds.join(',');
  useEffect(() => {
    if (open) resetKit({ ...EMPTY, applicantId: idsKey ? idsKey.split(',').map(Number) : [] });
  }, [open, idsKey, resetKit]);
  const close = () => !kit.pending && onClose();
  const count = applicantIds.length;

  return (
    <SideDrawer
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Update Status"
      size="small"
      footer={<StatusDrawerFooter formId={FORM_ID} pending={kit.pending} disabled={!decisions} onCancel={close} />}
    >
      <DrawerLoadState error={error} loading={isLoading && !decisions} label="Loading the referral statuses" />
      {decisions && (
        <KitForm kit={kit} id={FORM_ID} label="Update the payout status of the selected referrals" className={styles.body}>
          <Body1>{`${count} ${count === 1 ? 'referral' : 'referrals'} selected`}</Body1>
          <SelectField
            control={kit.form.control}
            name="referralStatusId"
            label="Referral Status"
            choices={decisions.map((status) => ({ value: String(status.id), label: status.referralStatus }))}
            placeholder="Select a referral status"
            required
          />
          <TextField control={kit.form.control} name="remark" label="Remark" multiline rows={4} required />
        </KitForm>
      )}
    </SideDrawer>
  );
}
