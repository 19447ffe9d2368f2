import type { ApplicationListItem } from '../../../../shared/contract/application';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { rowMenuColumn, type RowMenuItem } from '../../../ui/row-menu';
import { EmailAddress } from '../../../ui/email-address';
import { experienceLabel, fullName } from '../../../lib/formats';
import { ApplicantNameCell } from './applicant-name-cell';

export interface ApplicationListActions {
  /** Whether the user may change and delete applications (Edit Status, Delete). */
  canWrite: boolean;
  onView: (row: ApplicationListItem) => void;
  onEditStatus: (row: ApplicationListItem) => void;
  onViewResume: (row: ApplicationListItem) => void;
  onDelete: (row: ApplicationListItem) => void;
}

function menuItems(row: ApplicationListItem, actions: ApplicationListActions): RowMenuItem[] {
  const items: RowMenuItem[] = [{ key: 'view', label: 'View', onClick: () => actions.onView(row) }];
  if (actions.canWrite) items.push({ key: 'status', label: 'Edit Status', onClick: () => actions.onEditStatus(row) });
  items.push({ key: 'resume', label: 'View Resume', onClick: () => actions.onViewResume(row) });
  if (actions.canWrite) items.push({ key: 'delete', label: 'Delete', onClick: () => actions.onDelete(row) });
  return items;
}

/**
 * 'Application List' (spec §2): Id, Name, Job Title, Experience ('fresher' or 'N year'), Email,
 * Contact Detail, Action. Column ids are the API's sort keys.
 */
export function applicationListColumns(actions: ApplicationListActions): DataTableColumn<ApplicationListItem>[] {
  return [
    { id: 'applicantId', header: 'Id', cell: (row) => row.applicantId, width: '80px' },
    { id: 'name', header: 'Name', cell: (row) => <ApplicantNameCell row={row} />, card: 'title' },
    { id: 'jobTitle', header: 'Job Title', cell: (row) => row.job.jobTitle },
    { id: 'experience', header: 'Experience', cell: (row) => experienceLabel(row.experience), width: '120px' },
    // Wide enough for a usual address on one line; a longer one still wraps rather than widening the page.
    { id: 'applicantEmail', header: 'Email', cell: (row) => <EmailAddress value={row.applicantEmail} />, width: '260px' },
    { id: 'phoneNumber', header: 'Contact Detail', cell: (row) => row.phoneNumber ?? '—', width: '150px' },
    rowMenuColumn(
      (row) => `Actions for ${fullName(row)}`,
      (row) => menuItems(row, actions),
    ),
  ];
}
