import { useEffect, useId, useRef, type KeyboardEvent, type SetStateAction } from 'react';
import { Button, Spinner, TableCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import type { InlineEditColumn, InlineEditing } from './types';

export interface InlineEditRowProps<T> {
  columns: readonly InlineEditColumn<T>[];
  editing: InlineEditing<T>;
  setDraft: (next: SetStateAction<T>) => void;
  onSave: () => void;
  onCancel: () => void;
}

const useStyles = makeStyles({
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset']);

function isTextEntry(target: EventTarget): boolean {
  return target instanceof HTMLInputElement && !NOT_TEXT.has(target.type);
}

/** The row in add or edit mode: Enter in a text field saves, Escape cancels. */
export function InlineEditRow<T>({ columns, editing, setDraft, onSave, onCancel }: InlineEditRowProps<T>) {
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

  return (
    <>
      <TableRow ref={rowRef} onKeyDown={onKeyDown} aria-describedby={editing.error ? errorId : undefined} data-mode={editing.mode}>
        {columns.map((column) => (
          <TableCell key={column.id}>{column.renderEdit(editing.draft, setDraft)}</TableCell>
        ))}
        <TableCell>
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
        </TableCell>
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
