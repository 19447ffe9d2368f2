import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { id, MAX_ID, optionalText, requiredText, zeroOrOne } from '../../../src/shared/contract/fields';
import { sortEntries } from '../../../src/shared/contract/list';

/** The messages a value is refused with, or the parsed value. */
function run<S extends v.GenericSchema>(schema: S, input: unknown) {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success ? { value: result.output } : { messages: result.issues.map((issue) => issue.message) };
}

describe('required text', () => {
  const name = v.object({ name: requiredText('stage name', 10, 'Add a name') });

  it('is trimmed', () => {
    expect(run(name, { name: '  Screening ' })).toEqual({ value: { name: 'Screening' } });
  });
  it('refuses a missing, empty or blank name with the one required message', () => {
    for (const body of [{}, { name: '' }, { name: '   ' }]) expect(run(name, body)).toEqual({ messages: ['Add a name'] });
  });
  it('refuses a value that is not text with the required message', () => {
    expect(run(name, { name: 12 })).toEqual({ messages: ['Add a name'] });
  });
  it('names its limit when the text is too long', () => {
    expect(run(name, { name: 'x'.repeat(11) })).toEqual({ messages: ['The stage name must be at most 10 characters.'] });
    expect(run(name, { name: ` ${'x'.repeat(10)} ` })).toEqual({ value: { name: 'x'.repeat(10) } });
  });
});

describe('optional text', () => {
  const code = v.object({ code: optionalText('The job code', 5) });

  it('is undefined when blank, null or left out, trimmed otherwise', () => {
    expect(run(code, {})).toEqual({ value: {} });
    expect(run(code, { code: '' })).toEqual({ value: { code: undefined } });
    expect(run(code, { code: null })).toEqual({ value: { code: undefined } });
    expect(run(code, { code: ' JC-1 ' })).toEqual({ value: { code: 'JC-1' } });
  });
  it('names the field when the value is not text or too long', () => {
    expect(run(code, { code: 5 })).toEqual({ messages: ['The job code must be text.'] });
    expect(run(code, { code: 'JC-12345' })).toEqual({ messages: ['The job code must be at most 5 characters.'] });
  });
});

describe('id', () => {
  const schema = id('Unknown stage.');

  it('takes a positive whole number from JSON or from a form field', () => {
    expect(run(schema, 7)).toEqual({ value: 7 });
    expect(run(schema, '7')).toEqual({ value: 7 });
    expect(run(schema, ' 42 ')).toEqual({ value: 42 });
    expect(run(schema, MAX_ID)).toEqual({ value: MAX_ID });
  });
  it('refuses anything else with the one message', () => {
    for (const input of [0, -1, 1.5, MAX_ID + 1, '0', '-3', '1e2', '0x10', '', 'abc', null, true, [1]]) {
      expect(run(schema, input)).toEqual({ messages: ['Unknown stage.'] });
    }
  });
});

describe('0/1 status', () => {
  const schema = zeroOrOne('Status must be 1 or 0.');

  it('reads 1, 0, their texts and booleans', () => {
    for (const on of [1, '1', true]) expect(run(schema, on)).toEqual({ value: 1 });
    for (const off of [0, '0', false]) expect(run(schema, off)).toEqual({ value: 0 });
  });
  it('refuses other values, the empty field included', () => {
    for (const input of [2, -1, '', ' ', 'yes', 'true', null]) expect(run(schema, input)).toEqual({ messages: ['Status must be 1 or 0.'] });
  });
});

describe('list sort', () => {
  const schema = v.object(sortEntries(['name', 'created_at'], 'created_at'));

  it('defaults to the list default sort and no order', () => {
    expect(run(schema, {})).toEqual({ value: { sort: 'created_at' } });
    expect(run(schema, { sort: 'name', order: 'desc' })).toEqual({ value: { sort: 'name', order: 'desc' } });
  });
  it('refuses a sort key or order the list does not have, naming the choices', () => {
    expect(run(schema, { sort: 'password' })).toEqual({ messages: ['sort must be one of name, created_at.'] });
    expect(run(schema, { order: 'sideways' })).toEqual({ messages: ['order must be asc or desc.'] });
  });
});
