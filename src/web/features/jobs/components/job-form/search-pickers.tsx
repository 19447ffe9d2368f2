import { useEffect, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import {
  Combobox,
  Field,
  Option,
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
import type { JobFormValues } from './form-values';
import { useJobFormMeta } from './job-form-context';
import type { Choice, SearchResult } from './use-job-lookups';

/** The spec's multi-selects show at most three tags, then '+N'. */
const VISIBLE_TAGS = 3;

const useStyles = makeStyles({
  more: { color: tokens.colorNeutralForeground2, alignSelf: 'center' },
});

/** The typed text, passed on once typing pauses, so the server is not asked on every key. */
function useDebounced(text: string, delay = 250): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

/** Labels of everything seen so far (saved values, search results), so chosen ids keep their names. */
function useLabels(known: readonly Choice[], choices: readonly Choice[]) {
  const [labels, setLabels] = useState(() => new Map(known.map((choice) => [choice.value, choice.label])));
  const missing = choices.filter((choice) => labels.get(choice.value) !== choice.label);
  if (missing.length) setLabels(new Map([...labels, ...missing.map((choice) => [choice.value, choice.label] as const)]));
  return labels;
}

export interface PersonSelectProps {
  name: 'hiringManagerId' | 'recruitingManagerId';
  label: string;
  useSearch: (search: string) => SearchResult;
}

/** One user, searched by name or e-mail. */
export function PersonSelect({ name, label, useSearch }: PersonSelectProps) {
  const { control } = useFormContext<JobFormValues>();
  const meta = useJobFormMeta();
  const [query, setQuery] = useState<string | null>(null);
  const { choices, isLoading } = useSearch(useDebounced(query ?? ''));
  const labels = useLabels(meta.known.users, choices);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} required={meta.required.has(name)} validationMessage={fieldState.error?.message}>
          <Combobox
            ref={field.ref}
            clearable
            disabled={meta.disabled}
            placeholder="Search users"
            value={query ?? (field.value ? (labels.get(field.value) ?? '') : '')}
            selectedOptions={field.value ? [field.value] : []}
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
        </Field>
      )}
    />
  );
}

export interface SearchTagPickerProps {
  name: 'skills' | 'userId';
  label: string;
  /** What one tag is called in announcements ('skills', 'recipients'). */
  noun: string;
  known: readonly Choice[];
  useSearch: (search: string) => SearchResult;
}

/** Several ids (skills, e-mail recipients) picked from a server-searched list, shown as tags. */
export function SearchTagPicker({ name, label, noun, known, useSearch }: SearchTagPickerProps) {
  const styles = useStyles();
  const { control } = useFormContext<JobFormValues>();
  const meta = useJobFormMeta();
  const [query, setQuery] = useState('');
  const { choices, isLoading } = useSearch(useDebounced(query));
  const labels = useLabels(known, choices);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = field.value;
        const hidden = value.length - VISIBLE_TAGS;
        const toggle = (picked: string) => {
          // The 'nothing found' line is an option too; it picks nothing.
          if (!picked) return;
          const id = Number(picked);
          field.onChange(value.includes(id) ? value.filter((other) => other !== id) : [...value, id]);
          setQuery('');
        };
        return (
          <Field label={label} required={meta.required.has(name)} validationMessage={fieldState.error?.message}>
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
                <TagPickerInput ref={field.ref} aria-label={label} placeholder={value.length ? undefined : `Search ${noun}`} value={query} onChange={(event) => setQuery(event.target.value)} onBlur={field.onBlur} />
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
          </Field>
        );
      }}
    />
  );
}
