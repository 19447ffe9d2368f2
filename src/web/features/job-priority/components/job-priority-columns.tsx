import { Switch } from '@fluentui/react-components';
import { textCell } from '../../../ui/inline-edit-table/edit-cells';
import type { InlineEditColumn } from '../../../ui/inline-edit-table/types';
import { StatusBadge } from '../../../ui/status-badge';

/** A row of the table: saved rows have an id, the new row has none yet. */
export interface JobPriorityRow {
  id: number | null;
  name: string;
  status: number;
}

export const statusLabel = (status: number) => (status === 1 ? 'Enabled' : 'Disabled');

export const jobPriorityColumns: InlineEditColumn<JobPriorityRow>[] = [
  {
    id: 'name',
    header: 'Priority name',
    width: '55%',
    renderView: (row) => row.name,
    renderEdit: textCell<JobPriorityRow>('Enter Priority', 'name', { maxLength: 100 }),
  },
  {
    id: 'status',
    header: 'Status',
    width: '25%',
    renderView: (row) => <StatusBadge color={row.status === 1 ? 'success' : 'subtle'}>{statusLabel(row.status)}</StatusBadge>,
    renderEdit: (draft, setDraft) => (
      <Switch
        checked={draft.status === 1}
        label={statusLabel(draft.status)}
        onChange={(_event, data) => setDraft((current) => ({ ...current, status: data.checked ? 1 : 0 }))}
      />
    ),
  },
];
