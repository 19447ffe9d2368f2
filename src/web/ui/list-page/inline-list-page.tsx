import { SHORT_PAGE_SIZES } from '../data-table/types';
import { InlineEditTable, type InlineEditTableProps } from '../inline-edit-table/inline-edit-table';
import { ListFooter } from './list-footer';
import { ListPageFrame, type ListPageBase } from './list-page';

/** What an inline list's row is, in lower case: 'job priority', 'job priorities'. */
export interface RowNoun {
  one: string;
  many: string;
}

/** Rows added and edited in place. */
export interface InlineListPageProps<T> extends Omit<ListPageBase<T>, 'tableLabel' | 'emptyMessage' | 'pageSizeOptions'> {
  /**
   * The rows' plural names the table ('Hiring processes') and its empty state ('No hiring processes
   * yet. Add the first one.'); one row titles the delete confirmation ('Delete hiring process').
   */
  rowNoun: RowNoun;
  /** The table's name when the rows' plural does not say it. */
  tableLabel?: string;
  inline: Omit<InlineEditTableProps<T>, 'rows' | 'isLoading' | 'emptyMessage' | 'aria-label' | 'footer' | 'deleteTitle'>;
}

const sentence = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * The list page whose rows are added and edited in place, under the same header, problem and pager
 * as ListPage; a few rows each, so it offers the short page sizes.
 */
export function InlineListPage<T extends object>({ rowNoun, inline, ...props }: InlineListPageProps<T>) {
  const { data } = props.query;
  const tableLabel = props.tableLabel ?? sentence(rowNoun.many);
  return (
    <ListPageFrame<T>
      {...props}
      tableLabel={tableLabel}
      emptyMessage={`No ${rowNoun.many} yet. Add the first one.`}
      pageSizeOptions={SHORT_PAGE_SIZES}
      renderRows={({ isLoading, emptyMessage, pager }) => (
        <InlineEditTable<T>
          {...inline}
          aria-label={tableLabel}
          deleteTitle={`Delete ${rowNoun.one}`}
          rows={data?.data}
          isLoading={isLoading}
          emptyMessage={emptyMessage}
          footer={<ListFooter {...pager} meta={isLoading ? undefined : data?.meta} disabled={isLoading} />}
        />
      )}
    />
  );
}
