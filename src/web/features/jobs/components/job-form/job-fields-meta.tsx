import { useMemo, type ReactNode } from 'react';
import type { JobDetail } from '../../../../../shared/contract/job-views';
import { JobFormMetaContext, type JobFormMeta } from './job-form-context';
import { experienceRangesFor, type JobFormMode } from './job-rules';
import { knownChoices } from './known-choices';

export interface JobFieldsMetaProps {
  mode: JobFormMode;
  today: string;
  job?: JobDetail;
  children: ReactNode;
}

/** Gives the job form's fields their mode, date limit and saved names. */
export function JobFieldsMeta({ mode, today, job, children }: JobFieldsMetaProps) {
  const known = useMemo(() => knownChoices(job), [job]);
  const meta: JobFormMeta = { mode, experienceRanges: experienceRangesFor(mode), today, known };
  return <JobFormMetaContext.Provider value={meta}>{children}</JobFormMetaContext.Provider>;
}
