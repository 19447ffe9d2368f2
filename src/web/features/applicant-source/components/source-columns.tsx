import { Button, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, EyeRegular } from '@fluentui/react-icons';
import type { ApplicantSource } from '../../../../shared/contract/applicant-source';
import type { DataTableColumn } from '../../../ui/data-table/types';

export interface SourceRowActions {
  canWrite: boolean;
  onView: (row: ApplicantSource) => void;
  onEdit: (row: ApplicantSource) => void;
  onDelete: (row: ApplicantSource) => void;
}

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

function ActionCell({ row, actions }: { row: ApplicantSource; actions: SourceRowActions }) {
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

function Description({ text }: { text: string }) {
  const styles = useStyles();
  return text ? text : <span className={styles.muted}>—</span>;
}

/** Columns of the source list; the actions depend on the user's permissions, so they are built per render. */
export function sourceColumns(actions: SourceRowActions): DataTableColumn<ApplicantSource>[] {
  return [
    { id: 'source', header: 'Source', cell: (row) => row.source, width: '25%' },
    { id: 'identifier', header: 'Identifier', cell: (row) => row.identifier, width: '20%' },
    { id: 'description', header: 'Description', cell: (row) => <Description text={row.description} /> },
    { id: 'action', header: 'Action', cell: (row) => <ActionCell row={row} actions={actions} />, width: '140px' },
  ];
}
