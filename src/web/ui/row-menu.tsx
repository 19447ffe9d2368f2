import { Button } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import type { DataTableColumn } from './data-table/types';
import { DeferredPopup } from './deferred-popup';

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

const loadPopup = async () => (await import('./row-menu-popup')).RowMenuPopup;

/**
 * The '…' button of a list row and the menu of its actions. The menu mounts with the button's
 * first use: ten rows of closed menus were some 7% of the applicant list's first render (CPU profile).
 */
export function RowMenu({ label, items }: RowMenuProps) {
  return (
    <DeferredPopup
      load={loadPopup}
      popupProps={{ items }}
      trigger={(props) => (
        <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={label} aria-haspopup="menu" {...props} />
      )}
    />
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
