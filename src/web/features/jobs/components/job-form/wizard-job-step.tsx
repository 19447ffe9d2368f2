import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { FormField } from '../../../../../shared/contract/job';
import { emptyJobValues, type JobFormValues } from './form-values';
import { JobFieldsMeta } from './job-fields-meta';
import { JobFields } from './job-fields';
import { jobMessages, requiredKeysFor, resolverOf, todayInBrowser } from './job-rules';
import { applyServerErrors } from './server-errors';
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
  const [failure, setFailure] = useState<string | null>(null);
  const today = useMemo(() => todayInBrowser(), []);
  const requiredKeys = useMemo(() => requiredKeysFor('wizard', config), [config]);
  const form = useForm<JobFormValues>({
    defaultValues: emptyJobValues(),
    mode: 'onTouched',
    resolver: resolverOf((values) => jobMessages(values, { mode: 'wizard', requiredKeys, today, withSeo: false })),
  });
  const { formState, handleSubmit, setError } = form;
  const lookups = useJobLookups();

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onNext(values);
    } catch (error) {
      setFailure(applyServerErrors(error, setError).message);
    }
  });

  return (
    <FormProvider {...form}>
      <JobFieldsMeta mode="wizard" requiredKeys={requiredKeys} today={today} disabled={formState.isSubmitting}>
        <form className={styles.form} aria-label="Job Create" noValidate onSubmit={(event) => void submit(event)}>
          <JobFields lookups={lookups} />
          {failure && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{failure}</MessageBarBody>
            </MessageBar>
          )}
          <div className={styles.actions}>
            <Button disabled>Back</Button>
            <Button type="submit" appearance="primary" disabled={formState.isSubmitting} icon={formState.isSubmitting ? <Spinner size="tiny" aria-label="Saving" /> : undefined}>
              NEXT
            </Button>
          </div>
        </form>
      </JobFieldsMeta>
    </FormProvider>
  );
}
