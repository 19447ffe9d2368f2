import { MessageBar, MessageBarBody, Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { PageHeader } from '../../../ui/page-header';
import { notifySuccess, SUCCESS_TEXT } from '../../../lib/notify';
import { usePermissions } from '../../../lib/permissions';
import { useGeneralSettings, useGeneralSettingsMutations, useGeneralSettingsOptions, useJobFormFieldMutations } from '../api';
import { useJobFormFields } from '../../../domain/job-form-fields';
import { GeneralSettingsForm } from '../components/general-settings-form';
import { JobFormFieldsCard } from '../components/job-form-fields-card';

const useStyles = makeStyles({
  skeleton: { maxWidth: '560px' },
  section: { marginTop: tokens.spacingVerticalXXL },
});

/** The job form's mandatory fields: only admins with settings:write see or change them. */
function JobFormFieldsSection() {
  const styles = useStyles();
  const { data, error } = useJobFormFields();
  const mutations = useJobFormFieldMutations();
  return (
    <section className={styles.section} aria-label="Job form fields">
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{(error as Error).message}</MessageBarBody>
        </MessageBar>
      )}
      {data && (
        <JobFormFieldsCard
          fields={data.data}
          onSave={async (fields) => {
            await mutations.save(fields);
            notifySuccess(SUCCESS_TEXT.submitted);
          }}
        />
      )}
    </section>
  );
}

/** /general-settings: the default statuses, one row per app; changing them needs settings:write. */
export function GeneralSettingsPage() {
  const styles = useStyles();
  const settings = useGeneralSettings();
  const options = useGeneralSettingsOptions();
  const mutations = useGeneralSettingsMutations();
  const { can, isLoading: permissionsLoading } = usePermissions();
  const error = (settings.error ?? options.error) as Error | undefined;
  const current = settings.data?.data;
  const choices = options.data?.data;
  const ready = current && choices && !permissionsLoading;

  return (
    <>
      <PageHeader title="General Settings" description="Which statuses applications get by default." />
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error.message}</MessageBarBody>
        </MessageBar>
      )}
      {!ready && !error && (
        <Skeleton aria-label="Loading" className={styles.skeleton}>
          <SkeletonItem size={32} />
          <SkeletonItem size={32} />
        </Skeleton>
      )}
      {ready && (
        <GeneralSettingsForm
          initial={{
            withoutHiringProcessId: current.withoutHiringProcessId,
            payableEmployeeStatusId: current.payableEmployeeStatusId,
          }}
          options={choices}
          canWrite={can('settings:write')}
          onSave={async (draft) => {
            await mutations.save(draft);
            notifySuccess(SUCCESS_TEXT.submitted);
          }}
        />
      )}
      {!permissionsLoading && can('settings:write') && <JobFormFieldsSection />}
    </>
  );
}
