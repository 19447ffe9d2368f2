import * as v from 'valibot';
import { invalid, notFound, type FieldErrors } from '../core/errors';

/** Validates input with a shared valibot schema; failures become 422 with messages per field. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return result.output;
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? 'body';
    (errors[field] ??= []).push(issue.message);
  }
  throw invalid(errors);
}

/** A path id that is not a positive integer names nothing: 404, never a database error. */
export function parseId(raw: string | undefined, what: string): number {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw notFound(what);
  return Number(raw);
}
