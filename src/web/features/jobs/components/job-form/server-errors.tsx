import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn, UseFormSetError } from 'react-hook-form';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
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

/**
 * The submit of a job form: checks the values, runs `save` with them, and puts a refusal on the
 * fields it names (focusing the first once it is shown) or, failing that, in `failure`.
 * `showFields` hears which fields hold errors, client-side or from the server (to open their tab).
 */
export function useServerSubmit(form: UseFormReturn<JobFormValues>, showFields?: (fields: JobFormField[]) => void) {
  const [failure, setFailure] = useState<string | null>(null);
  const focusNext = useRef<JobFormField | null>(null);
  // While `save` runs, its own navigation (to the saved job) is not "leaving with unsaved edits".
  const saving = useRef(false);
  const { setFocus } = form;
  useEffect(() => {
    if (!focusNext.current) return;
    setFocus(focusNext.current);
    focusNext.current = null;
  });
  const submit = (save: (values: JobFormValues) => Promise<void>) =>
    form.handleSubmit(
      async (values) => {
        setFailure(null);
        saving.current = true;
        try {
          await save(values);
        } catch (error) {
          const result = applyServerErrors(error, form.setError);
          focusNext.current = result.fields[0] ?? null;
          showFields?.(result.fields);
          setFailure(result.message);
        } finally {
          saving.current = false;
        }
      },
      (errors) => showFields?.(Object.keys(errors) as JobFormField[]),
    )();
  return { failure, submit, isSaving: () => saving.current };
}

/** Why a save failed when no field could carry the message. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}
