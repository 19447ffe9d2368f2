import type { UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '../../../../lib/api';
import { emptyJobValues, type JobFormField, type JobFormValues } from './form-values';
import { formFieldOf } from './job-rules';

const formFields = new Set(Object.keys(emptyJobValues()));

export interface ServerErrorResult {
  /** Fields that now show the server's message, in the order the server gave them. */
  fields: JobFormField[];
  /** What to show above the buttons when no field could carry it. */
  message: string | null;
}

/** Puts a failed save's field errors (422, and 409/413/415 that name their field) onto those fields. */
export function applyServerErrors(error: unknown, setError: UseFormSetError<JobFormValues>): ServerErrorResult {
  const fallback = errorMessage(error, 'The job could not be saved. Please try again.');
  if (!(error instanceof ApiError)) return { fields: [], message: fallback };
  const fields: JobFormField[] = [];
  for (const [key, messages] of Object.entries(error.errors ?? {})) {
    const field = formFieldOf(key);
    if (!formFields.has(field) || fields.includes(field) || !messages.length) continue;
    setError(field, { type: 'server', message: messages[0] });
    fields.push(field);
  }
  return { fields, message: fields.length ? null : fallback };
}
