import { useEffect, useState } from 'react';
import { Tag, TagPicker, TagPickerControl, TagPickerGroup, TagPickerInput, TagPickerList, TagPickerOption, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { GroupMember } from '../../../../shared/contract/group';
import { useMemberOptions } from '../api';

/** The spec's multi-selects show at most three tags, then '+N'. */
const visibleTags = 3;

export interface MemberPickerProps {
  value: number[];
  onChange: (ids: number[]) => void;
  /** Members already saved, so their names show before any search. */
  known: GroupMember[];
  disabled?: boolean;
  invalid?: boolean;
}

const useStyles = makeStyles({
  more: { color: tokens.colorNeutralForeground2, alignSelf: 'center' },
});

const fullName = (user: GroupMember) => `${user.name} ${user.lastName}`.trim();

export function MemberPicker({ value, onChange, known, disabled = false, invalid = false }: MemberPickerProps) {
  const styles = useStyles();
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [names, setNames] = useState(() => new Map(known.map((user) => [user.id, fullName(user)])));
  useEffect(() => {
    const timer = setTimeout(() => setSearch(query.trim()), 250);
    return () => clearTimeout(timer);
  }, [query]);
  const { data, isLoading } = useMemberOptions(search);
  const options = data?.data ?? [];
  const hidden = value.length - visibleTags;

  const select = (id: string) => {
    // The 'No users found' line is an option too; it selects nothing.
    if (!id) return;
    const userId = Number(id);
    const option = options.find((user) => user.id === userId);
    if (option) setNames((current) => new Map(current).set(userId, fullName(option)));
    onChange(value.includes(userId) ? value.filter((other) => other !== userId) : [...value, userId]);
    setQuery('');
  };

  return (
    <TagPicker selectedOptions={value.map(String)} onOptionSelect={(_, data) => select(data.value)} disabled={disabled}>
      <TagPickerControl aria-invalid={invalid || undefined}>
        <TagPickerGroup aria-label="Selected members">
          {value.slice(0, visibleTags).map((id) => (
            <Tag key={id} value={String(id)} shape="rounded" dismissible={!disabled} dismissIcon={{ 'aria-label': 'Remove' }}>
              {names.get(id) ?? `User ${id}`}
            </Tag>
          ))}
        </TagPickerGroup>
        {hidden > 0 && (
          <Text className={styles.more} aria-label={`${hidden} more members`}>
            +{hidden}
          </Text>
        )}
        <TagPickerInput aria-label="Members" placeholder={value.length ? undefined : 'Search users'} value={query} onChange={(event) => setQuery(event.target.value)} />
      </TagPickerControl>
      <TagPickerList>
        {options.length === 0 ? (
          <TagPickerOption value="">
            {isLoading ? 'Loading users…' : 'No users found'}
          </TagPickerOption>
        ) : (
          options.map((user) => (
            <TagPickerOption key={user.id} value={String(user.id)} secondaryContent={user.email}>
              {fullName(user)}
            </TagPickerOption>
          ))
        )}
      </TagPickerList>
    </TagPicker>
  );
}
