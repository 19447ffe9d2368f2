import { describe, expect, it } from 'vitest';
import {
  ANSWER_CHOOSE_FROM,
  ANSWER_REQUIRED,
  ANSWER_YES_NO,
  checkScreeningAnswer,
  flagReasonOf,
  holdsKnockout,
  type AskedQuestion,
} from '../../../src/shared/rules/screening-answer';

const asked = (fields: Partial<AskedQuestion>): AskedQuestion => ({
  question: 'Q?',
  type: 'short_text',
  options: [],
  required: false,
  knockoutAnswers: [],
  ...fields,
});

describe('checkScreeningAnswer', () => {
  it('leaves an optional question blank and requires a required one', () => {
    expect(checkScreeningAnswer(asked({}), '  ')).toEqual({ answer: null, knockout: null });
    expect(checkScreeningAnswer(asked({ required: true }), undefined)).toEqual({ error: ANSWER_REQUIRED });
    expect(checkScreeningAnswer(asked({ type: 'multiple_choice', options: ['A'], required: true }), [])).toEqual({
      error: ANSWER_REQUIRED,
    });
  });

  it("stores choices in the question's spelling and order, and yes/no as Yes or No", () => {
    expect(checkScreeningAnswer(asked({ type: 'yes_no' }), 'yes')).toEqual({ answer: 'Yes', knockout: null });
    expect(checkScreeningAnswer(asked({ type: 'yes_no' }), 'y')).toEqual({ error: ANSWER_YES_NO });
    const multi = asked({ type: 'multiple_choice', options: ['Go', 'Rust', 'TypeScript'] });
    expect(checkScreeningAnswer(multi, ['typescript', 'Go', 'Go'])).toEqual({ answer: 'Go, TypeScript', knockout: null });
    expect(checkScreeningAnswer(multi, ['Go', 'Perl'])).toEqual({ error: ANSWER_CHOOSE_FROM });
  });

  it('names the knockout answers given, and joins several reasons', () => {
    const question = asked({ question: 'Languages', type: 'multiple_choice', options: ['A', 'B', 'C'], knockoutAnswers: ['A', 'C'] });
    const checked = checkScreeningAnswer(question, ['C', 'B', 'A']);
    expect(checked).toEqual({ answer: 'A, B, C', knockout: 'Answered "A, C" to "Languages"' });
    expect(flagReasonOf([])).toBeNull();
    expect(flagReasonOf(['one', 'two'])).toBe('one; two');
  });

  it('takes whole and decimal numbers only', () => {
    const number = asked({ type: 'number' });
    expect(checkScreeningAnswer(number, '-2.5')).toEqual({ answer: '-2.5', knockout: null });
    for (const bad of ['1e3', '0x10', '1,5', '1.'.padEnd(40, '1')]) expect(checkScreeningAnswer(number, bad)).toHaveProperty('error');
  });
});

describe('holdsKnockout', () => {
  it('finds a knockout answer as the whole answer or one of its joined options, in any case', () => {
    expect(holdsKnockout(['No'], 'no')).toBe(true);
    expect(holdsKnockout(['Go'], 'Go, Rust')).toBe(true);
    expect(holdsKnockout(['Go'], 'Golang, Rust')).toBe(false);
    expect(holdsKnockout(['Rust, nightly'], 'Go, Rust, nightly')).toBe(true);
    expect(holdsKnockout([], 'anything')).toBe(false);
  });
});
