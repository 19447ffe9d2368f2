import { makeStyles } from '@fluentui/react-components';
import {
  REFERRAL_GAP_LABELS,
  ReferralSettingInputSchema,
  SELECTION_ATTRIBUTION_LABELS,
  type ReferralSetting,
  type ReferralSettingFields,
  type ReferralSettingInput,
} from '../../../../shared/contract/referral-settings';
import { PAYMENT_RELEASE_OPTIONS } from '../../../../shared/rules/referral-payout';
import type { Choice } from '../../../ui/form/choice';
import { FormFields, type FieldSpec } from '../../../ui/form/form-fields';
import { KitForm } from '../../../ui/form/kit-form';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useKitForm } from '../../../ui/form/use-kit-form';

type SettingValues = Omit<ReferralSetting, 'referralSettingTypeId'>;

export interface ReferralSettingsFormProps {
  /** The type's saved settings: the form's starting values. */
  settings: SettingValues;
  canWrite: boolean;
  onSave: (fields: ReferralSettingFields) => Promise<void>;
}

const useStyles = makeStyles({ root: { maxWidth: '560px' } });

const labelled = (labels: Record<number, string>): Choice[] => Object.entries(labels).map(([value, label]) => ({ value, label }));
const PAYMENT_RELEASE_CHOICES: Choice[] = PAYMENT_RELEASE_OPTIONS.map((days) => ({ value: String(days), label: `${days} days` }));
const YES_NO: Choice[] = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
];

const FIELDS: FieldSpec<ReferralSettingInput>[] = [
  {
    kind: 'select',
    name: 'paymentReleaseInDays',
    label: 'Payment Release In Days',
    hint: 'Days after joining before the referral bonus is paid.',
    choices: PAYMENT_RELEASE_CHOICES,
  },
  { kind: 'radio', name: 'reHiredCandidate', label: 'Re-hired Candidate', choices: YES_NO },
  {
    kind: 'select',
    name: 'referralGapPeriod',
    label: 'Referral Gap Period',
    hint: 'How long a referral of a candidate holds before the candidate can be referred again.',
    choices: labelled(REFERRAL_GAP_LABELS),
  },
  { kind: 'radio', name: 'selectionAttribute', label: 'Selection Attribution', choices: labelled(SELECTION_ATTRIBUTION_LABELS) },
];

/** The selects and radios hold text. */
const formValues = (fields: SettingValues): ReferralSettingInput => ({
  paymentReleaseInDays: String(fields.paymentReleaseInDays),
  reHiredCandidate: String(fields.reHiredCandidate),
  referralGapPeriod: String(fields.referralGapPeriod),
  selectionAttribute: String(fields.selectionAttribute),
});

/** The four rules of one setting type; the choices are the spec's (§9), so nothing else can be picked. */
export function ReferralSettingsForm({ settings, canWrite, onSave }: ReferralSettingsFormProps) {
  const styles = useStyles();
  const kit = useKitForm<ReferralSettingInput, ReferralSettingFields>({
    schema: ReferralSettingInputSchema,
    defaultValues: formValues(settings),
    onSubmit: async (fields) => {
      await onSave(fields);
      // The saved values are the new starting point: leaving now loses nothing.
      kit.reset(formValues(fields));
    },
    fallbackMessage: 'The referral settings could not be saved. Please try again.',
    readOnly: !canWrite,
  });
  return (
    <KitForm
      kit={kit}
      label="Referral settings"
      className={styles.root}
      guardLeave
      actions={canWrite && <SubmitButton pending={kit.pending}>Save</SubmitButton>}
    >
      <FormFields control={kit.form.control} fields={FIELDS} />
    </KitForm>
  );
}
