import type { ApplicantStatus } from '../../../../shared/contract/applicant-status';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { RowActions, type RowActionHandlers } from '../../../ui/row-actions';

/** Columns of the status list; the actions depend on the user's permissions. */
export function applicantStatusColumns(actions: RowActionHandlers<ApplicantStatus>): DataTableColumn<ApplicantStatus>[] {
  return [
    { id: 'id', header: 'Id', cell: (row) => row.id, width: '90px' },
    { id: 'status', header: 'Status', cell: (row) => row.status, card: 'title' },
    { id: 'action', header: 'Action', cell: (row) => <RowActions row={row} actions={actions} />, width: '140px', card: 'actions' },
  ];
}
