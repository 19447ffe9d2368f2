import * as v from 'valibot';
import { id, optionalText, requiredText } from './fields';

// The spec shows no field rules for sources; these messages are ours, in the spec's plain style.
export const SOURCE_REQUIRED = 'Please enter the source.';
export const SOURCE_IDENTIFIER_REQUIRED = 'Please enter the identifier.';
export const SOURCE_IDENTIFIER_FORMAT = 'The identifier may contain only letters, digits, - and _.';
export const SOURCE_IDENTIFIER_READ_ONLY = 'The identifier cannot be changed after the source is created.';
export const SOURCE_ID_MISMATCH = 'The sourceId does not match the source being edited.';

const source = requiredText('source', 100, SOURCE_REQUIRED);
/** Stored as text: blank or left out is ''. */
const description = v.optional(
  v.pipe(
    optionalText('The description', 1000),
    v.transform((value) => value ?? ''),
  ),
  '',
);

/** Identifiers are stable keys (career-site links, imports), so they stay simple. */
const identifier = v.pipe(
  requiredText('identifier', 60, SOURCE_IDENTIFIER_REQUIRED),
  v.regex(/^[A-Za-z0-9_-]+$/, SOURCE_IDENTIFIER_FORMAT),
);

/** POST /api/source (multipart): source, description, identifier. */
export const SourceCreateSchema = v.object({
  source,
  description,
  identifier,
});

/**
 * PUT /api/source/{id}: the spec's body repeats identifier and sourceId. Both may be sent; an
 * identifier that differs from the stored one is refused (422), since it is read-only on edit.
 */
export const SourceUpdateSchema = v.object({
  source,
  description,
  identifier: optionalText('The identifier', 60),
  sourceId: v.optional(id(SOURCE_ID_MISMATCH)),
});

export type SourceCreateInput = v.InferInput<typeof SourceCreateSchema>;
export type SourceUpdateInput = v.InferInput<typeof SourceUpdateSchema>;
export type SourceCreateFields = v.InferOutput<typeof SourceCreateSchema>;
export type SourceUpdateFields = v.InferOutput<typeof SourceUpdateSchema>;

export const ApplicantSourceSchema = v.object({
  id: v.number(),
  /** The spec's name for the id. */
  sourceId: v.number(),
  source: v.string(),
  description: v.string(),
  identifier: v.string(),
});
export type ApplicantSource = v.InferOutput<typeof ApplicantSourceSchema>;
