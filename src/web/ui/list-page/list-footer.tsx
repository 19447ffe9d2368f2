import { useId } from 'react';
import { Button, Label, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDoubleLeftRegular, ChevronDoubleRightRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { ListMeta } from '../../../shared/contract/list';
import type { ListState } from '../../lib/use-list-state';
import { lastPageOf, pageWindow, showingText } from '../data-table/paging';
import { spreadRow } from '../layout-styles';
import { pageSizeLabel, pageSizeValue, type PageSizeOption } from '../data-table/types';

/** Where a list is in its pages, the sizes it offers, and how the pager moves it. */
export interface ListPager {
  /** Current page, 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The new size; the owner starts again at page 1. */
  onPageSizeChange: (pageSize: number) => void;
  pageSizeOptions: readonly PageSizeOption[];
}

/** The pager of a list whose page and size live in the address (useListState). */
export function listPager(list: ListState, pageSizeOptions: readonly PageSizeOption[]): ListPager {
  return { page: list.page, pageSize: list.limit, onPageChange: list.setPage, onPageSizeChange: list.setLimit, pageSizeOptions };
}

export interface ListFooterProps extends ListPager {
  meta: ListMeta | undefined;
  disabled: boolean;
}

const useStyles = makeStyles({
  root: { ...spreadRow, paddingTop: tokens.spacingVerticalM },
  group: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  pages: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  pageButton: { minWidth: '32px' },
});

/** The one pager of every list: 'Showing X to Y of Z entries', rows per page, first / previous / pages / next / last. */
export function ListFooter({ meta, page, pageSize, onPageChange, onPageSizeChange, pageSizeOptions, disabled }: ListFooterProps) {
  const styles = useStyles();
  const sizeId = useId();
  const last = lastPageOf(meta, pageSize);
  const canPrevious = !disabled && page > 1;
  const canNext = !disabled && page < last;
  // A capped total (a broad search) has no known last page: the pager goes on a page at a time.
  const canLast = canNext && !meta?.total_capped;
  const sizes = pageSizeOptions.some((option) => pageSizeValue(option) === pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize];

  return (
    <div className={styles.root}>
      <Text aria-live="polite">{showingText(meta)}</Text>
      <div className={styles.group}>
        <Label htmlFor={sizeId}>Rows per page</Label>
        <Select id={sizeId} value={String(pageSize)} onChange={(_, data) => onPageSizeChange(Number(data.value))}>
          {sizes.map((option) => (
            <option key={String(option)} value={pageSizeValue(option)}>
              {pageSizeLabel(option)}
            </option>
          ))}
        </Select>
      </div>
      <nav aria-label="Pagination" className={styles.pages}>
        <Button
          appearance="subtle"
          icon={<ChevronDoubleLeftRegular />}
          aria-label="First page"
          disabled={!canPrevious}
          onClick={() => onPageChange(1)}
        />
        <Button
          appearance="subtle"
          icon={<ChevronLeftRegular />}
          aria-label="Previous page"
          disabled={!canPrevious}
          onClick={() => onPageChange(page - 1)}
        />
        {pageWindow(page, last).map((number) => (
          <Button
            key={number}
            className={styles.pageButton}
            appearance={number === page ? 'primary' : 'subtle'}
            aria-label={`Page ${number}`}
            aria-current={number === page ? 'page' : undefined}
            disabled={disabled}
            onClick={() => onPageChange(number)}
          >
            {number}
          </Button>
        ))}
        <Button
          appearance="subtle"
          icon={<ChevronRightRegular />}
          aria-label="Next page"
          disabled={!canNext}
          onClick={() => onPageChange(page + 1)}
        />
        <Button
          appearance="subtle"
          icon={<ChevronDoubleRightRegular />}
          aria-label="Last page"
          disabled={!canLast}
          onClick={() => onPageChange(last)}
        />
      </nav>
    </div>
  );
}
