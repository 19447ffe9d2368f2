/**
 * What a list's rows are, in the plural: `full` names the table and its empty state ('Applicant
 * sources', 'No applicant sources yet'); `short` the search ('Search sources', 'No sources match
 * your search').
 */
export interface RowsCalled {
  full: string;
  short: string;
}

/** A ListPage's table name, search placeholder, and empty and no-match messages, from what its rows are called. */
export const rowTexts = ({ full, short }: RowsCalled) => ({
  tableLabel: full,
  searchPlaceholder: `Search ${short}`,
  emptyMessage: `No ${full.toLowerCase()} yet`,
  noMatchMessage: `No ${short} match your search`,
});
