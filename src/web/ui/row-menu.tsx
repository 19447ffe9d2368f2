import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import type { DataTableColumn } from './data-table/types';

export interface RowMenuItem {
  key: string;
  label: string;
  disabled?: boolean;
  /** Left out for an item that only informs (shown disabled). */
  onClick?: () => void;
}

export interface RowMenuProps {
  /** The button's accessible name, e.g. 'Actions for Interview'. */
  label: string;
  items: readonly RowMenuItem[];
}

/** The '…' button of a list row and the menu of its actions. */
export function RowMenu({ label, items }: RowMenuProps) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={label} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {items.map((item) => (
            <MenuItem key={item.key} disabled={item.disabled} onClick={item.onClick}>
              {item.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/**
 * The 'Action' column holding a row's menu (the actions of a card on narrow screens); `items`
 * answers null where the user may do nothing with the row.
 */
export function rowMenuColumn<T>(label: (row: T) => string, items: (row: T) => readonly RowMenuItem[] | null): DataTableColumn<T> {
  return {
    id: 'action',
    header: 'Action',
    width: '100px',
    card: 'actions',
    cell: (row) => {
      const rowItems = items(row);
      return rowItems && <RowMenu label={label(row)} items={rowItems} />;
    },
  };
}
