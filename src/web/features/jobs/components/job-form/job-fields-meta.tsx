import { useMemo, type ReactNode } from 'react';
import type { JobDetail } from '../../../../../shared/contract/job-views';
import { JobFormMetaContext, type JobFormMeta } from './job-form-context';
import { experienceRangesFor, requiredFormFields, type JobFormMode } from './job-rules';
import { knownChoices } from './known-choices';

export interface JobFieldsMetaProps {
  mode: JobFormMode;
  requiredKeys: readonly string[];
  today: string;
  disabled: boolean;
  /** The Seo fields are on this form: the slug is required. */
  withSeo?: boolean;
  job?: JobDetail;
  children: ReactNode;
}

/** Gives the job form's fields their mode, required markers, date limit and saved names. */
export function JobFieldsMeta({ mode, requiredKeys, today, disabled, withSeo = false, job, children }: JobFieldsMetaProps) {
  const known = useMemo(() => knownChoices(job), [job]);
  const required = useMemo(() => {
    const fields = requiredFormFields(requiredKeys);
    if (withSeo) fields.add('slug');
    return fields;
  }, [requiredKeys, withSeo]);
  const meta: JobFormMeta = { mode, required, experienceRanges: experienceRangesFor(mode), today, disabled, known };
  return <JobFormMetaContext.Provider value={meta}>{children}</JobFormMetaContext.Provider>;
}
