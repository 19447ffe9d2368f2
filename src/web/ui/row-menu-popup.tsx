import { MenuItem } from '@fluentui/react-components';
import type { LoadedPopupProps } from './deferred-popup';
import { OpenedMenu } from './opened-menu';
import type { RowMenuItem } from './row-menu';

export interface RowMenuPopupProps {
  items: readonly RowMenuItem[];
}

/** A row's menu itself, loaded with the first use of a row's '…' button. */
export function RowMenuPopup({ items, trigger }: LoadedPopupProps & RowMenuPopupProps) {
  return (
    <OpenedMenu trigger={trigger}>
      {items.map((item) => (
        <MenuItem key={item.key} disabled={item.disabled} onClick={item.onClick}>
          {item.label}
        </MenuItem>
      ))}
    </OpenedMenu>
  );
}
