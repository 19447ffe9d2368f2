import type { ListState } from '../../../lib/use-list-state';
import { ToggleFilter } from '../../../ui/filter-bar/toggle-filter';

/** The address parameter (and the applicant lists' query parameter) of 'Flagged only'. */
export const FLAGGED_PARAM = 'flagged';

/** The lists' query for 'Flagged only': `flagged=1` while it is ticked, nothing otherwise. */
export const flaggedQuery = (filters: Readonly<Record<string, string>>) => (filters[FLAGGED_PARAM] === '1' ? { flagged: 1 } : {});

/** 'Flagged only': the applicants a knockout answer flagged for review. */
export function FlaggedOnlyFilter({ list }: { list: Pick<ListState, 'filters' | 'setFilter'> }) {
  return <ToggleFilter list={list} param={FLAGGED_PARAM} label="Flagged only" />;
}
