import * as v from 'valibot';

// Field primitives every input schema is built from. Multipart sends every value as text (and
// cannot send null), JSON sends real types: each primitive takes both, and the caller names the
// field in its messages (the spec's words where the spec has them).

/** The largest id a PostgreSQL integer column holds: a larger one names nothing. */
export const MAX_ID = 2_147_483_647;

/** '', null and multipart's 'null' mean "no value". */
export const blankToUndefined = (value: unknown) => (value === '' || value === null || value === 'null' ? undefined : value);

/** Form fields arrive as text: only digits (with a sign) make a number, so ' ', '1e2' and '0x10' do not. */
export const toWholeNumber = <T extends string | number | boolean>(value: T): number =>
  typeof value !== 'string' ? Number(value) : /^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN;

/**
 * A required name: trimmed, not empty, at most `max` characters. A missing field is the same
 * mistake as an empty one, with the same message.
 */
export const requiredText = (label: string, max: number, requiredMessage: string) =>
  v.pipe(
    v.optional(v.string(requiredMessage), ''),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(max, `The ${label} must be at most ${max} characters.`),
  );

/** Optional text, trimmed, at most `max` characters; blank (or null) is `undefined`. */
export const optionalText = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform(blankToUndefined),
      v.optional(v.pipe(v.string(`${label} must be text.`), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters.`))),
    ),
  );

/** A row id: a positive whole number, sent as a number (JSON) or as digits (form). */
export const id = (message: string) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.trim(), v.regex(/^\d+$/, message))], message),
    v.transform(Number),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(MAX_ID, message),
  );

/** Whether a field holds anything: blank text (spaces too), null and multipart's 'null' do not. */
export const hasValue = (value: unknown) => blankToUndefined(typeof value === 'string' ? value.trim() : value) !== undefined;

/**
 * A row chosen in a select that must be there: missing or blank says `requiredMessage`, anything
 * but a positive whole number says `invalidMessage`.
 */
export const chosenId = (requiredMessage: string, invalidMessage: string) =>
  v.pipe(
    v.optional(v.unknown(), ''),
    v.check(hasValue, requiredMessage),
    v.union([v.number(), v.string()], invalidMessage),
    id(invalidMessage),
  );

/** A row chosen in a select that may be left empty: blank or null is none (null). */
export const optionalChosenId = (invalidMessage: string) =>
  v.pipe(
    v.optional(v.unknown(), ''),
    v.transform((value) => (hasValue(value) ? value : null)),
    v.union([v.null(), v.pipe(v.union([v.number(), v.string()], invalidMessage), id(invalidMessage))], invalidMessage),
  );

/** A 0/1 switch (status, flag): 1, '1' or true, 0, '0' or false. */
export const zeroOrOne = (message: string) =>
  v.pipe(
    v.union([v.number(message), v.string(message), v.boolean(message)], message),
    v.transform(toWholeNumber),
    v.picklist([0, 1], message),
  );

// Entry sets of answers: fields several response schemas share with the same meaning, spread into them.

/** A record's id and the name it is shown by (a stage, a status, a pipeline …). */
export const namedRecordEntries = { id: v.number(), name: v.string() };
export const NamedRecordSchema = v.object(namedRecordEntries);

/** A user as lists and pickers show one. */
export const userEntries = { ...namedRecordEntries, lastName: v.string(), email: v.string() };
