import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { JobInputSchema } from '../../../../../shared/contract/job';
import { KitForm } from '../../../../ui/form/kit-form';
import { useKitForm } from '../../../../ui/form/use-kit-form';
import type { JobFormValues } from './form-values';
import { JobFieldsMeta } from './job-fields-meta';
import { formFieldOf, resolverOf, seoMessages } from './job-rules';
import { SeoFields } from './seo-fields';

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

const SLUG_REQUIRED = ['slug'];

const useStyles = makeStyles({
  form: { gap: tokens.spacingVerticalL, maxWidth: '1100px' },
});

/** The Seo tab on its own, for a job that exists (/seo/create/{id}, the wizard's second step). */
export function SeoForm({ jobId, hasStoredImage, initial, onSave, actions, label }: SeoFormProps) {
  const styles = useStyles();
  const kit = useKitForm<JobFormValues>({
    defaultValues: initial,
    resolver: resolverOf(seoMessages),
    limitsFrom: JobInputSchema,
    fieldOf: formFieldOf,
    required: SLUG_REQUIRED,
    onSubmit: onSave,
    fallbackMessage: 'The job could not be saved. Please try again.',
  });

  return (
    <JobFieldsMeta mode="edit" today="">
      <KitForm kit={kit} label={label} className={styles.form} guardLeave actions={actions({ pending: kit.pending })}>
        <SeoFields jobId={jobId} hasStoredImage={hasStoredImage} />
      </KitForm>
    </JobFieldsMeta>
  );
}
