import { makeStyles, tokens } from '@fluentui/react-components';
import type { ApplicantSource } from '../../../../shared/contract/applicant-source';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { RowActions, type RowActionHandlers } from '../../../ui/row-actions';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
});

function Description({ text }: { text: string }) {
  const styles = useStyles();
  return text ? text : <span className={styles.muted}>—</span>;
}

/** Columns of the source list; the actions depend on the user's permissions, so they are built per render. */
export function sourceColumns(actions: RowActionHandlers<ApplicantSource>): DataTableColumn<ApplicantSource>[] {
  return [
    { id: 'source', header: 'Source', cell: (row) => row.source, width: '25%' },
    { id: 'identifier', header: 'Identifier', cell: (row) => row.identifier, width: '20%' },
    { id: 'description', header: 'Description', cell: (row) => <Description text={row.description} /> },
    { id: 'action', header: 'Action', cell: (row) => <RowActions row={row} actions={actions} />, width: '140px', card: 'actions' },
  ];
}
