import type { Status } from '../../../../shared/contract/pipeline-status';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { rowMenuColumn } from '../../../ui/row-menu';
import { StatusBadge } from '../../../ui/status-badge';

export type StatusAction = 'rename' | 'map' | 'delete';

/** Id, Name, Stage and the row actions; the built-in statuses cannot be renamed or deleted. */
export function statusColumns(canWrite: boolean, onAction: (action: StatusAction, status: Status) => void): DataTableColumn<Status>[] {
  return [
    { id: 'id', header: 'Id', cell: (row) => row.id, width: '80px' },
    { id: 'name', header: 'Name', card: 'title', cell: (row) => <StatusBadge color={row.statusColor}>{row.name}</StatusBadge> },
    { id: 'stage', header: 'Stage', cell: (row) => row.stageStatus?.name ?? '—' },
    rowMenuColumn(
      (row) => `Actions for ${row.name}`,
      (row) =>
        canWrite
          ? [
              { key: 'rename', label: 'Rename', disabled: row.code !== null, onClick: () => onAction('rename', row) },
              { key: 'map', label: 'Map Stage', onClick: () => onAction('map', row) },
              { key: 'delete', label: 'Delete', disabled: row.code !== null, onClick: () => onAction('delete', row) },
              // Pipelines start and end every stage with the built-ins, so they keep their names.
              ...(row.code !== null ? [{ key: 'built-in', label: 'Built-in: cannot be renamed or deleted', disabled: true }] : []),
            ]
          : null,
    ),
  ];
}
