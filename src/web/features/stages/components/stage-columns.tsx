import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import type { Stage } from '../../../../shared/contract/stage';
import type { DataTableColumn } from '../../../ui/data-table/types';

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
    {
      id: 'action',
      header: 'Action',
      width: '100px',
      card: 'actions',
      cell: (row) => (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={`Actions for ${row.name}`} />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {actions
                .filter((item) => canWrite || !item.write)
                .map((item) => (
                  <MenuItem key={item.action} onClick={() => onAction(item.action, row)}>
                    {item.label}
                  </MenuItem>
                ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      ),
    },
  ];
}
