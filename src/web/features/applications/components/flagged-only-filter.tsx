import type { ListState } from '../../../lib/use-list-state';
import { ToggleFilter } from '../../../ui/filter-bar/toggle-filter';
import { FLAGGED_PARAM } from './applicant-list-queries';

/** 'Flagged only': the applicants a knockout answer flagged for review. */
export function FlaggedOnlyFilter({ list }: { list: Pick<ListState, 'filters' | 'setFilter'> }) {
  return <ToggleFilter list={list} param={FLAGGED_PARAM} label="Flagged only" />;
}
