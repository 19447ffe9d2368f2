import { Body1 } from '@fluentui/react-components';
import { PayableStatusChangeSchema } from '../../../../shared/contract/referral-payable';
import { FormDrawer } from '../../../ui/form-drawer';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { useDrawerForm } from '../../../ui/use-drawer-form';
import { usePayableMutations, usePayoutDecisions } from '../api';

export interface PayoutStatusDrawerProps {
  applicantIds: number[];
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

const EMPTY = { applicantId: [] as number[], referralStatusId: '', remark: '' };

/** 'Update Status' for the selected payouts: a payout state and a remark, both required; all change or none. */
export function PayoutStatusDrawer(props: PayoutStatusDrawerProps) {
  const { applicantIds, open } = props;
  const { decisions, error, isLoading } = usePayoutDecisions(open);
  const { changeStatus } = usePayableMutations();
  const drawer = useDrawerForm(props, {
    schema: PayableStatusChangeSchema,
    start: { ...EMPTY, applicantId: applicantIds },
    fallbackMessage: 'The payout status could not be saved. Please try again.',
    save: changeStatus,
  });
  const { control } = drawer.kit.form;
  const count = applicantIds.length;

  return (
    <FormDrawer
      {...drawer}
      title="Update Status"
      formLabel="Update the payout status of the selected referrals"
      load={{ data: decisions, isLoading, error, label: 'Loading the referral statuses' }}
    >
      {(loaded) => (
        <>
          <Body1>{`${count} ${count === 1 ? 'referral' : 'referrals'} selected`}</Body1>
          <SelectField
            control={control}
            name="referralStatusId"
            label="Referral Status"
            choices={loaded.map((status) => ({ value: String(status.id), label: status.referralStatus }))}
            placeholder="Select a referral status"
            required
          />
          <TextField control={control} name="remark" label="Remark" multiline rows={4} required />
        </>
      )}
    </FormDrawer>
  );
}
