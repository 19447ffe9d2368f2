import type { UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../../lib/api';
import { emptyJobValues, type JobFormField, type JobFormValues } from './form-values';
import { formFieldOf } from './job-rules';

const formFields = new Set(Object.keys(emptyJobValues()));

/** A 409 without field errors names its field in the message ('This slug is already used…'). */
function conflictField(message: string): JobFormField | null {
  if (/slug/i.test(message)) return 'slug';
  if (/code/i.test(message)) return 'jobCode';
  return null;
}

export interface ServerErrorResult {
  /** Fields that now show the server's message, in the order the server gave them. */
  fields: JobFormField[];
  /** What to show above the buttons when no field could carry it. */
  message: string | null;
}

/** Puts a failed save's field errors (422) and conflicts (409) onto the fields they name. */
export function applyServerErrors(error: unknown, setError: UseFormSetError<JobFormValues>): ServerErrorResult {
  const fallback = error instanceof Error && error.message ? error.message : 'The job could not be saved. Please try again.';
  if (!(error instanceof ApiError)) return { fields: [], message: fallback };
  const fields: JobFormField[] = [];
  for (const [key, messages] of Object.entries(error.errors ?? {})) {
    const field = formFieldOf(key);
    if (!formFields.has(field) || fields.includes(field) || !messages.length) continue;
    setError(field, { type: 'server', message: messages[0] });
    fields.push(field);
  }
  if (!fields.length && [409, 413, 415].includes(error.status)) {
    // 413 and 415 answer the image upload.
    const field = error.status === 409 ? conflictField(error.message) : 'file';
    if (field) {
      setError(field, { type: 'server', message: error.message });
      fields.push(field);
    }
  }
  return { fields, message: fields.length ? null : fallback };
}
