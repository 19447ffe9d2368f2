// A careers applicant's answer to one screening question, checked by the question's type and
// required flag, and whether it is one of the question's knockout answers (which flags the
// application for a recruiter's look; it never rejects it).

export type ScreeningType = 'short_text' | 'long_text' | 'yes_no' | 'single_choice' | 'multiple_choice' | 'number';

export interface AskedQuestion {
  question: string;
  type: ScreeningType;
  options: readonly string[];
  required: boolean;
  knockoutAnswers: readonly string[];
}

/** What the form sent for the question: nothing, one value, or (a multiple choice) one per ticked option. */
export type RawAnswer = string | readonly string[] | undefined;

export const SHORT_TEXT_MAX = 500;
export const LONG_TEXT_MAX = 5000;
const NUMBER_MAX_LENGTH = 30;
/** How a multiple choice answer is stored and shown: the ticked options in the question's order. */
export const CHOICES_SEPARATOR = ', ';

export const ANSWER_REQUIRED = 'Please answer this question.';
export const ANSWER_ONE_VALUE = 'Please give one answer.';
export const ANSWER_YES_NO = 'Please answer Yes or No.';
export const ANSWER_CHOOSE_ONE = 'Please choose one of the options.';
export const ANSWER_CHOOSE_FROM = 'Please choose only from the options.';
export const ANSWER_NUMBER = 'Please enter a number, e.g. 3 or 2.5.';
export const answerTooLong = (max: number) => `The answer must be at most ${max} characters.`;

export type CheckedAnswer =
  | { error: string }
  /** `answer` null: an optional question left blank (nothing stored); `knockout` the flag's reason, if any. */
  | { answer: string | null; knockout: string | null };

const valuesOf = (raw: RawAnswer): string[] =>
  (raw === undefined ? [] : typeof raw === 'string' ? [raw] : [...raw]).map((value) => value.trim()).filter((value) => value !== '');

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The option as the question spells it, or undefined when the value is none of them (case aside). */
const optionFor = (options: readonly string[], value: string) => options.find((option) => sameText(option, value));

/** The checked value(s) in their stored spelling, or the message saying what is wrong. */
function checkValues(question: AskedQuestion, values: string[]): string[] | { error: string } {
  if (question.type === 'multiple_choice') {
    const chosen = values.map((value) => optionFor(question.options, value));
    if (chosen.some((option) => option === undefined)) return { error: ANSWER_CHOOSE_FROM };
    return question.options.filter((option) => chosen.includes(option));
  }
  if (values.length > 1) return { error: ANSWER_ONE_VALUE };
  const [value] = values;
  switch (question.type) {
    case 'short_text':
    case 'long_text': {
      const max = question.type === 'short_text' ? SHORT_TEXT_MAX : LONG_TEXT_MAX;
      return value.length > max ? { error: answerTooLong(max) } : [value];
    }
    case 'yes_no': {
      const answer = optionFor(['Yes', 'No'], value);
      return answer === undefined ? { error: ANSWER_YES_NO } : [answer];
    }
    case 'single_choice': {
      const answer = optionFor(question.options, value);
      return answer === undefined ? { error: ANSWER_CHOOSE_ONE } : [answer];
    }
    case 'number':
      return value.length <= NUMBER_MAX_LENGTH && /^[-+]?\d+(\.\d+)?$/.test(value) ? [value] : { error: ANSWER_NUMBER };
  }
}

/** Checks one question's answer; a knockout answer gives the flag's readable reason. */
export function checkScreeningAnswer(question: AskedQuestion, raw: RawAnswer): CheckedAnswer {
  const values = valuesOf(raw);
  if (values.length === 0) return question.required ? { error: ANSWER_REQUIRED } : { answer: null, knockout: null };
  const checked = checkValues(question, values);
  if (!Array.isArray(checked)) return checked;
  const knocked = checked.filter((value) => question.knockoutAnswers.some((knockout) => sameText(knockout, value)));
  return {
    answer: checked.join(CHOICES_SEPARATOR),
    knockout: knocked.length ? `Answered "${knocked.join(CHOICES_SEPARATOR)}" to "${question.question}"` : null,
  };
}

/** The application's flag from its knockout reasons: null when none, several joined. */
export const flagReasonOf = (reasons: readonly string[]): string | null => (reasons.length ? reasons.join('; ') : null);

/** Whether a stored answer holds one of the knockout answers (a multiple choice one as one of its joined options). */
export function holdsKnockout(knockoutAnswers: readonly string[], stored: string): boolean {
  const items = `${CHOICES_SEPARATOR}${stored.toLowerCase()}${CHOICES_SEPARATOR}`;
  return knockoutAnswers.some((knockout) => items.includes(`${CHOICES_SEPARATOR}${knockout.toLowerCase()}${CHOICES_SEPARATOR}`));
}
