import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { Button } from '@fluentui/react-components';
import { listMeta, type ListMeta } from '../../../../src/shared/contract/list';
import { DataTable, NARROW_LIST_QUERY, type DataTableProps } from '../../../../src/web/ui/data-table/data-table';
import { DEFAULT_PAGE_SIZES, SHORT_PAGE_SIZES, type DataTableColumn, type DataTableSorting } from '../../../../src/web/ui/data-table/types';
import type { ListPager } from '../../../../src/web/ui/list-page/list-footer';
import { renderUi } from '../render-ui';

interface Person {
  id: number;
  name: string;
  email: string;
}

const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'email', header: 'Email', cell: (row) => row.email },
  { id: 'action', header: 'Action', cell: (row) => <Button>Edit {row.name}</Button>, sortable: false },
];

const people = (count: number, start = 1): Person[] =>
  Array.from({ length: count }, (_, i) => ({ id: start + i, name: `Person ${start + i}`, email: `p${start + i}@example.com` }));

type HarnessProps = Partial<DataTableProps<Person>> &
  Partial<Pick<ListPager, 'onPageChange' | 'onPageSizeChange' | 'pageSizeOptions'>> & {
    total?: number;
    initialPage?: number;
    initialSize?: number;
  };

function Harness({
  total = 3,
  initialPage = 1,
  initialSize = 10,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions,
  ...overrides
}: HarnessProps) {
  const [page, setPage] = useState(initialPage);
  const [pageSize, setPageSize] = useState(initialSize);
  const [search, setSearch] = useState('');
  const [sorting, setSorting] = useState<DataTableSorting>([]);
  const start = (page - 1) * pageSize + 1;
  const count = Math.max(0, Math.min(pageSize, total - start + 1));
  const meta: ListMeta = listMeta(total, page, pageSize);
  return (
    <DataTable<Person>
      aria-label="People"
      columns={columns}
      rows={people(count, start)}
      meta={meta}
      getRowId={(row) => String(row.id)}
      search={search}
      sorting={sorting}
      {...overrides}
      pager={{
        page,
        pageSize,
        pageSizeOptions: pageSizeOptions ?? DEFAULT_PAGE_SIZES,
        onPageChange: (next) => {
          setPage(next);
          onPageChange?.(next);
        },
        // The owner starts again at page 1 on a new size or search (one update: the URL keeps both).
        onPageSizeChange: (next) => {
          setPageSize(next);
          setPage(1);
          onPageSizeChange?.(next);
        },
      }}
      onSearchChange={(next) => {
        setSearch(next);
        setPage(1);
        overrides.onSearchChange?.(next);
      }}
      onSortingChange={(next) => {
        setSorting(next);
        overrides.onSortingChange?.(next);
      }}
    />
  );
}

const noop = () => {};

