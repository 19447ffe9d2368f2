import { Button, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, EyeRegular } from '@fluentui/react-icons';
import type { ApplicantStatus } from '../../../../shared/contract/applicant-status';
import type { DataTableColumn } from '../../../ui/data-table/types';

export interface ApplicantStatusRowActions {
  canWrite: boolean;
  onView: (row: ApplicantStatus) => void;
  onEdit: (row: ApplicantStatus) => void;
  onDelete: (row: ApplicantStatus) => void;
}

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

function ActionCell({ row, actions }: { row: ApplicantStatus; actions: ApplicantStatusRowActions }) {
  const styles = useStyles();
  return (
    <div className={styles.actions}>
      <Tooltip content="View" relationship="label">
        <Button appearance="subtle" icon={<EyeRegular />} onClick={() => actions.onView(row)} />
      </Tooltip>
      {actions.canWrite && (
        <>
          <Tooltip content="Edit" relationship="label">
            <Button appearance="subtle" icon={<EditRegular />} onClick={() => actions.onEdit(row)} />
          </Tooltip>
          <Tooltip content="Delete" relationship="label">
            <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => actions.onDelete(row)} />
          </Tooltip>
        </>
      )}
    </div>
  );
}

/** Columns of the status list; the actions depend on the user's permissions. */
export function applicantStatusColumns(actions: ApplicantStatusRowActions): DataTableColumn<ApplicantStatus>[] {
  return [
    { id: 'id', header: 'Id', cell: (row) => row.id, width: '90px' },
    { id: 'status', header: 'Status', cell: (row) => row.status },
    { id: 'action', header: 'Action', cell: (row) => <ActionCell row={row} actions={actions} />, width: '140px' },
  ];
}
