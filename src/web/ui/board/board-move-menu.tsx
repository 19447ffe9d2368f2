import { MenuGroup, MenuGroupHeader, MenuItem } from '@fluentui/react-components';
import type { LoadedPopupProps } from '../deferred-popup';
import { OpenedMenu } from '../opened-menu';
import type { BoardColumn, BoardSection } from './types';

export interface BoardMoveMenuProps {
  sectionId: string;
  columns: readonly BoardColumn[];
  onMove: (column: BoardColumn, section: BoardSection) => void;
}

/** A card's 'Move' menu itself (every other stage → status), loaded with the first use of a card's Move button. */
export function BoardMoveMenu({ sectionId, columns, onMove, trigger }: LoadedPopupProps & BoardMoveMenuProps) {
  return (
    <OpenedMenu trigger={trigger}>
      {columns.map((column) => (
        <MenuGroup key={column.id}>
          <MenuGroupHeader>{column.title}</MenuGroupHeader>
          {column.sections.map((section) => (
            <MenuItem key={section.id} disabled={section.id === sectionId} onClick={() => onMove(column, section)}>
              {section.id === sectionId ? `${section.title} (current)` : section.title}
            </MenuItem>
          ))}
        </MenuGroup>
      ))}
    </OpenedMenu>
  );
}
