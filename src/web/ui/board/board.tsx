import { useMemo, useState, type DragEvent } from 'react';
import { CounterBadge, Subtitle2, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { cardSurface } from '../card-surface';
import { stackedList } from '../layout-styles';
import { BoardCard } from './board-card';
import type { BoardColumn, BoardProps, BoardSection } from './types';

const useStyles = makeStyles({
  // The board scrolls sideways inside its own region so the page never does (360 px screens).
  region: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    overflowX: 'auto',
    maxWidth: '100%',
    paddingBottom: tokens.spacingVerticalS,
  },
  column: {
    ...cardSurface,
    flex: '0 0 280px',
    width: '280px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, margin: 0 },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} dashed transparent`,
    minHeight: '48px',
  },
  dropTarget: { border: `${tokens.strokeWidthThin} dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  sectionTitle: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, margin: 0, fontSize: tokens.fontSizeBase300 },
  marker: {
    width: '10px',
    height: '10px',
    borderRadius: tokens.borderRadiusCircular,
    flexShrink: 0,
    backgroundColor: tokens.colorNeutralStroke1,
  },
  cards: stackedList(tokens.spacingVerticalXS),
  empty: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

/**
 * A kanban board: one column per stage, its sections (statuses) with their counts, one card per
 * item. Cards move by dragging onto a section or through each card's Move menu (keyboard and
 * touch); the owner answers `onMove` and updates `items`. `announcement` is read out politely.
 */
export function Board<T>({ label, columns, items, getItemId, getItemSection, itemLabel, renderCard, onMove, announcement }: BoardProps<T>) {
  const styles = useStyles();
  const [dragged, setDragged] = useState<T | null>(null);
  const [over, setOver] = useState<string | null>(null);

  const bySection = useMemo(() => {
    const groups = new Map<string, T[]>();
    for (const item of items) {
      const key = getItemSection(item);
      groups.set(key, [...(groups.get(key) ?? []), item]);
    }
    return groups;
  }, [items, getItemSection]);

  // A section takes only the board's own card being dragged (not files or text from elsewhere).
  const dropProps = (column: BoardColumn, section: BoardSection) =>
    onMove
      ? {
          onDragOver: (event: DragEvent) => {
            if (dragged === null) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            setOver(section.id);
          },
          onDragLeave: () => setOver((current) => (current === section.id ? null : current)),
          onDrop: (event: DragEvent) => {
            if (dragged === null) return;
            event.preventDefault();
            setOver(null);
            setDragged(null);
            if (getItemSection(dragged) !== section.id) onMove(dragged, column, section);
          },
        }
      : {};

  return (
    <>
      <div className={styles.region} role="region" aria-label={label}>
        {columns.map((column) => {
          return (
            <section key={column.id} className={styles.column} aria-label={column.title}>
              <Subtitle2 as="h2" className={styles.heading}>
                {column.title}
                <CounterBadge count={column.count} showZero appearance="ghost" aria-label={`${column.count} applicants`} />
              </Subtitle2>
              {column.sections.map((section) => {
                const cards = bySection.get(section.id) ?? [];
                return (
                  <div
                    key={section.id}
                    className={mergeClasses(styles.section, over === section.id && styles.dropTarget)}
                    {...dropProps(column, section)}
                  >
                    <h3 className={styles.sectionTitle}>
                      <span
                        className={styles.marker}
                        style={section.color ? { backgroundColor: section.color } : undefined}
                        aria-hidden="true"
                      />
                      {section.title} <Text size={200}>({section.count})</Text>
                    </h3>
                    {cards.length === 0 ? (
                      <Text className={styles.empty}>{section.count > 0 ? 'Not loaded here' : 'No one here'}</Text>
                    ) : (
                      <ul className={styles.cards} aria-label={`${column.title}: ${section.title}`}>
                        {cards.map((item) => (
                          <BoardCard
                            key={getItemId(item)}
                            label={itemLabel(item)}
                            sectionId={section.id}
                            columns={columns}
                            onMove={onMove && ((toColumn, toSection) => onMove(item, toColumn, toSection))}
                            onDragStart={() => setDragged(item)}
                            onDragEnd={() => {
                              setDragged(null);
                              setOver(null);
                            }}
                            dragging={dragged !== null && getItemId(dragged) === getItemId(item)}
                          >
                            {renderCard(item)}
                          </BoardCard>
                        ))}
                      </ul>
                    )}
                  </div>
                );
              })}
            </section>
          );
        })}
      </div>
      <div className={styles.hidden} aria-live="polite" role="status">
        {announcement}
      </div>
    </>
  );
}
