import { useMemo } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { JobInputSchema } from '../../../../../shared/contract/job';
import type { FormField } from '../../../../../shared/contract/form-fields';
import { FormSkeleton } from '../../../../ui/form/form-skeleton';
import { KitForm } from '../../../../ui/form/kit-form';
import { SubmitButton } from '../../../../ui/form/submit-button';
import { useKitForm } from '../../../../ui/form/use-kit-form';
import { emptyJobValues, type JobFormValues } from './form-values';
import { JobFieldsMeta } from './job-fields-meta';
import { JobFields } from './job-fields';
import { formFieldOf, jobMessages, requiredFormFields, requiredKeysFor, resolverOf, todayInBrowser } from './job-rules';
import { useJobLookups } from './use-job-lookups';

export interface WizardJobStepProps {
  config: readonly FormField[];
  /** Creates the job; rejects with the server's error. */
  onNext: (values: JobFormValues) => Promise<void>;
}

const useStyles = makeStyles({
  form: { gap: tokens.spacingVerticalL, maxWidth: '1100px' },
});

/** The wizard's 'Job Create' step: the job fields with the older form's rules; NEXT creates the job. */
export function WizardJobStep({ config, onNext }: WizardJobStepProps) {
  const styles = useStyles();
  const today = useMemo(() => todayInBrowser(), []);
  const requiredKeys = useMemo(() => requiredKeysFor('wizard', config), [config]);
  const required = useMemo(() => requiredFormFields(requiredKeys), [requiredKeys]);
  const kit = useKitForm<JobFormValues>({
    defaultValues: emptyJobValues(),
    resolver: resolverOf((values) => jobMessages(values, { mode: 'wizard', requiredKeys, today, withSeo: false })),
    limitsFrom: JobInputSchema,
    fieldOf: formFieldOf,
    required,
    onSubmit: onNext,
    fallbackMessage: 'The job could not be saved. Please try again.',
  });
  const lookups = useJobLookups();

  return (
    <JobFieldsMeta mode="wizard" today={today}>
      <KitForm
        kit={kit}
        label="Job Create"
        className={styles.form}
        guardLeave
        actions={
          <>
            <Button disabled>Back</Button>
            <SubmitButton pending={kit.pending}>NEXT</SubmitButton>
          </>
        }
      >
        {lookups.isLoading ? <FormSkeleton /> : <JobFields lookups={lookups} />}
      </KitForm>
    </JobFieldsMeta>
  );
}
