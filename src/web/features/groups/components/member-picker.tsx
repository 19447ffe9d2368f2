import type { GroupMember } from '../../../../shared/contract/group';
import type { Choice, SearchResult } from '../../../ui/form/choice';
import { useMemberOptions } from '../api';
import { fullName } from '../../../lib/formats';

/** Saved members as picker choices, so their names show before any search. */
export const memberChoices = (members: readonly GroupMember[]): Choice[] =>
  members.map((user) => ({ value: String(user.id), label: fullName(user) }));

/** The members the picker offers for the typed text, searched on the server. */
export function useMemberSearch(search: string): SearchResult {
  const { data, isLoading } = useMemberOptions(search);
  return { choices: (data?.data ?? []).map((user) => ({ value: String(user.id), label: fullName(user), hint: user.email })), isLoading };
}
