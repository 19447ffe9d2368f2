import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import type { Status } from '../../../../shared/contract/status';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { StatusBadge } from '../../../ui/status-badge';

export type StatusAction = 'rename' | 'map' | 'delete';

/** Id, Name, Stage and the row actions; the built-in statuses cannot be renamed or deleted. */
export function statusColumns(canWrite: boolean, onAction: (action: StatusAction, status: Status) => void): DataTableColumn<Status>[] {
  return [
    { id: 'id', header: 'Id', cell: (row) => row.id, width: '80px' },
    { id: 'name', header: 'Name', card: 'title', cell: (row) => <StatusBadge color={row.statusColor}>{row.name}</StatusBadge> },
    { id: 'stage', header: 'Stage', cell: (row) => row.stageStatus?.name ?? '—' },
    {
      id: 'action',
      header: 'Action',
      width: '100px',
      card: 'actions',
      cell: (row) =>
        canWrite && (
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={`Actions for ${row.name}`} />
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuItem disabled={row.code !== null} onClick={() => onAction('rename', row)}>
                  Rename
                </MenuItem>
                <MenuItem onClick={() => onAction('map', row)}>Map Stage</MenuItem>
                <MenuItem disabled={row.code !== null} onClick={() => onAction('delete', row)}>
                  Delete
                </MenuItem>
                {/* Pipelines start and end every stage with the built-ins, so they keep their names. */}
                {row.code !== null && <MenuItem disabled>Built-in: cannot be renamed or deleted</MenuItem>}
              </MenuList>
            </MenuPopover>
          </Menu>
        ),
    },
  ];
}
