import { useState } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import type { GeneralSettingsOptions } from '../../../../shared/contract/general-settings';
import type { GeneralSettingsDraft } from '../api';
import { SettingsSelect } from './settings-select';

export interface GeneralSettingsFormProps {
  initial: GeneralSettingsDraft;
  options: GeneralSettingsOptions;
  canWrite: boolean;
  onSave: (draft: GeneralSettingsDraft) => Promise<void>;
}

type TabValue = 'without' | 'with';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** Both tabs edit one draft; the one Save sends both choices. */
export function GeneralSettingsForm({ initial, options, canWrite, onSave }: GeneralSettingsFormProps) {
  const styles = useStyles();
  const [tab, setTab] = useState<TabValue>('without');
  const [draft, setDraft] = useState(initial);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setPending(true);
    setError(null);
    try {
      await onSave(draft);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'The settings could not be saved. Please try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className={styles.root}
      aria-label="General Settings"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as TabValue)}>
        <Tab value="without" id="general-settings-tab-without" aria-controls="general-settings-panel">
          Without Hiring Process
        </Tab>
        <Tab value="with" id="general-settings-tab-with" aria-controls="general-settings-panel">
          With Hiring Process
        </Tab>
      </TabList>
      <div className={styles.panel} role="tabpanel" id="general-settings-panel" aria-labelledby={`general-settings-tab-${tab}`}>
        {tab === 'without' ? (
          <SettingsSelect
            label="Default Applicant Status"
            hint="The status an application gets when its job has no hiring pipeline."
            value={draft.withoutHiringProcessId}
            options={options.applicantStatuses}
            disabled={!canWrite || pending}
            onChange={(withoutHiringProcessId) => setDraft((current) => ({ ...current, withoutHiringProcessId }))}
          />
        ) : (
          <SettingsSelect
            label="Payable Employee Status"
            hint="The pipeline status that makes a referred employee payable."
            value={draft.payableEmployeeStatusId}
            options={options.statuses}
            disabled={!canWrite || pending}
            onChange={(payableEmployeeStatusId) => setDraft((current) => ({ ...current, payableEmployeeStatusId }))}
          />
        )}
      </div>
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {canWrite && (
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={pending} icon={pending ? <Spinner size="tiny" aria-label="Saving" /> : undefined}>
            Save
          </Button>
        </div>
      )}
    </form>
  );
}
