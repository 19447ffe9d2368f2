import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, EyeRegular } from '@fluentui/react-icons';
import { DeferredTooltip } from './deferred-tooltip';

export interface RowActionHandlers<T> {
  canWrite: boolean;
  onView: (row: T) => void;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}

export interface RowActionsProps<T> {
  row: T;
  actions: RowActionHandlers<T>;
}

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/** View, and for users who may write, Edit and Delete: the icon buttons of a list row. */
export function RowActions<T>({ row, actions }: RowActionsProps<T>) {
  const styles = useStyles();
  return (
    <div className={styles.actions}>
      <DeferredTooltip content="View" relationship="label">
        <Button appearance="subtle" icon={<EyeRegular />} onClick={() => actions.onView(row)} />
      </DeferredTooltip>
      {actions.canWrite && (
        <>
          <DeferredTooltip content="Edit" relationship="label">
            <Button appearance="subtle" icon={<EditRegular />} onClick={() => actions.onEdit(row)} />
          </DeferredTooltip>
          <DeferredTooltip content="Delete" relationship="label">
            <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => actions.onDelete(row)} />
          </DeferredTooltip>
        </>
      )}
    </div>
  );
}
