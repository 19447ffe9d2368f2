import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Mode, type Resolver, type UseFormReturn } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { applyServerErrors } from './server-errors';
import { fieldLimit } from './schema-limits';
import type { FormMeta } from './form-meta';

export interface KitFormOptions<TInput extends FieldValues, TOutput> {
  /** The shared contract's schema: its messages are the form's messages. */
  schema?: v.GenericSchema<TInput, TOutput>;
  /** Rules that need more than the schema (the job form's configured mandatory fields). */
  resolver?: Resolver<NoInfer<TInput>, unknown, NoInfer<TOutput>>;
  defaultValues: DefaultValues<NoInfer<TInput>>;
  /** The save; a rejection with field errors lands on those fields, anything else above the buttons. */
  onSubmit?: (values: NoInfer<TOutput>) => Promise<void>;
  /** Shown when a failure says nothing better. */
  fallbackMessage: string;
  required?: readonly string[];
  /** View mode: every field read-only. */
  readOnly?: boolean;
  /** The schema whose field limits the form shows when a resolver does the checking. */
  limitsFrom?: v.GenericSchema;
  /** Maps a server error key onto a form field. */
  fieldOf?: (key: string) => string;
  /** Hears which fields hold errors after a submit, client-side or from the server (to open their tab). */
  onErrorFields?: (fields: string[]) => void;
  mode?: Mode;
}

export interface KitForm<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Checks, then saves with `save` (default: the options' onSubmit); a second call while one runs does nothing. */
  submit: (save?: (values: TOutput) => Promise<void>) => Promise<void>;
  failure: string | null;
  pending: boolean;
  meta: FormMeta;
  /** True while a save runs: the page's own navigation after saving is not "leaving unsaved edits". */
  isSaving: () => boolean;
  /** Back to the starting values (or new ones), without a failure message (a drawer that opens again). */
  reset: (values?: DefaultValues<TInput>) => void;
}

/** react-hook-form with the shared schema, server errors on their fields and one submit at a time. */
export function useKitForm<TInput extends FieldValues, TOutput = TInput>(
  options: KitFormOptions<TInput, TOutput>,
): KitForm<TInput, TOutput> {
  const { schema, defaultValues, readOnly = false } = options;
  const form = useForm<TInput, unknown, TOutput>({
    defaultValues,
    mode: options.mode ?? 'onTouched',
    resolver: options.resolver ?? (schema ? valibotResolver(schema) : undefined),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const saving = useRef(false);
  const flushes = useRef(new Set<() => void>());
  const focusNext = useRef<string | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { setFocus } = form;
  useEffect(() => {
    if (!focusNext.current) return;
    setFocus(focusNext.current as Parameters<typeof setFocus>[0]);
    focusNext.current = null;
  });

  const submit = useCallback(
    async (save?: (values: TOutput) => Promise<void>) => {
      if (saving.current) return;
      // Editors that hold typed text back (Quill) hand it over before anything is checked.
      flushes.current.forEach((flush) => flush());
      const { onSubmit, onErrorFields, fieldOf } = latest.current;
      const run = save ?? onSubmit;
      await form.handleSubmit(
        async (values) => {
          if (!run || saving.current) return;
          setFailure(null);
          saving.current = true;
          try {
            await run(values);
          } catch (error) {
            const known = new Set(Object.keys(form.getValues()));
            const result = applyServerErrors(error, form.setError, known, latest.current.fallbackMessage, fieldOf);
            focusNext.current = result.fields[0] ?? null;
            onErrorFields?.(result.fields);
            setFailure(result.message);
          } finally {
            saving.current = false;
          }
        },
        (errors) => onErrorFields?.(Object.keys(errors)),
      )();
    },
    [form],
  );

  const pending = form.formState.isSubmitting;
  const required = options.required;
  const limitSchema = options.limitsFrom ?? schema;
  const meta = useMemo<FormMeta>(
    () => ({
      disabled: readOnly || pending,
      isRequired: (name) => !readOnly && (required ?? []).includes(name),
      limitOf: (name) => fieldLimit(limitSchema, name),
      registerFlush: (flush) => {
        flushes.current.add(flush);
        return () => flushes.current.delete(flush);
      },
    }),
    [readOnly, pending, required, limitSchema],
  );
  const reset = useCallback(
    (values?: DefaultValues<TInput>) => {
      form.reset(values);
      setFailure(null);
    },
    [form],
  );
  return { form, submit, failure, pending, meta, isSaving: () => saving.current, reset };
}
