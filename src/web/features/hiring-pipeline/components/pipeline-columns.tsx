import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, EyeRegular } from '@fluentui/react-icons';
import type { PipelineRow } from '../../../../shared/contract/pipeline';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { DeferredTooltip } from '../../../ui/deferred-tooltip';

export interface PipelineActions {
  canWrite: boolean;
  onEdit: (row: PipelineRow) => void;
  onDelete: (row: PipelineRow) => void;
  onView: (row: PipelineRow) => void;
}

const useStyles = makeStyles({ actions: { display: 'flex', gap: tokens.spacingHorizontalXS } });

function RowActions({ row, actions }: { row: PipelineRow; actions: PipelineActions }) {
  const styles = useStyles();
  return (
    <div className={styles.actions}>
      <DeferredTooltip content={`Edit ${row.name}`} relationship="description">
        <Button
          appearance="subtle"
          icon={<EditRegular />}
          aria-label="Edit"
          disabled={!actions.canWrite}
          onClick={() => actions.onEdit(row)}
        />
      </DeferredTooltip>
      <DeferredTooltip content={`Delete ${row.name}`} relationship="description">
        <Button
          appearance="subtle"
          icon={<DeleteRegular />}
          aria-label="Delete"
          disabled={!actions.canWrite}
          onClick={() => actions.onDelete(row)}
        />
      </DeferredTooltip>
      <DeferredTooltip content={`View ${row.name}`} relationship="description">
        <Button appearance="subtle" icon={<EyeRegular />} aria-label="View" onClick={() => actions.onView(row)} />
      </DeferredTooltip>
    </div>
  );
}

/** Id, Name, Action (Edit, Delete, View), as the spec lists them. */
export function pipelineColumns(actions: PipelineActions): DataTableColumn<PipelineRow>[] {
  return [
    { id: 'id', header: 'Id', width: '90px', cell: (row) => row.id, sortValue: (row) => row.id },
    { id: 'name', header: 'Name', cell: (row) => row.name, sortValue: (row) => row.name.toLowerCase(), card: 'title' },
    {
      id: 'action',
      header: 'Action',
      width: '160px',
      sortable: false,
      card: 'actions',
      cell: (row) => <RowActions row={row} actions={actions} />,
    },
  ];
}
