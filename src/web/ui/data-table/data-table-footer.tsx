import { useId } from 'react';
import { Button, Label, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  ChevronDoubleLeftRegular,
  ChevronDoubleRightRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
} from '@fluentui/react-icons';
import type { RowData } from '@tanstack/react-table';
import type { ListMeta } from '../../../shared/contract/list';
import { pageWindow, showingText } from './paging';
import { pageSizeLabel, pageSizeValue, type PageSizeOption } from './types';
import type { DataTableInstance } from './use-data-table-model';

export interface DataTableFooterProps<T extends RowData> {
  table: DataTableInstance<T>;
  meta: ListMeta | undefined;
  pageSizeOptions: readonly PageSizeOption[];
  disabled: boolean;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalM,
  },
  group: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  pages: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export function DataTableFooter<T extends RowData>({ table, meta, pageSizeOptions, disabled }: DataTableFooterProps<T>) {
  const styles = useStyles();
  const sizeId = useId();
  const { pageIndex, pageSize } = table.state.pagination;
  const current = pageIndex + 1;
  const last = Math.max(1, table.getPageCount());
  const canPrevious = !disabled && table.getCanPreviousPage();
  const canNext = !disabled && table.getCanNextPage();
  const sizes = pageSizeOptions.some((option) => pageSizeValue(option) === pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize];

  return (
    <div className={styles.root}>
      <Text aria-live="polite">{showingText(meta)}</Text>
      <div className={styles.group}>
        <Label htmlFor={sizeId}>Rows per page</Label>
        <Select id={sizeId} value={String(pageSize)} onChange={(_, data) => table.setPageSize(Number(data.value))}>
          {sizes.map((option) => (
            <option key={String(option)} value={pageSizeValue(option)}>
              {pageSizeLabel(option)}
            </option>
          ))}
        </Select>
      </div>
      <nav aria-label="Pagination" className={styles.pages}>
        <Button appearance="subtle" icon={<ChevronDoubleLeftRegular />} aria-label="First page" disabled={!canPrevious} onClick={() => table.firstPage()} />
        <Button appearance="subtle" icon={<ChevronLeftRegular />} aria-label="Previous page" disabled={!canPrevious} onClick={() => table.previousPage()} />
        {pageWindow(current, last).map((page) => (
          <Button
            key={page}
            appearance={page === current ? 'primary' : 'subtle'}
            aria-label={`Page ${page}`}
            aria-current={page === current ? 'page' : undefined}
            disabled={disabled}
            onClick={() => table.setPageIndex(page - 1)}
          >
            {page}
          </Button>
        ))}
        <Button appearance="subtle" icon={<ChevronRightRegular />} aria-label="Next page" disabled={!canNext} onClick={() => table.nextPage()} />
        <Button appearance="subtle" icon={<ChevronDoubleRightRegular />} aria-label="Last page" disabled={!canNext} onClick={() => table.lastPage()} />
      </nav>
    </div>
  );
}
