import type { JobDetail } from '../../../../../shared/contract/job-views';
import type { JobFormMeta } from './job-form-context';
import type { Choice } from '../../../../ui/form/choice';
import { fullName } from '../../../../lib/formats';

const none: JobFormMeta['known'] = { users: [], skills: [], priority: null };

/** Names the saved job already carries, so its pickers read well before any list loads. */
export function knownChoices(job: JobDetail | undefined): JobFormMeta['known'] {
  if (!job) return none;
  const people = [job.hiringManager, job.recruitingManager, ...job.recipients].filter((person) => person !== null);
  const users: Choice[] = people.map((person) => ({ value: String(person.id), label: fullName(person) }));
  return {
    users,
    skills: job.skills.map((skill) => ({ value: String(skill.id), label: skill.name })),
    // A priority disabled since it was chosen may be kept (the list offers only enabled ones).
    priority:
      job.jobPriorityId !== null && job.jobPriority
        ? { value: String(job.jobPriorityId), label: `${job.jobPriority.name} (disabled)` }
        : null,
  };
}
