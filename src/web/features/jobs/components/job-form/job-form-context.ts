import { createContext, useContext } from 'react';
import type { ExperienceRange } from '../../../../../shared/contract/job';
import type { JobFormField } from './form-values';
import type { JobFormMode } from './job-rules';
import type { Choice } from './use-job-lookups';

/** What every field of the job form needs besides react-hook-form's state. */
export interface JobFormMeta {
  mode: JobFormMode;
  required: ReadonlySet<JobFormField>;
  experienceRanges: readonly ExperienceRange[];
  /** 'YYYY-MM-DD': the earliest target date in create. */
  today: string;
  disabled: boolean;
  /** Names of saved users and skills, so pickers show them before any search. */
  known: { users: readonly Choice[]; skills: readonly Choice[]; priority: Choice | null };
}

export const JobFormMetaContext = createContext<JobFormMeta | null>(null);

export function useJobFormMeta(): JobFormMeta {
  const meta = useContext(JobFormMetaContext);
  if (!meta) throw new Error('Job form fields must be rendered inside the job form.');
  return meta;
}
