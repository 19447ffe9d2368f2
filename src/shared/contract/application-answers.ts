import * as v from 'valibot';
import { QUESTION_TYPES } from './question';

// GET /api/application/{id}/answers (issue 35): the applicant's answers to the job's screening
// questions, in the questions' order, for the applicant page's answers card.

export const ApplicantAnswerSchema = v.object({
  questionId: v.number(),
  question: v.string(),
  type: v.picklist(QUESTION_TYPES),
  /** As text; a multiple choice answer's options joined with ', '. */
  answer: v.string(),
  /** The answer is one of the question's knockout answers (as the question is set now). */
  flagged: v.boolean(),
});
export type ApplicantAnswer = v.InferOutput<typeof ApplicantAnswerSchema>;

/** The answer's `data`. */
export const ApplicantAnswersSchema = v.array(ApplicantAnswerSchema);
