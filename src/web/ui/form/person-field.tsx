import { useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Combobox, Option } from '@fluentui/react-components';
import type { Choice, SearchResult } from './choice';
import { BoundField } from './bound-field';
import { useFormMeta } from './form-meta';
import { useDebounced, useLabels } from './use-debounced';

export interface PersonFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The chosen user's id as text ('' for none). */
  name: Path<T>;
  label: string;
  useSearch: (search: string) => SearchResult;
  /** Names of saved users, shown before any search. */
  known?: readonly Choice[];
  required?: boolean;
}

/** One person, searched by name or e-mail on the server. */
export function PersonField<T extends FieldValues>({ control, name, label, useSearch, known = [], required }: PersonFieldProps<T>) {
  const meta = useFormMeta();
  const [query, setQuery] = useState<string | null>(null);
  const { choices, isLoading } = useSearch(useDebounced(query ?? ''));
  const labels = useLabels(known, choices);
  return (
    <BoundField control={control} name={name} label={label} required={required}>
      {(field) => {
        const value = String(field.value ?? '');
        return (
          <Combobox
            ref={field.ref}
            clearable
            disabled={meta.disabled}
            placeholder="Search users"
            value={query ?? (value ? (labels.get(value) ?? '') : '')}
            selectedOptions={value ? [value] : []}
            onChange={(event) => setQuery(event.target.value)}
            onOptionSelect={(_, data) => {
              field.onChange(data.optionValue ?? '');
              setQuery(null);
            }}
            onBlur={() => {
              setQuery(null);
              field.onBlur();
            }}
          >
            {choices.length === 0 ? (
              <Option value="" disabled text="">
                {isLoading ? 'Loading users…' : 'No users found'}
              </Option>
            ) : (
              choices.map((choice) => (
                <Option key={choice.value} value={choice.value} text={choice.label}>
                  {choice.hint ? `${choice.label} (${choice.hint})` : choice.label}
                </Option>
              ))
            )}
          </Combobox>
        );
      }}
    </BoundField>
  );
}
