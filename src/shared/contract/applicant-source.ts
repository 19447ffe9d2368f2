import * as v from 'valibot';

// The spec shows no field rules for sources; these messages are ours, in the spec's plain style.
export const SOURCE_REQUIRED = 'Please enter the source.';
export const SOURCE_IDENTIFIER_REQUIRED = 'Please enter the identifier.';
export const SOURCE_IDENTIFIER_FORMAT = 'The identifier may contain only letters, digits, - and _.';
export const SOURCE_IDENTIFIER_READ_ONLY = 'The identifier cannot be changed after the source is created.';
export const SOURCE_ID_MISMATCH = 'The sourceId does not match the source being edited.';

const requiredText = (message: string, max: number, what: string) =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message), v.maxLength(max, `The ${what} must be at most ${max} characters.`));

const description = v.pipe(
  v.optional(v.nullable(v.string('The description must be text.')), ''),
  v.transform((value) => (value ?? '').trim()),
  v.maxLength(1000, 'The description must be at most 1000 characters.'),
);

/** Identifiers are stable keys (career-site links, imports), so they stay simple. */
const identifier = v.pipe(
  requiredText(SOURCE_IDENTIFIER_REQUIRED, 60, 'identifier'),
  v.regex(/^[A-Za-z0-9_-]+$/, SOURCE_IDENTIFIER_FORMAT),
);

/** POST /api/source (multipart): source, description, identifier. */
export const SourceCreateSchema = v.object({
  source: requiredText(SOURCE_REQUIRED, 100, 'source'),
  description,
  identifier,
});

/**
 * PUT /api/source/{id}: the spec's body repeats identifier and sourceId. Both may be sent; an
 * identifier that differs from the stored one is refused (422), since it is read-only on edit.
 */
export const SourceUpdateSchema = v.object({
  source: requiredText(SOURCE_REQUIRED, 100, 'source'),
  description,
  identifier: v.optional(v.pipe(v.string('The identifier must be text.'), v.trim())),
  sourceId: v.optional(
    v.pipe(v.union([v.string(), v.number()], SOURCE_ID_MISMATCH), v.transform(Number), v.number(SOURCE_ID_MISMATCH), v.integer(SOURCE_ID_MISMATCH)),
  ),
});

export type SourceCreateInput = v.InferInput<typeof SourceCreateSchema>;
export type SourceUpdateInput = v.InferInput<typeof SourceUpdateSchema>;

export interface ApplicantSource {
  id: number;
  /** The spec's name for the id. */
  sourceId: number;
  source: string;
  description: string;
  identifier: string;
}
