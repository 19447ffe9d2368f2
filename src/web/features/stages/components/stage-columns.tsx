import type { Stage } from '../../../../shared/contract/stage';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { rowMenuColumn } from '../../../ui/row-menu';

export type StageAction = 'rename' | 'edit' | 'view' | 'map' | 'delete';

const actions: { action: StageAction; label: string; write: boolean }[] = [
  { action: 'rename', label: 'Rename', write: true },
  { action: 'edit', label: 'Edit', write: true },
  { action: 'view', label: 'View', write: false },
  { action: 'map', label: 'Map Status', write: true },
  { action: 'delete', label: 'Delete', write: true },
];

/** Id, Name, Action (spec 001 §2 "Stages List"); writes are offered only to users who may write. */
export function stageColumns(canWrite: boolean, onAction: (action: StageAction, stage: Stage) => void): DataTableColumn<Stage>[] {
  return [
    { id: 'id', header: 'Id', cell: (row) => row.id, width: '80px' },
    { id: 'name', header: 'Name', cell: (row) => row.name, card: 'title' },
    rowMenuColumn(
      (row) => `Actions for ${row.name}`,
      (row) =>
        actions
          .filter((item) => canWrite || !item.write)
          .map((item) => ({ key: item.action, label: item.label, onClick: () => onAction(item.action, row) })),
    ),
  ];
}
