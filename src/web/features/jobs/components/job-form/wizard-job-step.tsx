import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { FormField } from '../../../../../shared/contract/form-fields';
import { emptyJobValues, type JobFormValues } from './form-values';
import { JobFieldsMeta } from './job-fields-meta';
import { JobFields } from './job-fields';
import { jobMessages, requiredKeysFor, resolverOf, todayInBrowser } from './job-rules';
import { FormFailure, useServerSubmit } from './server-errors';
import { LeaveGuard } from './leave-dialog';
import { FormSkeleton } from './page-state';
import { useJobLookups } from './use-job-lookups';

export interface WizardJobStepProps {
  config: readonly FormField[];
  /** Creates the job; rejects with the server's error. */
  onNext: (values: JobFormValues) => Promise<void>;
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The wizard's 'Job Create' step: the job fields with the older form's rules; NEXT creates the job. */
export function WizardJobStep({ config, onNext }: WizardJobStepProps) {
  const styles = useStyles();
  const today = useMemo(() => todayInBrowser(), []);
  const requiredKeys = useMemo(() => requiredKeysFor('wizard', config), [config]);
  const form = useForm<JobFormValues>({
    defaultValues: emptyJobValues(),
    mode: 'onTouched',
    resolver: resolverOf((values) => jobMessages(values, { mode: 'wizard', requiredKeys, today, withSeo: false })),
  });
  const { formState } = form;
  const lookups = useJobLookups();
  const { failure, submit, isSaving } = useServerSubmit(form);

  return (
    <FormProvider {...form}>
      <JobFieldsMeta mode="wizard" requiredKeys={requiredKeys} today={today} disabled={formState.isSubmitting}>
        <form
          className={styles.form}
          aria-label="Job Create"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit(onNext);
          }}
        >
          {lookups.isLoading ? <FormSkeleton /> : <JobFields lookups={lookups} />}
          <FormFailure message={failure} />
          <div className={styles.actions}>
            <Button disabled>Back</Button>
            <Button type="submit" appearance="primary" disabled={formState.isSubmitting} icon={formState.isSubmitting ? <Spinner size="tiny" aria-label="Saving" /> : undefined}>
              NEXT
            </Button>
          </div>
        </form>
        <LeaveGuard dirty={formState.isDirty} saving={isSaving} />
      </JobFieldsMeta>
    </FormProvider>
  );
}
