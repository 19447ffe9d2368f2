import type { SeoKeyword } from '../../../../shared/contract/seo';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { RowActions, type RowActionHandlers } from '../../../ui/row-actions';

/** Shown in a row: the first keywords, then how many more (the spec's tag inputs show up to 3). */
const SHOWN = 3;
const keywordSummary = (keywords: readonly string[]) =>
  keywords.length > SHOWN ? `${keywords.slice(0, SHOWN).join(', ')} +${keywords.length - SHOWN} more` : keywords.join(', ');

/** Columns of the SEO-Keyword list; the actions depend on the user's permissions. */
export function seoKeywordColumns(actions: RowActionHandlers<SeoKeyword>): DataTableColumn<SeoKeyword>[] {
  return [
    { id: 'id', header: 'Id', cell: (row) => row.id, width: '90px' },
    { id: 'title', header: 'Title', cell: (row) => row.title, card: 'title' },
    { id: 'keywords', header: 'Keywords', cell: (row) => keywordSummary(row.keywords) },
    { id: 'action', header: 'Action', cell: (row) => <RowActions row={row} actions={actions} />, width: '140px', card: 'actions' },
  ];
}
