import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { databaseErrorCode } from './database-error-code';

export type FieldErrors = Record<string, string[]>;

/** An error with a status the client should see. Anything else that escapes a handler is a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, message);
export const notFound = (what: string) => new HttpError(404, `${what} not found.`);
/** 409; `field` names the input that collides, so a form can show the message beside it. */
export const conflict = (message: string, field?: string) => new HttpError(409, message, field ? { [field]: [message] } : undefined);

export function invalid(errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0]?.[0];
  return new HttpError(422, first ?? 'The given data was invalid.', errors);
}

/** PostgreSQL error codes that bad input can still reach despite validation (races, references). */
export function fromDatabaseError(error: unknown): HttpError | null {
  const code = databaseErrorCode(error);
  if (code === '23505') return conflict('A record with the same name already exists.');
  if (code === '23503') return conflict('This record is in use by other data and cannot be changed or deleted.');
  if (code === '22P02' || code === '22003' || code === '22007' || code === '22008') return badRequest('A value has the wrong format.');
  return null;
}
