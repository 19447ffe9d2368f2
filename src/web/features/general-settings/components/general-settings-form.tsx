import { useState } from 'react';
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { GeneralSettingsInputSchema, type GeneralSettingsOptions, type NamedOption } from '../../../../shared/contract/general-settings';
import type { GeneralSettingsDraft } from '../api';
import { KitForm } from '../../../ui/form/kit-form';
import { SelectField } from '../../../ui/form/select-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useKitForm } from '../../../ui/form/use-kit-form';

export interface GeneralSettingsFormProps {
  initial: GeneralSettingsDraft;
  options: GeneralSettingsOptions;
  canWrite: boolean;
  onSave: (draft: GeneralSettingsDraft) => Promise<void>;
}

type TabValue = 'without' | 'with';

const useStyles = makeStyles({
  root: { gap: tokens.spacingVerticalL, maxWidth: '560px' },
  // Side by side the two long tab names need about 400 px: on a phone the second goes below.
  tabs: { flexWrap: 'wrap' },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalS },
});

/** Each tab's one choice: the field it sets and the options it offers. */
const SELECTS = {
  without: {
    name: 'withoutHiringProcessId',
    label: 'Default Applicant Status',
    hint: 'The status an application gets when its job has no hiring pipeline.',
    options: 'applicantStatuses',
  },
  with: {
    name: 'payableEmployeeStatusId',
    label: 'Payable Employee Status',
    hint: 'The pipeline status that makes a referred employee payable.',
    options: 'statuses',
  },
} as const satisfies Record<
  TabValue,
  { name: keyof GeneralSettingsDraft; label: string; hint: string; options: keyof GeneralSettingsOptions }
>;

const choicesOf = (options: readonly NamedOption[]) => options.map((option) => ({ value: String(option.id), label: option.name }));

/** Both tabs edit one form; the one Save sends both choices (the empty choice clears one). */
export function GeneralSettingsForm({ initial, options, canWrite, onSave }: GeneralSettingsFormProps) {
  const styles = useStyles();
  const [tab, setTab] = useState<TabValue>('without');
  const kit = useKitForm({
    schema: GeneralSettingsInputSchema,
    defaultValues: initial,
    onSubmit: (values) =>
      onSave({
        withoutHiringProcessId: values.withoutHiringProcessId ?? null,
        payableEmployeeStatusId: values.payableEmployeeStatusId ?? null,
      }),
    fallbackMessage: 'The settings could not be saved. Please try again.',
    readOnly: !canWrite,
  });
  const { control } = kit.form;

  return (
    <KitForm
      kit={kit}
      label="General Settings"
      className={styles.root}
      actions={canWrite && <SubmitButton pending={kit.pending}>Save</SubmitButton>}
    >
      <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as TabValue)}>
        <Tab value="without" id="general-settings-tab-without" aria-controls="general-settings-panel">
          Without Hiring Process
        </Tab>
        <Tab value="with" id="general-settings-tab-with" aria-controls="general-settings-panel">
          With Hiring Process
        </Tab>
      </TabList>
      <div className={styles.panel} role="tabpanel" id="general-settings-panel" aria-labelledby={`general-settings-tab-${tab}`}>
        <SelectField
          key={tab}
          control={control}
          name={SELECTS[tab].name}
          label={SELECTS[tab].label}
          hint={SELECTS[tab].hint}
          choices={choicesOf(options[SELECTS[tab].options])}
        />
      </div>
    </KitForm>
  );
}
