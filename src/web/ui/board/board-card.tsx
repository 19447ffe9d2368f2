import type { DragEvent, ReactNode } from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowMoveRegular } from '@fluentui/react-icons';
import { cardSurface } from '../card-surface';
import { DeferredPopup } from '../deferred-popup';
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

const loadMoveMenu = async () => (await import('./board-move-menu')).BoardMoveMenu;

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
        // The menu mounts with the button's first use: a board's cards show without one closed menu each.
        <DeferredPopup
          load={loadMoveMenu}
          popupProps={{ sectionId, columns, onMove }}
          trigger={(props) => (
            <Button
              appearance="subtle"
              size="small"
              icon={<ArrowMoveRegular />}
              aria-label={`Move ${label}`}
              aria-haspopup="menu"
              title="Move to…"
              {...props}
            />
          )}
        />
      )}
    </li>
  );
}
