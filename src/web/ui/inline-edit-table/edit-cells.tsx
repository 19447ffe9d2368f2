import { Field, Input, Select } from '@fluentui/react-components';
import type { Choice } from '../form/choice';
import type { InlineEditColumn } from './types';

type RenderEdit<T> = InlineEditColumn<T>['renderEdit'];

/** The draft's fields that hold text (an inline row keeps form values as text). */
type TextField<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/** A labelled text input editing one field of the row. */
export function textCell<T>(label: string, field: TextField<T>, limits: { maxLength?: number; hint?: string } = {}): RenderEdit<T> {
  return (draft, setDraft) => (
    <Field label={label} hint={limits.hint}>
      <Input
        value={draft[field] as string}
        maxLength={limits.maxLength}
        onChange={(_event, data) => setDraft((current) => ({ ...current, [field]: data.value }))}
      />
    </Field>
  );
}

/** A labelled select editing one field of the row; `placeholder` names the empty choice. */
export function selectCell<T>(label: string, field: TextField<T>, choices: readonly Choice[], placeholder: string): RenderEdit<T> {
  return (draft, setDraft) => (
    <Field label={label}>
      <Select value={draft[field] as string} onChange={(_event, data) => setDraft((current) => ({ ...current, [field]: data.value }))}>
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
