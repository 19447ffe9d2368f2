import * as v from 'valibot';
import { zeroOrOne } from './fields';
import { listQuerySchema } from './list';

/** GET /api/question-group rows (the job form hides groups without questions from choice). */
export const QuestionGroupOptionSchema = v.object({
  id: v.number(),
  questionGroupName: v.string(),
  description: v.string(),
  status: v.number(),
  questionCount: v.number(),
});
export type QuestionGroupOption = v.InferOutput<typeof QuestionGroupOptionSchema>;

/** GET /api/question-group: the list query, optionally one status. */
export const QuestionGroupListQuerySchema = v.object({
  ...listQuerySchema().entries,
  status: v.optional(zeroOrOne('Status must be 1 or 0.')),
});
export type QuestionGroupListQuery = v.InferOutput<typeof QuestionGroupListQuerySchema>;
