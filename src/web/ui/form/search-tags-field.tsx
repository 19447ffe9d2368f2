import { useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import {
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Choice, SearchResult } from './choice';
import { BoundField } from './bound-field';
import { useFormMeta } from './form-meta';
import { useDebounced, useLabels } from './use-debounced';

/** The spec's multi-selects show at most three tags, then '+N'. */
const VISIBLE_TAGS = 3;

const useStyles = makeStyles({
  more: { color: tokens.colorNeutralForeground2, alignSelf: 'center' },
});

/** The ids a field holds: a list, or one id a form sent as a plain value. */
function idsOf(value: unknown): number[] {
  const list: unknown[] = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  return list.map(Number).filter(Number.isInteger);
}

export interface SearchTagsFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A list of ids. */
  name: Path<T>;
  label: string;
  /** What one tag is called in announcements ('skills', 'members'). */
  noun: string;
  known?: readonly Choice[];
  useSearch: (search: string) => SearchResult;
  required?: boolean;
}

/** Several ids (skills, recipients, members) picked from a server-searched list, shown as tags. */
export function SearchTagsField<T extends FieldValues>({
  control,
  name,
  label,
  noun,
  known = [],
  useSearch,
  required,
}: SearchTagsFieldProps<T>) {
  const styles = useStyles();
  const meta = useFormMeta();
  const [query, setQuery] = useState('');
  const { choices, isLoading } = useSearch(useDebounced(query));
  const labels = useLabels(known, choices);
  return (
    <BoundField control={control} name={name} label={label} required={required}>
      {(field, fieldState) => {
        const value = idsOf(field.value);
        const hidden = value.length - VISIBLE_TAGS;
        const toggle = (picked: string) => {
          // The 'nothing found' line is an option too; it picks nothing.
          if (!picked) return;
          const id = Number(picked);
          field.onChange(value.includes(id) ? value.filter((other) => other !== id) : [...value, id]);
          setQuery('');
        };
        return (
          <TagPicker selectedOptions={value.map(String)} onOptionSelect={(_, data) => toggle(data.value)} disabled={meta.disabled}>
            <TagPickerControl aria-invalid={fieldState.invalid || undefined}>
              <TagPickerGroup aria-label={`Selected ${noun}`}>
                {value.slice(0, VISIBLE_TAGS).map((id) => (
                  <Tag key={id} value={String(id)} shape="rounded" dismissible={!meta.disabled} dismissIcon={{ 'aria-label': 'Remove' }}>
                    {labels.get(String(id)) ?? `#${id}`}
                  </Tag>
                ))}
              </TagPickerGroup>
              {hidden > 0 && (
                <Text className={styles.more} aria-label={`${hidden} more ${noun}`}>
                  +{hidden}
                </Text>
              )}
              <TagPickerInput
                ref={field.ref}
                aria-label={label}
                placeholder={value.length ? undefined : `Search ${noun}`}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onBlur={field.onBlur}
              />
            </TagPickerControl>
            <TagPickerList>
              {choices.length === 0 ? (
                <TagPickerOption value="">{isLoading ? 'Loading…' : `No ${noun} found`}</TagPickerOption>
              ) : (
                choices.map((choice) => (
                  <TagPickerOption key={choice.value} value={choice.value} secondaryContent={choice.hint}>
                    {choice.label}
                  </TagPickerOption>
                ))
              )}
            </TagPickerList>
          </TagPicker>
        );
      }}
    </BoundField>
  );
}