describe('DataTable', () => {
  it('select-all selects every row of the page and reports them', async () => {
    const onSelectionChange = vi.fn();
    const { user } = renderUi(<Harness total={3} onSelectionChange={onSelectionChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    for (const id of [1, 2, 3]) expect(screen.getByRole('checkbox', { name: `Select row ${id}` })).toBeChecked();
    expect(onSelectionChange).toHaveBeenLastCalledWith(people(3));
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it('selecting single rows reports them and shows the selection actions', async () => {
    const onSelectionChange = vi.fn();
    const { user } = renderUi(
      <Harness
        total={3}
        onSelectionChange={onSelectionChange}
        selectionActions={(selected) => <Button>Delete {selected.length}</Button>}
      />,
    );
    expect(screen.queryByRole('toolbar', { name: 'Selected rows' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([people(3)[1]]);
    const toolbar = screen.getByRole('toolbar', { name: 'Selected rows' });
    expect(within(toolbar).getByRole('button', { name: 'Delete 1' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toHaveProperty('indeterminate', true);
  });

  it('selection is dropped for rows that are no longer loaded when the page changes', async () => {
    const onSelectionChange = vi.fn();
    const { user } = renderUi(<Harness total={25} onSelectionChange={onSelectionChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([people(1)[0]]);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('checkbox', { name: 'Select row 11' })).not.toBeChecked();
  });

  it('clicking a sortable header cycles ascending, descending, none and reports it', async () => {
    const onSortingChange = vi.fn();
    const { user } = renderUi(<Harness onSortingChange={onSortingChange} />);
    const header = () => screen.getByRole('columnheader', { name: /Name/ });
    expect(header()).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header()).getByRole('button'));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header()).getByRole('button'));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: true }]);
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(header()).getByRole('button'));
    expect(onSortingChange).toHaveBeenLastCalledWith([]);
  });

  it('sorts from the keyboard and leaves unsortable columns alone', async () => {
    const onSortingChange = vi.fn();
    const { user } = renderUi(<Harness onSortingChange={onSortingChange} />);
    within(screen.getByRole('columnheader', { name: /Email/ }))
      .getByRole('button')
      .focus();
    await user.keyboard('{Enter}');
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'email', desc: false }]);
    const action = screen.getByRole('columnheader', { name: 'Action' });
    expect(action).not.toHaveAttribute('aria-sort');
    expect(within(action).queryByRole('button')).not.toBeInTheDocument();
  });

  it('changing the page size calls back with the size only (the owner returns to page 1)', async () => {
    const onPageSizeChange = vi.fn();
    const onPageChange = vi.fn();
    const { user } = renderUi(<Harness total={45} initialPage={2} onPageSizeChange={onPageSizeChange} onPageChange={onPageChange} />);
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '30', '40', '50']);
    await user.selectOptions(select, '20');
    expect(onPageSizeChange).toHaveBeenCalledWith(20);
    expect(onPageChange).not.toHaveBeenCalled();
    expect(screen.getByText('Showing 1 to 20 of 45 entries')).toBeInTheDocument();
  });

  it("offers the short page sizes where 'All' means 100", async () => {
    const onPageSizeChange = vi.fn();
    const { user } = renderUi(
      <Harness total={45} initialSize={5} pageSizeOptions={SHORT_PAGE_SIZES} onPageSizeChange={onPageSizeChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '25', 'All']);
    await user.selectOptions(select, 'All');
    expect(onPageSizeChange).toHaveBeenCalledWith(100);
    expect(screen.getByText('Showing 1 to 45 of 45 entries')).toBeInTheDocument();
  });

  it("shows 'Showing 11 to 20 of 45 entries' on page 2 and marks the current page", () => {
    renderUi(<Harness total={45} initialPage={2} />);
    expect(screen.getByText('Showing 11 to 20 of 45 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('row')).toHaveLength(11);
  });

  it("shows 'Showing 0 to 0 of 0 entries' and the empty state without rows", () => {
    renderUi(<Harness total={0} />);
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
    expect(screen.getByText('No records found')).toBeInTheDocument();
  });

  it('shows a custom empty message', () => {
    renderUi(<Harness total={0} emptyMessage="No jobs yet" />);
    expect(screen.getByText('No jobs yet')).toBeInTheDocument();
  });

  it('disables first and previous on the first page and next and last on the last page', async () => {
    const onPageChange = vi.fn();
    const { user } = renderUi(<Harness total={45} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    expect(screen.getByText('Showing 41 to 45 of 45 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('shows skeleton rows while loading', () => {
    renderUi(
      <DataTable<Person>
        aria-label="People"
        columns={columns}
        rows={undefined}
        meta={undefined}
        isLoading
        getRowId={(row) => String(row.id)}
        pager={{ page: 1, pageSize: 5, onPageChange: noop, onPageSizeChange: noop, pageSizeOptions: DEFAULT_PAGE_SIZES }}
      />,
    );
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.getAllByRole('progressbar', { name: 'Loading' }).length).toBeGreaterThan(0);
    expect(screen.queryByText('No records found')).not.toBeInTheDocument();
  });

  it('reports the search once, after typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onSearchChange = vi.fn();
      const onPageChange = vi.fn();
      const { user } = renderUi(<Harness total={45} initialPage={3} onSearchChange={onSearchChange} onPageChange={onPageChange} />);
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ada');
      expect(onSearchChange).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(onSearchChange).toHaveBeenCalledTimes(1);
      expect(onSearchChange).toHaveBeenCalledWith('ada');
      expect(onPageChange).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports the search at once when the box loses focus, and not again after the pause', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onSearchChange = vi.fn();
      const { user } = renderUi(<Harness total={45} onSearchChange={onSearchChange} />);
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ada');
      await user.tab();
      expect(onSearchChange).toHaveBeenCalledWith('ada');
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(onSearchChange).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the table by its title', () => {
    renderUi(<Harness title="Application List" />);
    expect(screen.getByRole('table', { name: 'Application List' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Application List' })).toBeInTheDocument();
  });

  it('on a narrow screen shows cards whose checkboxes select rows for the selection actions', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query === NARROW_LIST_QUERY })) as typeof window.matchMedia;
    try {
      const { user } = renderUi(<Harness total={3} selectionActions={(selected) => <Button>Delete {selected.length}</Button>} />);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = await screen.findByRole('list', { name: 'People' });
      expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
      expect(within(cards).getByRole('heading', { level: 3, name: 'Person 2' })).toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
      expect(screen.getByRole('button', { name: 'Delete 1' })).toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
      expect(screen.getByRole('button', { name: 'Delete 3' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});
