import { createContext, useContext } from 'react';
import type { ExperienceRange } from '../../../../../shared/contract/job';
import type { Choice } from '../../../../ui/form/choice';
import type { JobFormMode } from './job-rules';

/** What the job form's own fields need besides the form kit's state. */
export interface JobFormMeta {
  mode: JobFormMode;
  experienceRanges: readonly ExperienceRange[];
  /** 'YYYY-MM-DD': the earliest target date in create. */
  today: string;
  /** Names of saved users and skills, so pickers show them before any search. */
  known: { users: readonly Choice[]; skills: readonly Choice[]; priority: Choice | null };
}

export const JobFormMetaContext = createContext<JobFormMeta | null>(null);

export function useJobFormMeta(): JobFormMeta {
  const meta = useContext(JobFormMetaContext);
  if (!meta) throw new Error('Job form fields must be rendered inside the job form.');
  return meta;
}
