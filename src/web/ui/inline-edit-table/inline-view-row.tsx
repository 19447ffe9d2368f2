import { Button, TableCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { InlineEditColumn } from './types';

export interface InlineViewRowProps<T> {
  row: T;
  rowKey: string;
  columns: readonly InlineEditColumn<T>[];
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

const useStyles = makeStyles({
  // An unbroken long name wraps inside its cell instead of running over the row's icons.
  cell: { overflowWrap: 'anywhere' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export function InlineViewRow<T>({ row, rowKey, columns, canEdit, canDelete, onEdit, onDelete }: InlineViewRowProps<T>) {
  const styles = useStyles();
  return (
    <TableRow>
      {columns.map((column) => (
        <TableCell key={column.id} className={styles.cell}>
          {column.renderView(row)}
        </TableCell>
      ))}
      <TableCell>
        <div className={styles.actions}>
          <Button
            appearance="subtle"
            aria-label="Edit"
            icon={<EditRegular />}
            disabled={!canEdit}
            onClick={onEdit}
            data-edit-key={rowKey}
          />
          <Button appearance="subtle" aria-label="Delete" icon={<DeleteRegular />} disabled={!canDelete} onClick={onDelete} />
        </div>
      </TableCell>
    </TableRow>
  );
}
