import * as v from 'valibot';
import { chosenId, hasValue, optionalText, requiredText, zeroOrOne } from './fields';
import { ListMetaSchema } from './list';

// Questions of a question group (spec 001 §2 "Question groups and questions", §5, §7). The spec
// words no messages for them ("the question text must be non-empty; status is required"): these
// are ours, in its plain style. Type, options and required are issue 35's: what every screening
// form offers.

export const QUESTION_REQUIRED = 'Please enter the question.';
export const QUESTION_STATUS_REQUIRED = 'Please select the status.';
export const QUESTION_STATUS_INVALID = 'Status must be 1 (Active) or 0 (Inactive).';
export const QUESTION_GROUP_REQUIRED = 'Please select the question group.';
export const QUESTION_GROUP_INVALID = 'The question group must be a question group id.';
export const QUESTION_TYPE_INVALID = 'Please choose a question type.';
export const QUESTION_OPTIONS_TOO_FEW = 'A choice question needs at least two options.';
export const QUESTION_OPTIONS_NOT_ALLOWED = 'Options are only for single choice and multiple choice questions.';
export const QUESTION_OPTIONS_DUPLICATE = 'Each option must be different.';
export const QUESTION_KNOCKOUT_INVALID =
  'Flag only answers the question offers: Yes or No, or one of its options. Text and number questions flag none.';
export const QUESTION_MOVE_DIRECTION_INVALID = "Direction must be 'up' or 'down'.";
export const QUESTION_OPTIONS_MAX = 20;
export const QUESTION_OPTION_MAX_LENGTH = 200;

/** Each question type and its label, in the order the form offers them. */
const QUESTION_TYPE_TABLE = [
  ['short_text', 'Short text'],
  ['long_text', 'Long text'],
  ['yes_no', 'Yes / No'],
  ['single_choice', 'Single choice'],
  ['multiple_choice', 'Multiple choice'],
  ['number', 'Number'],
] as const;
export type QuestionType = (typeof QUESTION_TYPE_TABLE)[number][0];

export const QUESTION_TYPES: readonly QuestionType[] = QUESTION_TYPE_TABLE.map(([type]) => type);
export const QUESTION_TYPE_LABELS = Object.fromEntries(QUESTION_TYPE_TABLE) as Record<QuestionType, string>;

/** The types whose answers are picked from the question's options. */
export const isChoiceType = (type: string) => type === 'single_choice' || type === 'multiple_choice';

export const YES_NO_ANSWERS = ['Yes', 'No'] as const;

/** The answers an applicant can give, when they are picked from a list: what a knockout answer may be. */
export const possibleAnswers = (type: string, options: readonly string[]): readonly string[] =>
  type === 'yes_no' ? YES_NO_ANSWERS : isChoiceType(type) ? options : [];

/** A 0/1 field that must be there: missing or blank says `requiredMessage`. */
export const requiredFlag = (requiredMessage: string, invalidMessage: string) =>
  v.pipe(v.optional(v.unknown(), ''), v.check(hasValue, requiredMessage), zeroOrOne(invalidMessage));

/** Stored as text: blank or left out is ''. */
const description = v.optional(
  v.pipe(
    optionalText('The description', 1000),
    v.transform((value) => value ?? ''),
  ),
  '',
);

const type = v.optional(v.picklist(QUESTION_TYPES, QUESTION_TYPE_INVALID), 'short_text');

/** How a list of texts speaks of its items in its messages ('option', 'flagged answer'). */
interface TextListWords {
  one: string;
  many: string;
  duplicate: string;
}

/** name[i] (form) or a list (JSON): trimmed, blanks dropped, each different regardless of case. */
const textList = (words: TextListWords) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (value === undefined || value === '' || value === null ? [] : Array.isArray(value) ? value : [value])),
      v.array(
        v.pipe(
          v.string(`${words.many} must be text.`),
          v.trim(),
          v.maxLength(QUESTION_OPTION_MAX_LENGTH, `${words.one} must be at most ${QUESTION_OPTION_MAX_LENGTH} characters.`),
        ),
        `${words.many} must be a list.`,
      ),
      v.transform((list) => list.filter((item) => item !== '')),
      v.check((list) => new Set(list.map((item) => item.toLowerCase())).size === list.length, words.duplicate),
      v.maxLength(QUESTION_OPTIONS_MAX, `At most ${QUESTION_OPTIONS_MAX} ${words.many.toLowerCase()}.`),
    ),
    [],
  );

