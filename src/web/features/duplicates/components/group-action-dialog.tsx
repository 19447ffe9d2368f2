import { useState } from 'react';
import type { DuplicateGroup } from '../../../../shared/contract/duplicates';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { notifySuccess, SUCCESS_TEXT } from '../../../lib/notify';
import { useDuplicateMutations } from '../api';
import type { GroupAction } from './duplicate-group-card';
import { fullName } from '../../../lib/formats';

export interface GroupActionDialogProps {
  request: { action: GroupAction; group: DuplicateGroup } | null;
  onClose: () => void;
}

const label = (application: DuplicateGroup['applications'][number]) => `#${application.applicantId} ${fullName(application)}`;

/** Confirms "Not duplicates" or "Merge into oldest", saying exactly what happens to which application. */
export function GroupActionDialog({ request, onClose }: GroupActionDialogProps) {
  const { dismiss, merge } = useDuplicateMutations();
  // Keeps the text while the dialog fades out after closing.
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);
  if (!shown) return null;
  const { action, group } = shown;
  const [oldest, ...others] = group.applications;

  const confirm = async () => {
    if (!request) return;
    await (request.action === 'merge' ? merge(request.group.groupKey) : dismiss(request.group.groupKey));
    notifySuccess(SUCCESS_TEXT.submitted);
  };

  return (
    <ConfirmDialog
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title={action === 'merge' ? 'Merge into oldest' : 'Not duplicates'}
      confirmLabel={action === 'merge' ? 'Merge' : 'Not duplicates'}
      onConfirm={confirm}
      message={
        action === 'merge'
          ? `${label(oldest)} is kept at its current stage and status. The history and assigned recruiters of ${others.map(label).join(', ')} move onto it, and ${others.length === 1 ? 'that application goes' : 'those applications go'} to the trash, where an admin can restore ${others.length === 1 ? 'it' : 'them'} for 30 days.`
          : `This group stops showing here. It shows again if another application with the same ${group.kind === 'email' ? 'e-mail' : group.kind === 'phone' ? 'phone number' : 'document number'} arrives.`
      }
    />
  );
}
