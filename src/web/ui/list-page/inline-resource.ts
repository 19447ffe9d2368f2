import { SUCCESS_TEXT, notifyError, notifySuccess } from '../../lib/notify';
import type { InlineEditTableProps } from '../inline-edit-table/inline-edit-table';
import type { InlineEditMode } from '../inline-edit-table/types';

/** A row of an in-place list: the row being added has no id until the server saves it. */
export interface InlineResourceRow {
  id: number | null;
}

export interface InlineResourceOptions<T extends InlineResourceRow> {
  /** Whether the user may add, edit and delete rows. */
  canWrite: boolean;
  /** Creates (mode 'add') or updates the row; a rejection keeps it in edit mode with the message. */
  save: (draft: T, mode: InlineEditMode) => Promise<void>;
  /** Deletes a saved row (and whatever the page shows of it). */
  remove: (id: number) => Promise<void>;
}

type InlineResourceProps<T> = Pick<InlineEditTableProps<T>, 'getRowId' | 'onSave' | 'onDelete' | 'canAdd' | 'canEdit' | 'canDelete'>;

/**
 * The wiring every in-place set-up list shares: the unsaved row's key, who may change what, the
 * 'submitted' notice after a save (the delete confirmation gives its own), and a refused delete said
 * in an error notice.
 */
export function inlineResourceProps<T extends InlineResourceRow>({
  canWrite,
  save,
  remove,
}: InlineResourceOptions<T>): InlineResourceProps<T> {
  return {
    getRowId: (row) => (row.id === null ? 'new' : String(row.id)),
    onSave: async (draft, mode) => {
      await save(draft, mode);
      notifySuccess(SUCCESS_TEXT.submitted);
    },
    onDelete: async (row) => {
      if (row.id === null) return;
      try {
        await remove(row.id);
      } catch (failure) {
        notifyError(failure instanceof Error ? failure.message : String(failure));
        throw failure;
      }
    },
    canAdd: canWrite,
    canEdit: () => canWrite,
    canDelete: (row) => canWrite && row.id !== null,
  };
}
