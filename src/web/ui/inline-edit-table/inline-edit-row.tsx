import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SetStateAction } from 'react';
import { Button, Spinner, TableCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import type { InlineEditColumn, InlineEditing } from './types';

export interface InlineEditRowProps<T> {
  columns: readonly InlineEditColumn<T>[];
  editing: InlineEditing<T>;
  setDraft: (next: SetStateAction<T>) => void;
  onSave: () => void;
  onCancel: () => void;
  /** One full-width cell with the fields one under another (a phone: side by side they overlap). */
  stacked?: boolean;
}

const useStyles = makeStyles({
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingBlock: tokens.spacingVerticalS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset']);

function isTextEntry(target: EventTarget): boolean {
  return target instanceof HTMLInputElement && !NOT_TEXT.has(target.type);
}

/** A bare value (e.g. a count the row shows while edited) loses its column header when stacked: it says it. */
function stackedCell(header: string, content: ReactNode): ReactNode {
  return typeof content === 'string' || typeof content === 'number' ? `${header}: ${content}` : content;
}

/** The row in add or edit mode: Enter in a text field saves, Escape cancels. */
export function InlineEditRow<T>({ columns, editing, setDraft, onSave, onCancel, stacked = false }: InlineEditRowProps<T>) {
  const styles = useStyles();
  const rowRef = useRef<HTMLTableRowElement>(null);
  const errorId = useId();

  useEffect(() => {
    rowRef.current?.querySelector<HTMLElement>('input, select, textarea, [role="combobox"], [role="switch"]')?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    // Portalled popups (dropdown lists) bubble through React but are not inside the row.
    if (event.defaultPrevented || !(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && isTextEntry(event.target)) {
      event.preventDefault();
      onSave();
    }
  };

  const actions = (
    <div className={styles.actions}>
      <Button
        appearance="subtle"
        aria-label="Save"
        icon={editing.saving ? <Spinner size="tiny" aria-label="Saving" /> : <CheckmarkRegular />}
        disabled={editing.saving}
        onClick={onSave}
      />
      <Button appearance="subtle" aria-label="Cancel" icon={<DismissRegular />} disabled={editing.saving} onClick={onCancel} />
    </div>
  );

  return (
    <>
      <TableRow ref={rowRef} onKeyDown={onKeyDown} aria-describedby={editing.error ? errorId : undefined} data-mode={editing.mode}>
        {stacked ? (
          <TableCell colSpan={columns.length + 1}>
            <div className={styles.stack}>
              {columns.map((column) => (
                <div key={column.id}>{stackedCell(column.header, column.renderEdit(editing.draft, setDraft))}</div>
              ))}
              {actions}
            </div>
          </TableCell>
        ) : (
          <>
            {columns.map((column) => (
              <TableCell key={column.id}>{column.renderEdit(editing.draft, setDraft)}</TableCell>
            ))}
            <TableCell>{actions}</TableCell>
          </>
        )}
      </TableRow>
      {editing.error && (
        <TableRow>
          <TableCell colSpan={columns.length + 1}>
            <Text id={errorId} role="alert" className={styles.error}>
              {editing.error}
            </Text>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
