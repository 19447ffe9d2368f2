import * as v from 'valibot';

export const JOB_PRIORITY_NAME_REQUIRED = 'Please fill the field';

/** Status 1 is enabled; the spec treats anything else as disabled, we store 0. */
const status = v.pipe(
  v.union([v.number(), v.string(), v.boolean()], 'Status must be 1 (enabled) or 0 (disabled).'),
  v.transform((value) => Number(value)),
  v.picklist([0, 1], 'Status must be 1 (enabled) or 0 (disabled).'),
);

export const JobPriorityInputSchema = v.object({
  // A missing name is the same mistake as an empty one, with the same message.
  name: v.pipe(
    v.optional(v.string(JOB_PRIORITY_NAME_REQUIRED), ''),
    v.trim(),
    v.nonEmpty(JOB_PRIORITY_NAME_REQUIRED),
    v.maxLength(100, 'The priority name must be at most 100 characters.'),
  ),
  status: v.optional(status, 1),
});

export type JobPriorityInput = v.InferInput<typeof JobPriorityInputSchema>;

export interface JobPriority {
  id: number;
  name: string;
  status: number;
}
