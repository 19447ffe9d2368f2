import * as v from 'valibot';
import {
  answerField,
  APPLY_FIELDS,
  CareersApplySchema,
  isTicked,
  REFERRAL_CONSENT_REQUIRED,
  RESUME_REQUIRED,
  type CareersApply,
} from '../../../shared/contract/careers-apply';
import { RESUME_MAX_BYTES, RESUME_NOT_PDF, RESUME_TOO_LARGE } from '../../../shared/contract/application-intake';
import { checkScreeningAnswer, flagReasonOf } from '../../../shared/rules/screening-answer';
import { HttpError, invalid, type FieldErrors } from '../../core/errors';
import { containsNul, nulCharacterError } from '../../http/nul-character';
import { isPdf } from '../application-intake/service';
import type { ScreeningQuestion } from '../question-group/service';

// The apply form as the careers page posts it: the person's fields, the answers to the job's
// questions and the resume, checked together so the page shows every mistake at once, each
// beside the form field that has it.

/** The form's fields by their names; a name sent more than once (a multiple choice) holds each value. */
export type ApplyFields = Record<string, string | string[]>;

type SchemaKey = keyof typeof CareersApplySchema.entries;

/** One value of a field: a repeated single-value field counts by its first value. */
export const valueOf = (fields: ApplyFields, name: string): string | undefined => {
  const value = fields[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The posted form as the service takes it: each field by its own name (`answer[12]` stays a name: the
 * API's folding of `name[i]` into lists would lose the question ids), a name sent more than once as
 * a list, and the resume's bytes (null when no file was chosen).
 */
export async function applyFormOf(form: FormData): Promise<{ fields: ApplyFields; resume: Uint8Array | null }> {
  const fields: ApplyFields = {};
  let resume: Uint8Array | null = null;
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') {
      if (name === APPLY_FIELDS.resume && value.size > 0) resume = new Uint8Array(await value.arrayBuffer());
      continue;
    }
    const known = fields[name];
    fields[name] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  return { fields, resume };
}

export interface CheckedApplication {
  person: CareersApply;
  answers: { questionId: number; answer: string }[];
  flagReason: string | null;
}

function checkPerson(fields: ApplyFields, errors: FieldErrors): CareersApply | null {
  const keys = Object.keys(CareersApplySchema.entries) as SchemaKey[];
  const input = Object.fromEntries(keys.map((key) => [key, valueOf(fields, APPLY_FIELDS[key])]));
  const result = v.safeParse(CareersApplySchema, input, { abortPipeEarly: true });
  if (result.success) return result.output;
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as SchemaKey | null;
    (errors[key ? APPLY_FIELDS[key] : 'form'] ??= []).push(issue.message);
  }
  return null;
}

/** Answers to questions the job does not ask (another job's, archived, made up) are ignored. */
function checkAnswers(fields: ApplyFields, questions: readonly ScreeningQuestion[], errors: FieldErrors) {
  const answers: CheckedApplication['answers'] = [];
  const knockouts: string[] = [];
  for (const question of questions) {
    const checked = checkScreeningAnswer(question, fields[answerField(question.id)]);
    if ('error' in checked) errors[answerField(question.id)] = [checked.error];
    else if (checked.answer !== null) {
      answers.push({ questionId: question.id, answer: checked.answer });
      if (checked.knockout) knockouts.push(checked.knockout);
    }
  }
  return { answers, flagReason: flagReasonOf(knockouts) };
}

/** The resume's problem: missing (422), too large (413) or not a PDF by its bytes (415). */
function resumeProblem(resume: Uint8Array | null): { status: 413 | 415 | 422; message: string } | null {
  if (!resume || resume.length === 0) return { status: 422, message: RESUME_REQUIRED };
  if (resume.length > RESUME_MAX_BYTES) return { status: 413, message: RESUME_TOO_LARGE };
  return isPdf(resume) ? null : { status: 415, message: RESUME_NOT_PDF };
}

/**
 * The application as the form sent it, or the refusal: 422 with every field's messages; 413 or 415
 * when the resume is the only problem. `referred`: a live share link was given, so the candidate
 * must agree to be referred.
 */
export function checkApplication(
  fields: ApplyFields,
  questions: readonly ScreeningQuestion[],
  resume: Uint8Array | null,
  referred: boolean,
): CheckedApplication {
  // The database cannot store U+0000: such a value is refused before anything reads it.
  const nul = Object.keys(fields).find((name) => [fields[name]].flat().some(containsNul));
  if (nul) throw nulCharacterError(nul);
  const errors: FieldErrors = {};
  const person = checkPerson(fields, errors);
  const { answers, flagReason } = checkAnswers(fields, questions, errors);
  if (referred && !isTicked(valueOf(fields, APPLY_FIELDS.referralConsent)))
    errors[APPLY_FIELDS.referralConsent] = [REFERRAL_CONSENT_REQUIRED];
  const problem = resumeProblem(resume);
  if (problem && problem.status !== 422 && Object.keys(errors).length === 0) {
    throw new HttpError(problem.status, problem.message, { [APPLY_FIELDS.resume]: [problem.message] });
  }
  if (problem) errors[APPLY_FIELDS.resume] = [problem.message];
  if (!person || Object.keys(errors).length > 0) throw invalid(errors);
  return { person, answers, flagReason };
}
