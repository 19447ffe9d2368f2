import { Fragment, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useMediaQuery } from '../../lib/use-media-query';
import { NARROW_LIST_QUERY } from '../data-table/data-table';
import { DeleteConfirmDialog } from '../delete-confirm-dialog';
import { EmptyState } from '../empty-state';
import { SkeletonRows } from '../skeleton-rows';
import { InlineEditRow } from './inline-edit-row';
import { InlineViewRow } from './inline-view-row';
import type { InlineEditColumn, InlineEditMode } from './types';
import { useInlineEdit } from './use-inline-edit';

export interface InlineEditTableProps<T> {
  rows: readonly T[] | undefined;
  columns: readonly InlineEditColumn<T>[];
  /** A stable key per row (rows not saved yet may use any unique fallback). */
  getRowId: (row: T) => string;
  /** A fresh empty row for 'Add'. */
  newRow: () => T;
  /** Persists the draft; reject with an Error to keep the row in edit mode and show its message. */
  onSave: (draft: T, mode: InlineEditMode) => Promise<void>;
  /** Runs after the user confirmed by typing DELETE. */
  onDelete: (row: T) => void | Promise<unknown>;
  /** A message blocks saving and shows under the row, e.g. 'Please fill the field'. */
  validate?: (draft: T) => string | null;
  /** Text of the add button; default 'Add New'. */
  addLabel?: string;
  /** False hides the add button (the user may not create rows). */
  canAdd?: boolean;
  /** Delete is disabled where this is false (e.g. rows without an id). */
  canDelete?: (row: T) => boolean;
  /** Edit is disabled where this is false. */
  canEdit?: (row: T) => boolean;
  isLoading?: boolean;
  emptyMessage?: string;
  /** Header of the actions column; default 'Actions'. */
  actionsHeader?: string;
  /** Title of the delete confirmation; default 'Delete'. */
  deleteTitle?: string;
  /** More controls beside the add button. */
  toolbar?: ReactNode;
  /** Under the table: the list's pager. */
  footer?: ReactNode;
  /** Accessible name of the table. */
  'aria-label': string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  scroll: { overflowX: 'auto' },
  actionsHeader: { width: '96px' },
});

/** A table whose rows are added and edited in place, one at a time. */
export function InlineEditTable<T>(props: InlineEditTableProps<T>) {
  const { rows = [], columns, getRowId, isLoading = false, onDelete } = props;
  const canDelete = props.canDelete ?? (() => true);
  const canEdit = props.canEdit ?? (() => true);
  const styles = useStyles();
  // On a narrow screen the fixed percentages would squeeze the action buttons out of view, and the
  // row being edited stacks its fields: side by side they overflow their cells onto each other.
  const narrow = useMediaQuery(NARROW_LIST_QUERY);
  const { editing, startAdd, startEdit, cancel, setDraft, save } = useInlineEdit(props);
  const [deleting, setDeleting] = useState<T | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  // After leaving add/edit mode, give focus back to the control that started it.
  const cancelAndRestoreFocus = () => {
    if (!editing || editing.saving) return;
    flushSync(cancel);
    if (editing.mode === 'add') addRef.current?.focus();
    else rootRef.current?.querySelector<HTMLElement>(`[data-edit-key="${CSS.escape(editing.id ?? '')}"]`)?.focus();
  };

  const columnCount = columns.length + 1;
  const showEmpty = !isLoading && rows.length === 0 && editing?.mode !== 'add';
  const editRow = editing && (
    <InlineEditRow
      columns={columns}
      editing={editing}
      setDraft={setDraft}
      onSave={() => void save()}
      onCancel={cancelAndRestoreFocus}
      stacked={narrow}
    />
  );

  return (
    <div className={styles.root} ref={rootRef}>
      <div className={styles.bar}>
        {props.canAdd !== false && (
          <Button ref={addRef} appearance="primary" icon={<AddRegular />} disabled={editing !== null || isLoading} onClick={startAdd}>
            {props.addLabel ?? 'Add New'}
          </Button>
        )}
        {props.toolbar}
      </div>
      <div className={styles.scroll}>
        <Table aria-label={props['aria-label']}>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHeaderCell key={column.id} style={{ width: narrow ? undefined : column.width }}>
                  {column.header}
                </TableHeaderCell>
              ))}
              <TableHeaderCell className={styles.actionsHeader}>{props.actionsHeader ?? 'Actions'}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody aria-busy={isLoading || undefined}>
            {isLoading && <SkeletonRows rows={5} columns={columnCount} />}
            {!isLoading && editing?.mode === 'add' && editRow}
            {!isLoading &&
              rows.map((row) => {
                const key = getRowId(row);
                if (editing?.mode === 'edit' && editing.id === key) return <Fragment key={key}>{editRow}</Fragment>;
                return (
                  <InlineViewRow
                    key={key}
                    row={row}
                    rowKey={key}
                    columns={columns}
                    canEdit={editing === null && canEdit(row)}
                    canDelete={editing === null && canDelete(row)}
                    onEdit={() => startEdit(row)}
                    onDelete={() => setDeleting(row)}
                  />
                );
              })}
            {showEmpty && (
              <TableRow>
                <TableCell colSpan={columnCount}>
                  <EmptyState message={props.emptyMessage} />
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
      {props.footer}
      <DeleteConfirmDialog
        open={deleting !== null}
        title={props.deleteTitle}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={() => (deleting === null ? undefined : onDelete(deleting))}
      />
    </div>
  );
}
