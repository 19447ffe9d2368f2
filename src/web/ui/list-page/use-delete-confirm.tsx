import { useCallback, useState, type ReactElement, type ReactNode } from 'react';
import { DeleteConfirmDialog } from '../delete-confirm-dialog';

export interface DeleteConfirmOptions<T> {
  /** The dialog's title for what is being deleted, e.g. `Delete ${row.name}`. */
  title: (target: T) => string;
  /**
   * Deletes it; the dialog closes with the 'submitted' notice when this resolves (or with the
   * server's message when it says it archived instead) and shows the server's message when it rejects.
   */
  remove: (target: T) => Promise<unknown>;
  /** Set when the delete moves the rows to a trash: the sentence that says so (DeleteConfirmDialog's `trash`). */
  trash?: string;
  /** What else to know about deleting this target (DeleteConfirmDialog's `detail`), e.g. that it is archived instead. */
  detail?: (target: T) => ReactNode;
}

export interface DeleteConfirm<T> {
  /** Opens the DELETE confirmation for `target`. */
  ask: (target: T) => void;
  /** The dialog, to render among the page's children. */
  dialog: ReactElement;
}

/** A list's 'type DELETE to confirm' step for one row or a selection. */
export function useDeleteConfirm<T>({ title, remove, trash, detail }: DeleteConfirmOptions<T>): DeleteConfirm<T> {
  const [target, setTarget] = useState<{ value: T } | null>(null);
  const dialog = (
    <DeleteConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && setTarget(null)}
      title={target ? title(target.value) : 'Delete'}
      trash={trash}
      detail={target && detail ? detail(target.value) : undefined}
      onConfirm={() => (target ? remove(target.value) : undefined)}
    />
  );
  const ask = useCallback((value: T) => setTarget({ value }), []);
  return { ask, dialog };
}
