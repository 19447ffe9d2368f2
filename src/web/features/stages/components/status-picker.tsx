import { useId } from 'react';
import { Badge, Checkbox, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { Status } from '../../../../shared/contract/pipeline-status';
import { sequenceStageStatuses } from '../../../../shared/rules/stage-sequence';

export interface StatusPickerProps {
  /** Every status of the app; the built-ins are shown in the order but cannot be picked. */
  statuses: readonly Status[];
  /** The chosen status ids, in order. */
  value: readonly number[];
  onChange: (value: number[]) => void;
  disabled?: boolean;
  error?: string;
  label?: string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  order: { margin: 0, paddingLeft: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  fixed: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  choices: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
    maxHeight: '240px',
    overflowY: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalXS,
  },
});

/** Ordered multi-select: statuses join the order as they are ticked; the list shows each sequence. */
export function StatusPicker({ statuses, value, onChange, disabled, error, label = 'Statuses' }: StatusPickerProps) {
  const styles = useStyles();
  const orderId = useId();
  const labelId = useId();
  const errorId = useId();
  const byId = new Map(statuses.map((status) => [status.id, status]));
  const builtIns = {
    toBeStart: statuses.find((status) => status.code === 'to_be_start')?.id ?? null,
    rejected: statuses.find((status) => status.code === 'rejected')?.id ?? null,
  };
  const choices = statuses.filter((status) => status.code === null);
  const order = value.length === 0 ? [] : sequenceStageStatuses(value, builtIns);

  return (
    <div className={styles.root}>
      <Text weight="semibold" id={labelId}>
        {label}
        {!disabled && <span aria-hidden="true"> *</span>}
      </Text>
      {/* One checkbox per status: a status joins the order when ticked and leaves it when cleared. */}
      <div role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : orderId} className={styles.choices}>
        {choices.map((status) => (
          <Checkbox
            key={status.id}
            label={status.name}
            disabled={disabled}
            checked={value.includes(status.id)}
            onChange={(_, data) => onChange(data.checked ? [...value, status.id] : value.filter((id) => id !== status.id))}
          />
        ))}
        {choices.length === 0 && <Text className={styles.fixed}>No statuses yet. Create them on the Status List.</Text>}
      </div>
      {error && (
        <Text id={errorId} className={styles.error}>
          {error}
        </Text>
      )}
      <Text weight="semibold" id={orderId}>
        Status order
      </Text>
      {order.length === 0 ? (
        <Text className={styles.fixed}>Pick statuses to see their order.</Text>
      ) : (
        <ol className={styles.order} aria-label="Status order">
          {order.map((entry) => (
            <li key={entry.statusId} className={styles.item}>
              <Badge appearance="outline" shape="circular" aria-label={`Sequence ${entry.sequence}`}>
                {entry.sequence}
              </Badge>
              <Text className={byId.get(entry.statusId)?.code ? styles.fixed : undefined}>
                {byId.get(entry.statusId)?.name ?? `#${entry.statusId}`}
              </Text>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
