import type { DragEvent, ReactNode } from 'react';
import {
  Button,
  Menu,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowMoveRegular } from '@fluentui/react-icons';
import { cardSurface } from '../card-surface';
import type { BoardColumn, BoardSection } from './types';

export interface BoardCardProps {
  /** The item's name (the Move button says 'Move <label>'). */
  label: string;
  sectionId: string;
  columns: readonly BoardColumn[];
  /** Without it the card cannot be moved (no drag, no Move button). */
  onMove?: (column: BoardColumn, section: BoardSection) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  dragging: boolean;
  children: ReactNode;
}

const useStyles = makeStyles({
  card: {
    ...cardSurface,
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    padding: tokens.spacingHorizontalS,
    listStyleType: 'none',
    boxShadow: tokens.shadow2,
  },
  movable: { cursor: 'grab' },
  dragging: { opacity: 0.5 },
  body: { flexGrow: 1, minWidth: 0 },
});

/** One card: its content and a 'Move' menu of every other stage → status (the keyboard's way to move). */
export function BoardCard({ label, sectionId, columns, onMove, onDragStart, onDragEnd, dragging, children }: BoardCardProps) {
  const styles = useStyles();
  const startDrag = (event: DragEvent) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', label);
    onDragStart();
  };
  return (
    <li
      className={mergeClasses(styles.card, onMove && styles.movable, dragging && styles.dragging)}
      draggable={onMove !== undefined}
      onDragStart={onMove ? startDrag : undefined}
      onDragEnd={onMove ? onDragEnd : undefined}
    >
      <div className={styles.body}>{children}</div>
      {onMove && (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button appearance="subtle" size="small" icon={<ArrowMoveRegular />} aria-label={`Move ${label}`} title="Move to…" />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
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
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
    </li>
  );
}
