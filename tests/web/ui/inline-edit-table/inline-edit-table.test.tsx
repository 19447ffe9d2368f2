import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Input, Switch } from '@fluentui/react-components';
import { InlineEditTable, type InlineEditTableProps } from '../../../../src/web/ui/inline-edit-table/inline-edit-table';
import type { InlineEditColumn } from '../../../../src/web/ui/inline-edit-table/types';
import { renderUi } from '../render-ui';

interface Priority {
  id?: number;
  name: string;
  status: number;
}

const columns: InlineEditColumn<Priority>[] = [
  {
    id: 'name',
    header: 'Priority name',
    renderView: (row) => row.name,
    renderEdit: (draft, setDraft) => (
      <Input aria-label="Enter Priority" value={draft.name} onChange={(_, d) => setDraft({ ...draft, name: d.value })} />
    ),
  },
  {
    id: 'status',
    header: 'Status',
    renderView: (row) => (row.status === 1 ? 'Enabled' : 'Disabled'),
    renderEdit: (draft, setDraft) => (
      <Switch
        label={draft.status === 1 ? 'Enabled' : 'Disabled'}
        checked={draft.status === 1}
        onChange={(_, d) => setDraft((prev) => ({ ...prev, status: d.checked ? 1 : 0 }))}
      />
    ),
  },
];

const seed: Priority[] = [
  { id: 1, name: 'High', status: 1 },
  { id: 2, name: 'Low', status: 0 },
];

function renderTable(overrides: Partial<InlineEditTableProps<Priority>> = {}) {
  const onSave = vi.fn<(draft: Priority, mode: 'add' | 'edit') => Promise<void>>(() => Promise.resolve());
  const onDelete = vi.fn(() => Promise.resolve());
  const rendered = renderUi(
    <InlineEditTable<Priority>
      aria-label="Job priority"
      rows={seed}
      columns={columns}
      getRowId={(row) => String(row.id ?? `new-${row.name}`)}
      newRow={() => ({ name: '', status: 1 })}
      onSave={onSave}
      onDelete={onDelete}
      validate={(draft) => (draft.name.trim() === '' ? 'Please fill the field' : null)}
      addLabel="Add New Priority"
      canDelete={(row) => row.id !== undefined}
      {...overrides}
    />,
  );
  return { ...rendered, onSave, onDelete };
}

const bodyRows = () => screen.getAllByRole('row').slice(1);
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('InlineEditTable', () => {
  it('Add inserts one empty editable row at the top and focuses it', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Add New Priority' }));
    const first = bodyRows()[0];
    const input = within(first).getByRole('textbox', { name: 'Enter Priority' });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Add New Priority' })).toBeDisabled();
    expect(screen.getAllByRole('textbox', { name: 'Enter Priority' })).toHaveLength(1);
  });

  it('while a row is edited, no other row can be edited or deleted', async () => {
    const { user } = renderTable();
    await user.click(within(rowOf('High')).getByRole('button', { name: 'Edit' }));
    expect(within(rowOf('Low')).getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(within(rowOf('Low')).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(rowOf('Low')).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('cancelling a new row removes it', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Add New Priority' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Enter Priority' })).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add New Priority' })).toHaveFocus();
  });

  it("an empty name shows 'Please fill the field' and sends nothing", async () => {
    const { user, onSave } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Add New Priority' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill the field');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Enter Priority' })).toBeInTheDocument();
  });

  it('clears the validation message once the user edits the value', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Add New Priority' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(screen.getByRole('textbox', { name: 'Enter Priority' }), 'U');
    expect(screen.queryByText('Please fill the field')).not.toBeInTheDocument();
  });

  it('confirm calls onSave with the draft in add mode and returns to view', async () => {
    const { user, onSave } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Add New Priority' }));
    await user.type(screen.getByRole('textbox', { name: 'Enter Priority' }), 'Urgent');
    await user.click(screen.getByRole('switch'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Urgent', status: 0 }, 'add');
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
  });

  it('Enter in the input saves and Escape cancels', async () => {
    const { user, onSave } = renderTable();
    await user.click(within(rowOf('High')).getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByRole('textbox', { name: 'Enter Priority' }));
    await user.type(screen.getByRole('textbox', { name: 'Enter Priority' }), 'Highest{Enter}');
    expect(onSave).toHaveBeenCalledWith({ id: 1, name: 'Highest', status: 1 }, 'edit');
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add New Priority' }));
    await user.type(screen.getByRole('textbox', { name: 'Enter Priority' }), 'Temp');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('cancelling an edit restores the original values', async () => {
    const { user, onSave } = renderTable();
    await user.click(within(rowOf('High')).getByRole('button', { name: 'Edit' }));
    const input = screen.getByRole('textbox', { name: 'Enter Priority' });
    expect(input).toHaveValue('High');
    await user.clear(input);
    await user.type(input, 'Changed');
    await user.click(screen.getByRole('switch'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(rowOf('High')).toHaveTextContent('Enabled');
    expect(screen.queryByText('Changed')).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    expect(within(rowOf('High')).getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('only one row is edited at a time', async () => {
    const { user } = renderTable();
    await user.click(within(rowOf('High')).getByRole('button', { name: 'Edit' }));
    expect(within(rowOf('Low')).getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add New Priority' })).toBeDisabled();
  });

  it('disables the row buttons while saving and keeps edit mode with the error when saving fails', async () => {
    let fail: (error: Error) => void = () => {};
    const onSave = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    const { user } = renderTable({ onSave });
    await user.click(within(rowOf('Low')).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fail(new Error('Name already exists'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name already exists');
    expect(screen.getByRole('textbox', { name: 'Enter Priority' })).toHaveValue('Low');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('delete is disabled for rows without an id', () => {
    renderTable({ rows: [...seed, { name: 'Draft', status: 1 }] });
    expect(within(rowOf('Draft')).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(rowOf('High')).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('delete goes through the DELETE confirmation', async () => {
    const { user, onDelete } = renderTable();
    await user.click(within(rowOf('Low')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete' });
    await user.type(within(dialog).getByRole('textbox'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(onDelete).toHaveBeenCalledWith(seed[1]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows skeleton rows while loading and the empty state without rows', () => {
    const { unmount } = renderTable({ rows: undefined, isLoading: true });
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Add New Priority' })).toBeDisabled();
    unmount();
    renderTable({ rows: [], emptyMessage: 'No priorities yet' });
    expect(screen.getByText('No priorities yet')).toBeInTheDocument();
  });
});
