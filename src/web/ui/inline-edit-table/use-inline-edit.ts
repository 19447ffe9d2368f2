import { useState, type SetStateAction } from 'react';
import type { InlineEditMode, InlineEditing } from './types';
import { errorMessage } from '../../lib/api';

export interface InlineEditOptions<T> {
  getRowId: (row: T) => string;
  newRow: () => T;
  onSave: (draft: T, mode: InlineEditMode) => Promise<void>;
  validate?: (draft: T) => string | null;
}

/** One row at a time is added or edited; the draft is separate state, so Cancel leaves the row as it was. */
export function useInlineEdit<T>({ getRowId, newRow, onSave, validate }: InlineEditOptions<T>) {
  const [editing, setEditing] = useState<InlineEditing<T> | null>(null);

  const startAdd = () => {
    if (editing) return;
    setEditing({ mode: 'add', id: null, draft: newRow(), saving: false, error: null });
  };

  const startEdit = (row: T) => {
    if (editing) return;
    setEditing({ mode: 'edit', id: getRowId(row), draft: row, saving: false, error: null });
  };

  const cancel = () => {
    if (editing?.saving) return;
    setEditing(null);
  };

  const setDraft = (next: SetStateAction<T>) =>
    setEditing((current) => {
      if (!current || current.saving) return current;
      const draft = typeof next === 'function' ? (next as (previous: T) => T)(current.draft) : next;
      // The message was about the old value; editing it is the user acting on the message.
      return { ...current, draft, error: null };
    });

  const save = async () => {
    if (!editing || editing.saving) return;
    const { draft, mode } = editing;
    const invalid = validate?.(draft) ?? null;
    if (invalid) {
      setEditing({ ...editing, error: invalid });
      return;
    }
    setEditing({ ...editing, saving: true, error: null });
    try {
      await onSave(draft, mode);
      setEditing(null);
    } catch (error) {
      setEditing((current) => current && { ...current, saving: false, error: errorMessage(error, 'Saving failed. Please try again.') });
    }
  };

  return { editing, startAdd, startEdit, cancel, setDraft, save };
}
