import * as v from 'valibot';
import { requiredText, zeroOrOne } from './fields';
import { listQuerySchema, ListMetaSchema } from './list';
import { QuestionSchema, requiredFlag } from './question';

// The spec marks name and status required and makes the call only with a description (§5); it
// words no messages for them: these are ours.
export const QUESTION_GROUP_NAME_REQUIRED = 'Please enter the question group name.';
export const QUESTION_GROUP_DESCRIPTION_REQUIRED = 'Please enter the description.';
export const QUESTION_GROUP_STATUS_REQUIRED = 'Please select the status.';
export const QUESTION_GROUP_STATUS_INVALID = 'Status must be 1 (Active) or 0 (Inactive).';

/** GET /api/question-group rows (the job form hides groups without questions from choice). */
export const QuestionGroupOptionSchema = v.object({
  id: v.number(),
  questionGroupName: v.string(),
  description: v.string(),
  status: v.number(),
  /** Active questions: what the job form counts ("Question groups with no questions cannot be chosen"). */
  questionCount: v.number(),
});
export type QuestionGroupOption = v.InferOutput<typeof QuestionGroupOptionSchema>;

/** GET /api/question-group: the list query, optionally one status. */
export const QuestionGroupListQuerySchema = v.object({
  ...listQuerySchema().entries,
  status: v.optional(zeroOrOne('Status must be 1 or 0.')),
});
export type QuestionGroupListQuery = v.InferOutput<typeof QuestionGroupListQuerySchema>;

/** POST /api/question-group (multipart): questionGroupName, description, status. */
export const QuestionGroupCreateSchema = v.object({
  questionGroupName: requiredText('question group name', 100, QUESTION_GROUP_NAME_REQUIRED),
  description: requiredText('description', 1000, QUESTION_GROUP_DESCRIPTION_REQUIRED),
  status: requiredFlag(QUESTION_GROUP_STATUS_REQUIRED, QUESTION_GROUP_STATUS_INVALID),
});
export type QuestionGroupCreateInput = v.InferInput<typeof QuestionGroupCreateSchema>;
export type QuestionGroupCreateFields = v.InferOutput<typeof QuestionGroupCreateSchema>;

export const QuestionGroupSchema = v.object({
  id: v.number(),
  questionGroupName: v.string(),
  description: v.string(),
  status: v.number(),
});
export type QuestionGroup = v.InferOutput<typeof QuestionGroupSchema>;

/** GET /api/question-group/{id}: a page of the group's questions (`data`, `meta`) and the group itself. */
export const QuestionGroupQuestionsSchema = v.object({
  data: v.array(QuestionSchema),
  meta: ListMetaSchema,
  questionGroup: QuestionGroupSchema,
});
export type QuestionGroupQuestions = v.InferOutput<typeof QuestionGroupQuestionsSchema>;
