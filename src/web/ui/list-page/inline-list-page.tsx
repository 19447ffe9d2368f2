import { InlineEditTable, type InlineEditTableProps } from '../inline-edit-table/inline-edit-table';
import { ListFooter } from './list-footer';
import { ListPageFrame, type ListPageBase } from './list-page';

/** Rows added and edited in place. */
export interface InlineListPageProps<T> extends ListPageBase<T> {
  inline: Omit<InlineEditTableProps<T>, 'rows' | 'isLoading' | 'emptyMessage' | 'aria-label' | 'footer'>;
}

/** The list page whose rows are added and edited in place, under the same header, problem and pager as ListPage. */
export function InlineListPage<T extends object>(props: InlineListPageProps<T>) {
  const { data } = props.query;
  return (
    <ListPageFrame<T>
      {...props}
      renderRows={({ isLoading, emptyMessage, pager }) => (
        <InlineEditTable<T>
          {...props.inline}
          aria-label={props.tableLabel}
          rows={data?.data}
          isLoading={isLoading}
          emptyMessage={emptyMessage}
          footer={<ListFooter {...pager} meta={isLoading ? undefined : data?.meta} disabled={isLoading} />}
        />
      )}
    />
  );
}
