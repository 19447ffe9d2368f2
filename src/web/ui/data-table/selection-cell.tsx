import type { MouseEventHandler } from 'react';
import { Checkbox, TableCell, makeStyles } from '@fluentui/react-components';

export interface SelectionCellProps {
  checked: boolean | 'mixed';
  /** A click anywhere in the cell toggles, as in Fluent's selection cell. */
  onClick?: MouseEventHandler<HTMLTableCellElement>;
  /** The checkbox's accessible name. */
  label: string;
  disabled?: boolean;
}

// Fluent's TableSelectionCell (44 px, centred, no padding) without its radio indicator, whose code
// (2.5 kB) every list would load though none selects one row at a time.
const useStyles = makeStyles({
  cell: { width: '44px', padding: 0, textAlign: 'center', whiteSpace: 'nowrap' },
});

/** A row's (or, in the header, every row's) selection checkbox. */
export function SelectionCell({ checked, onClick, label, disabled }: SelectionCellProps) {
  const styles = useStyles();
  return (
    <TableCell className={styles.cell} onClick={onClick}>
      <Checkbox checked={checked} aria-label={label} disabled={disabled} />
    </TableCell>
  );
}
