import type { ReactNode } from 'react';
import { Button } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { TRASH_DELETE_MESSAGE } from '../../shared/contract/application-trash';
import { useDeleteConfirm, type DeleteConfirm } from '../ui/list-page/use-delete-confirm';

/** The applicants to move to the trash: one row's, or a selection's with the way to clear it afterwards. */
export interface TrashTarget {
  ids: number[];
  clearSelection?: () => void;
}

/** What the rows of the list are called in the dialog's title ('Delete referral', 'Delete 3 referrals'). */
export interface TrashNoun {
  one: string;
  many: string;
}

/**
 * A list of applicants' 'type DELETE to confirm' step (applications, referrals): the dialog says the
 * rows go to the trash, `remove` moves all of them or none, and a selection is cleared once they went.
 */
export function useApplicantTrashConfirm(noun: TrashNoun, remove: (ids: number[]) => Promise<unknown>): DeleteConfirm<TrashTarget> {
  return useDeleteConfirm<TrashTarget>({
    title: ({ ids }) => (ids.length === 1 ? `Delete ${noun.one}` : `Delete ${ids.length} ${noun.many}`),
    trash: TRASH_DELETE_MESSAGE,
    remove: async ({ ids, clearSelection }) => {
      await remove(ids);
      clearSelection?.();
    },
  });
}

export interface TrashSelectionActionsProps extends TrashTarget {
  /** Whether the user may delete (the list's write permission). */
  canDelete: boolean;
  /** Opens the confirmation: `useApplicantTrashConfirm(...).ask`. */
  ask: (target: TrashTarget) => void;
  /** What comes before Delete (the selection's export). */
  children: ReactNode;
}

/** A selection's actions on a list of applicants: what the list offers, then Delete to the trash for those who may. */
export function TrashSelectionActions({ ids, clearSelection, canDelete, ask, children }: TrashSelectionActionsProps) {
  return (
    <>
      {children}
      {canDelete && (
        <Button icon={<DeleteRegular />} onClick={() => ask({ ids, clearSelection })}>
          Delete
        </Button>
      )}
    </>
  );
}
