import { ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { BoardRegular, TableRegular } from '@fluentui/react-icons';

export type ApplicantsView = 'table' | 'board';

export interface JobApplicantsViewSwitchProps {
  view: ApplicantsView;
  onChange: (view: ApplicantsView) => void;
}

const useStyles = makeStyles({ root: { display: 'flex', gap: tokens.spacingHorizontalXS } });

/** Table | Board: two pressed-state buttons (the page keeps the choice in its address). */
export function JobApplicantsViewSwitch({ view, onChange }: JobApplicantsViewSwitchProps) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="group" aria-label="View">
      <ToggleButton icon={<TableRegular />} checked={view === 'table'} onClick={() => onChange('table')}>
        Table
      </ToggleButton>
      <ToggleButton icon={<BoardRegular />} checked={view === 'board'} onClick={() => onChange('board')}>
        Board
      </ToggleButton>
    </div>
  );
}
