import * as v from 'valibot';
import { requiredText, zeroOrOne } from './fields';
import { listQuerySchema } from './list';

export const JOB_PRIORITY_NAME_REQUIRED = 'Please fill the field';

/** Status 1 is enabled; the spec treats anything else as disabled, we store 0. */
const status = zeroOrOne('Status must be 1 (enabled) or 0 (disabled).');

export const JobPriorityInputSchema = v.object({
  name: requiredText('priority name', 100, JOB_PRIORITY_NAME_REQUIRED),
  status: v.optional(status, 1),
});

export type JobPriorityInput = v.InferInput<typeof JobPriorityInputSchema>;
export type JobPriorityFields = v.InferOutput<typeof JobPriorityInputSchema>;

/** GET /api/job-priority: the list query, optionally one status. */
export const JobPriorityListQuerySchema = v.object({
  ...listQuerySchema().entries,
  status: v.optional(zeroOrOne('Status must be 1 or 0.')),
});
export type JobPriorityListQuery = v.InferOutput<typeof JobPriorityListQuerySchema>;

export const JobPrioritySchema = v.object({ id: v.number(), name: v.string(), status: v.number() });
export type JobPriority = v.InferOutput<typeof JobPrioritySchema>;
