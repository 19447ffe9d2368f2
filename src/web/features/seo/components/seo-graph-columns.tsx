import type { SeoGraphRow } from '../../../../shared/contract/seo';
import { stripMarkup } from '../../../../shared/rules/seo-text';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { RowActions, type RowActionHandlers } from '../../../ui/row-actions';

/** A row shows the description as plain text, cut at this many characters. */
const DESCRIPTION_SHOWN = 120;
const plainDescription = (html: string) => {
  const text = stripMarkup(html);
  return text.length > DESCRIPTION_SHOWN ? `${text.slice(0, DESCRIPTION_SHOWN)}…` : text;
};

/** Columns of the SEO-Graph list (spec: Title, Type, Description); the actions depend on the user's permissions. */
export function seoGraphColumns(actions: RowActionHandlers<SeoGraphRow>): DataTableColumn<SeoGraphRow>[] {
  return [
    { id: 'title', header: 'Title', cell: (row) => row.title, card: 'title' },
    { id: 'type', header: 'Type', cell: (row) => row.type, width: '160px' },
    { id: 'description', header: 'Description', cell: (row) => plainDescription(row.description) },
    { id: 'action', header: 'Action', cell: (row) => <RowActions row={row} actions={actions} />, width: '140px', card: 'actions' },
  ];
}
