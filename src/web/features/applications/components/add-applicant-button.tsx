import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { usePermissions } from '../../../lib/permissions';
import { deferred } from '../../../ui/deferred';
import type { AddApplicantDrawerProps } from './add-applicant-drawer';

/** The drawer's form (its fields, validation and the jobs it offers) loads and renders with its first opening, not with the list. */
const AddApplicantDrawer = deferred<AddApplicantDrawerProps>(
  async () => (await import('./add-applicant-drawer')).AddApplicantDrawer,
  ({ open }) => open,
);

export interface AddApplicantButtonProps {
  /** Adds to this job (the per-job page); without it the drawer asks for the job. */
  jobId?: number;
  /** After saving; by default the new applicant's page opens. */
  onAdded?: (applicantId: number) => void;
}

/** 'Add applicant' for a page's header with its drawer; shown only to users who may write applications. */
export function AddApplicantButton({ jobId, onAdded }: AddApplicantButtonProps) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  if (!usePermissions().can('applications:write')) return null;
  return (
    <>
      <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => setOpen(true)}>
        Add applicant
      </Button>
      <AddApplicantDrawer
        jobId={jobId}
        open={open}
        onClose={() => setOpen(false)}
        onAdded={(id) => (onAdded ? onAdded(id) : navigate(`/application/view/${id}`))}
      />
    </>
  );
}