const questionEntries = {
  question: requiredText('question', 500, QUESTION_REQUIRED),
  description,
  type,
  options: textList({ one: 'An option', many: 'Options', duplicate: QUESTION_OPTIONS_DUPLICATE }),
  /** Answers that flag the application for review (never reject it). */
  knockoutAnswers: textList({ one: 'A flagged answer', many: 'Flagged answers', duplicate: 'Each flagged answer must be different.' }),
  required: v.optional(zeroOrOne('Required must be 1 or 0.'), 0),
};

type Typed = { type: QuestionType; options: string[]; knockoutAnswers: string[] };
const tooFew = (input: Typed) => !isChoiceType(input.type) || input.options.length >= 2;
const notAllowed = (input: Typed) => isChoiceType(input.type) || input.options.length === 0;
/** Knockout answers are among the answers the question offers (Yes / No, or its options); other types flag none. */
const knockoutOffered = (input: Typed) => {
  const possible = possibleAnswers(input.type, input.options);
  return input.knockoutAnswers.every((answer) => possible.includes(answer));
};
const typed = [['type'], ['options'], ['knockoutAnswers']] as const;

/** POST /api/questions (multipart): questionGroupId, question, description, status; type, options[i], knockoutAnswers[i], required. */
export const QuestionCreateSchema = v.pipe(
  v.object({
    questionGroupId: chosenId(QUESTION_GROUP_REQUIRED, QUESTION_GROUP_INVALID),
    ...questionEntries,
    status: requiredFlag(QUESTION_STATUS_REQUIRED, QUESTION_STATUS_INVALID),
  }),
  // Choice types need two options or more; the other types take none.
  v.forward(v.partialCheck([['type'], ['options']], tooFew, QUESTION_OPTIONS_TOO_FEW), ['options']),
  v.forward(v.partialCheck([['type'], ['options']], notAllowed, QUESTION_OPTIONS_NOT_ALLOWED), ['options']),
  v.forward(v.partialCheck(typed, knockoutOffered, QUESTION_KNOCKOUT_INVALID), ['knockoutAnswers']),
);

/** PUT /api/question/{id}: as create, but a left-out status is kept. */
export const QuestionUpdateSchema = v.pipe(
  v.object({
    questionGroupId: chosenId(QUESTION_GROUP_REQUIRED, QUESTION_GROUP_INVALID),
    ...questionEntries,
    status: v.optional(zeroOrOne(QUESTION_STATUS_INVALID)),
  }),
  v.forward(v.partialCheck([['type'], ['options']], tooFew, QUESTION_OPTIONS_TOO_FEW), ['options']),
  v.forward(v.partialCheck([['type'], ['options']], notAllowed, QUESTION_OPTIONS_NOT_ALLOWED), ['options']),
  v.forward(v.partialCheck(typed, knockoutOffered, QUESTION_KNOCKOUT_INVALID), ['knockoutAnswers']),
);

export type QuestionCreateInput = v.InferInput<typeof QuestionCreateSchema>;
export type QuestionCreateFields = v.InferOutput<typeof QuestionCreateSchema>;
export type QuestionUpdateFields = v.InferOutput<typeof QuestionUpdateSchema>;

export const QuestionSchema = v.object({
  id: v.number(),
  questionGroupId: v.number(),
  question: v.string(),
  description: v.string(),
  status: v.number(),
  type: v.picklist(QUESTION_TYPES),
  options: v.array(v.string()),
  knockoutAnswers: v.array(v.string()),
  required: v.number(),
  /** How many answers it has (kept when it is deleted: it is archived instead). */
  answerCount: v.number(),
});
export type Question = v.InferOutput<typeof QuestionSchema>;

export const QUESTION_MOVE_DIRECTIONS = ['up', 'down'] as const;

/** POST /api/question/{id}/move: swaps the question with its neighbour in the group's order. */
export const QuestionMoveSchema = v.object({
  direction: v.picklist(QUESTION_MOVE_DIRECTIONS, QUESTION_MOVE_DIRECTION_INVALID),
});
export type QuestionMoveFields = v.InferOutput<typeof QuestionMoveSchema>;

export const AnswerRowSchema = v.object({
  id: v.number(),
  answer: v.string(),
  createdAt: v.string(),
  applicationId: v.nullable(v.number()),
  applicantName: v.nullable(v.string()),
  jobId: v.nullable(v.number()),
  jobTitle: v.nullable(v.string()),
});
export type AnswerRow = v.InferOutput<typeof AnswerRowSchema>;

export const QuestionAnswersSchema = v.object({
  data: v.object({
    question: v.object({
      ...QuestionSchema.entries,
      questionGroupName: v.string(),
      /** Deleted while it had answers: kept, out of every list, its answers still readable. */
      archived: v.boolean(),
    }),
    answers: v.array(AnswerRowSchema),
  }),
  meta: ListMetaSchema,
});
export type QuestionAnswers = v.InferOutput<typeof QuestionAnswersSchema>;
