import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-components';
import { ChatRegular, DocumentPdfRegular, PersonRegular, PeopleTeamRegular, TaskListSquareLtrRegular } from '@fluentui/react-icons';
import type { JobApplicationItem } from '../../../../shared/contract/application';
import { ExportButton } from '../../../ui/export-button/export-button';

export interface JobApplicantsSelectionProps {
  selected: readonly JobApplicationItem[];
  /** The table's filters, for the export. */
  exportQuery: Record<string, string | number | undefined>;
  /** Status and Assign Recruiter need permission to change applications. */
  canWrite: boolean;
  onViewResume: (row: JobApplicationItem) => void;
  onStatus: (ids: number[]) => void;
  onAssign: (ids: number[]) => void;
}

/**
 * The selection toolbar of 'Applicants' (spec §2): View Resume, View Applicant and View Chat act
 * on one applicant, so they wait for exactly one; Status, Assign Recruiter and Export take all.
 */
export function JobApplicantsSelection({ selected, exportQuery, canWrite, onViewResume, onStatus, onAssign }: JobApplicantsSelectionProps) {
  const navigate = useNavigate();
  const ids = selected.map((row) => row.applicantId);
  const one = selected.length === 1 ? selected[0] : null;
  const oneOnly = one ? undefined : 'Select one applicant';
  return (
    <>
      <Button icon={<DocumentPdfRegular />} disabled={!one} title={oneOnly} onClick={() => one && onViewResume(one)}>
        View Resume
      </Button>
      {canWrite && (
        <>
          <Button icon={<TaskListSquareLtrRegular />} onClick={() => onStatus(ids)}>
            Status
          </Button>
          <Button icon={<PeopleTeamRegular />} onClick={() => onAssign(ids)}>
            Assign Recruiter
          </Button>
        </>
      )}
      <Button
        icon={<PersonRegular />}
        disabled={!one}
        title={oneOnly}
        onClick={() => one && navigate(`/application/view/${one.applicantId}`)}
      >
        View Applicant
      </Button>
      <Button icon={<ChatRegular />} disabled={!one} title={oneOnly} onClick={() => one && navigate(`/referralChat/${one.applicantId}`)}>
        View Chat
      </Button>
      <ExportButton query={exportQuery} selectedIds={ids} />
    </>
  );
}
