import type { ReactNode } from 'react';
import { Menu, MenuList, MenuPopover, MenuTrigger, type MenuProps } from '@fluentui/react-components';
import type { LoadedPopupProps } from './deferred-popup';

export interface OpenedMenuProps extends LoadedPopupProps {
  positioning?: MenuProps['positioning'];
  /** The menu's items (MenuItem, MenuGroup…). */
  children: ReactNode;
}

/**
 * The loaded half of a DeferredPopup menu: the menu on the button it was given, open from its
 * mounting (it mounts with the button's first use). Only loaded halves import it, so no page's
 * first render carries Fluent's menu.
 */
export function OpenedMenu({ trigger, positioning, children }: OpenedMenuProps) {
  return (
    <Menu positioning={positioning} defaultOpen>
      <MenuTrigger disableButtonEnhancement>{trigger()}</MenuTrigger>
      <MenuPopover>
        <MenuList>{children}</MenuList>
      </MenuPopover>
    </Menu>
  );
}
