import * as v from 'valibot';
import { Body1 } from '@fluentui/react-components';
import { LAST_DAY_INVALID, type PayableItem } from '../../../../shared/contract/referral-payable';
import { referralDay } from '../../../../shared/rules/referral-payout';
import { isCalendarDay } from '../../../../shared/rules/calendar-day';
import { FormDialog } from '../../../ui/form-dialog';
import { TextField } from '../../../ui/form/text-field';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { notifySuccess, SUCCESS_TEXT } from '../../../lib/notify';
import { usePayableMutations } from '../api';
import { fullName } from '../../../lib/formats';

/** The date input's value: a day, or empty to clear the recorded one (sent as null). */
const DialogSchema = v.object({
  lastWorkingDate: v.pipe(
    v.string(),
    v.check((day) => day === '' || isCalendarDay(day), LAST_DAY_INVALID),
  ),
});

export interface LastWorkingDayDialogProps {
  row: PayableItem;
  onClose: () => void;
}

/** A recruiter records (or clears) the hire's last working day; before the eligibility date the payout is not eligible. */
export function LastWorkingDayDialog({ row, onClose }: LastWorkingDayDialogProps) {
  const { setLastWorkingDate } = usePayableMutations();
  const kit = useKitForm({
    schema: DialogSchema,
    defaultValues: { lastWorkingDate: row.lastWorkingDate ?? '' },
    fallbackMessage: 'The last working day could not be saved. Please try again.',
    onSubmit: async (values) => {
      await setLastWorkingDate(row.applicantId, values.lastWorkingDate || null);
      notifySuccess(SUCCESS_TEXT.submitted);
      onClose();
    },
  });
  return (
    <FormDialog title={`Last working day of ${fullName(row)}`} kit={kit} onClose={onClose}>
      <Body1>{`A day before the eligibility date (${referralDay(row.eligibilityDate)}) makes this referral not eligible for the bonus. Leave it empty while the employee is on roll.`}</Body1>
      <TextField control={kit.form.control} name="lastWorkingDate" label="Last working day" type="date" min={row.joiningDate} />
    </FormDialog>
  );
}
