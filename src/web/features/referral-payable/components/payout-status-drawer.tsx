import { useEffect } from 'react';
import { Body1 } from '@fluentui/react-components';
import { PayableStatusChangeSchema } from '../../../../shared/contract/referral-payable';
import { FormDrawer } from '../../../ui/form-drawer';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { notifySuccess, SUCCESS_TEXT } from '../../../lib/notify';
import { useStableIds } from '../../../lib/use-stable-ids';
import { usePayableMutations, usePayoutDecisions } from '../api';

export interface PayoutStatusDrawerProps {
  applicantIds: number[];
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

const EMPTY = { applicantId: [] as number[], referralStatusId: '', remark: '' };

/** 'Update Status' for the selected payouts: a payout state and a remark, both required; all change or none. */
export function PayoutStatusDrawer({ applicantIds, open, onClose, onDone }: PayoutStatusDrawerProps) {
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
  const applicantId = useStableIds(applicantIds);
  useEffect(() => {
    if (open) resetKit({ ...EMPTY, applicantId });
  }, [open, applicantId, resetKit]);
  const count = applicantIds.length;

  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title="Update Status"
      kit={kit}
      formLabel="Update the payout status of the selected referrals"
      load={{ data: decisions, isLoading, error, label: 'Loading the referral statuses' }}
    >
      {(loaded) => (
        <>
          <Body1>{`${count} ${count === 1 ? 'referral' : 'referrals'} selected`}</Body1>
          <SelectField
            control={kit.form.control}
            name="referralStatusId"
            label="Referral Status"
            choices={loaded.map((status) => ({ value: String(status.id), label: status.referralStatus }))}
            placeholder="Select a referral status"
            required
          />
          <TextField control={kit.form.control} name="remark" label="Remark" multiline rows={4} required />
        </>
      )}
    </FormDrawer>
  );
}
