import type { JobApplicationItem } from '../../../../shared/contract/application';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { StatusBadge } from '../../../ui/status-badge';
import { formatDateDMY, fullName } from '../../../lib/formats';
import { ApplicantNameCell } from './applicant-name-cell';

/** The current status: the pipeline status in its colour, or the applicant status of a job without a pipeline. */
function statusCell(row: JobApplicationItem) {
  if (row.status) return <StatusBadge color={row.status.statusColor}>{row.status.name}</StatusBadge>;
  return row.applicantStatus ? <StatusBadge>{row.applicantStatus.name}</StatusBadge> : '—';
}

/**
 * 'Applicants' (spec §2): Applicant Name, Status, Hiring Manager, Recruiter Assigned, Application
 * Date (DD/MM/YYYY). Ids of sortable columns are the API's sort keys; 'All' adds the job's title.
 */
export function jobApplicantsColumns(showJob: boolean): DataTableColumn<JobApplicationItem>[] {
  const columns: DataTableColumn<JobApplicationItem>[] = [
    { id: 'name', header: 'Applicant Name', cell: (row) => <ApplicantNameCell row={row} />, card: 'title' },
    { id: 'status', header: 'Status', cell: statusCell },
    {
      id: 'hiringManager',
      header: 'Hiring Manager',
      cell: (row) => (row.hiringManager ? fullName(row.hiringManager) : '—'),
      sortable: false,
    },
    {
      id: 'recruiters',
      header: 'Recruiter Assigned',
      cell: (row) => (row.recruitingManager.length ? row.recruitingManager.map(fullName).join(', ') : '—'),
      sortable: false,
    },
    { id: 'created_at', header: 'Application Date', cell: (row) => formatDateDMY(row.created_at), width: '150px' },
  ];
  if (showJob) columns.splice(1, 0, { id: 'jobTitle', header: 'Job', cell: (row) => row.job.jobTitle, sortable: false });
  return columns;
}
