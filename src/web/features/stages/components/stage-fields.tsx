import { useState } from 'react';
import * as v from 'valibot';
import { Field, Input } from '@fluentui/react-components';
import type { Status } from '../../../../shared/contract/status';
import type { StageDraft } from '../api';
import { StatusPicker } from './status-picker';

type StageSchema = v.GenericSchema<unknown, { name: string; statusId: number[] }>;
export type StageErrors = Partial<Record<'name' | 'statusId', string>>;

/**
 * Form state of a stage (name and ordered statuses) checked with a shared schema: the drawer and
 * the create dialog differ only in the spec's wording for an empty status choice.
 */
export function useStageForm(initial: StageDraft, schema: StageSchema) {
  const [draft, setDraft] = useState<StageDraft>(initial);
  const [errors, setErrors] = useState<StageErrors>({});
  const validate = (): StageDraft | null => {
    const result = v.safeParse(schema, draft);
    if (result.success) {
      setErrors({});
      return result.output;
    }
    const next: StageErrors = {};
    for (const issue of result.issues) {
      const key = v.getDotPath(issue)?.split('.')[0];
      const field = key === 'statusId' ? 'statusId' : 'name';
      next[field] ??= issue.message;
    }
    setErrors(next);
    return null;
  };
  // An edited field drops its message; the next Save checks everything again.
  const change = (next: StageDraft) => {
    setErrors((current) => ({
      name: next.name === draft.name ? current.name : undefined,
      statusId: next.statusId === draft.statusId ? current.statusId : undefined,
    }));
    setDraft(next);
  };
  return { draft, setDraft: change, errors, validate };
}

export interface StageFieldsProps {
  draft: StageDraft;
  onChange: (draft: StageDraft) => void;
  errors: StageErrors;
  statuses: readonly Status[];
  disabled?: boolean;
}

export function StageFields({ draft, onChange, errors, statuses, disabled }: StageFieldsProps) {
  return (
    <>
      <Field label="Name" required={!disabled} validationMessage={errors.name} validationState={errors.name ? 'error' : 'none'}>
        <Input value={draft.name} disabled={disabled} onChange={(_, data) => onChange({ ...draft, name: data.value })} />
      </Field>
      <StatusPicker
        statuses={statuses}
        value={draft.statusId}
        disabled={disabled}
        error={errors.statusId}
        onChange={(statusId) => onChange({ ...draft, statusId })}
      />
    </>
  );
}
