import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '../../lib/api';

export interface ServerErrorResult {
  /** Fields that now show the server's message, in the order the server gave them. */
  fields: string[];
  /** What to show above the buttons when no field could carry it. */
  message: string | null;
}

/** 'stage[0].stageId' and 'skills.1' belong to the form fields 'stage' and 'skills'. */
export const topFieldOf = (key: string) => key.split(/[.[]/)[0];

/**
 * Puts a refused save's field errors (422, and 409/413/415 naming their field) onto the form's own
 * fields; anything else (a 409 duplicate, a network failure) becomes the form-level message.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: ReadonlySet<string>,
  fallback: string,
  fieldOf: (key: string) => string = topFieldOf,
): ServerErrorResult {
  const message = errorMessage(error, fallback);
  if (!(error instanceof ApiError)) return { fields: [], message };
  const fields: string[] = [];
  for (const [key, messages] of Object.entries(error.errors ?? {})) {
    const field = fieldOf(key);
    if (!formFields.has(field) || fields.includes(field) || !messages.length) continue;
    setError(field as Path<T>, { type: 'server', message: messages[0] });
    fields.push(field);
  }
  return { fields, message: fields.length ? null : message };
}
