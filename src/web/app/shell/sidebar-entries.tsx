import type { MouseEvent } from 'react';
import { NavCategory, NavCategoryItem, NavItem, NavSubItem, NavSubItemGroup } from '@fluentui/react-components';
import type { MenuEntry, MenuLink } from '../menus';

export interface SidebarEntriesProps {
  entries: readonly MenuEntry[];
  onNavigate: (route: string) => void;
}

type LinkClick = MouseEvent<HTMLAnchorElement | HTMLButtonElement>;

/** Client-side navigation for plain clicks; modified clicks keep the browser's behaviour (new tab …). */
function clickHandler(route: string, onNavigate: (route: string) => void) {
  return (event: LinkClick) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(route);
  };
}

function TopLink({ link, onNavigate }: { link: MenuLink; onNavigate: (route: string) => void }) {
  const Icon = link.icon;
  return (
    <NavItem
      data-menu-entry="top"
      href={link.route}
      value={link.id}
      icon={Icon ? <Icon /> : undefined}
      onClick={clickHandler(link.route, onNavigate)}
    >
      {link.label}
    </NavItem>
  );
}

/** The entries of one menu: links, and groups that expand and collapse. */
export function SidebarEntries({ entries, onNavigate }: SidebarEntriesProps) {
  return (
    <>
      {entries.map((entry) => {
        if (entry.type === 'link') return <TopLink key={entry.id} link={entry} onNavigate={onNavigate} />;
        const Icon = entry.icon;
        return (
          <NavCategory key={entry.id} value={entry.id}>
            <NavCategoryItem data-menu-entry="top" icon={<Icon />}>
              {entry.label}
            </NavCategoryItem>
            <NavSubItemGroup>
              {entry.children.map((child) => (
                <NavSubItem key={child.id} href={child.route} value={child.id} onClick={clickHandler(child.route, onNavigate)}>
                  {child.label}
                </NavSubItem>
              ))}
            </NavSubItemGroup>
          </NavCategory>
        );
      })}
    </>
  );
}
