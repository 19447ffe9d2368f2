import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { JobFormValues } from './form-values';
import { JobFieldsMeta } from './job-fields-meta';
import { resolverOf, seoMessages } from './job-rules';
import { SeoFields } from './seo-fields';
import { FormFailure, useServerSubmit } from './server-errors';
import { LeaveGuard } from './leave-dialog';

export interface SeoFormProps {
  jobId: number;
  hasStoredImage: boolean;
  initial: JobFormValues;
  /** Rejects with the server's error, which is shown on its field. */
  onSave: (values: JobFormValues) => Promise<void>;
  /** The buttons; the one of type submit saves. */
  actions: (state: { pending: boolean }) => ReactNode;
  label: string;
}

const noKeys: readonly string[] = [];

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The Seo tab on its own, for a job that exists (/seo/create/{id}, the wizard's second step). */
export function SeoForm({ jobId, hasStoredImage, initial, onSave, actions, label }: SeoFormProps) {
  const styles = useStyles();
  const form = useForm<JobFormValues>({ defaultValues: initial, mode: 'onTouched', resolver: resolverOf(seoMessages) });
  const { formState } = form;
  const { failure, submit, isSaving } = useServerSubmit(form);

  return (
    <FormProvider {...form}>
      <JobFieldsMeta mode="edit" requiredKeys={noKeys} today="" disabled={formState.isSubmitting} withSeo>
        <form
          className={styles.form}
          aria-label={label}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit(onSave);
          }}
        >
          <SeoFields jobId={jobId} hasStoredImage={hasStoredImage} />
          <FormFailure message={failure} />
          <div className={styles.actions}>{actions({ pending: formState.isSubmitting })}</div>
        </form>
        <LeaveGuard dirty={formState.isDirty} saving={isSaving} />
      </JobFieldsMeta>
    </FormProvider>
  );
}
