import { Checkbox } from '@fluentui/react-components';
import type { ListState } from '../../lib/use-list-state';

export interface ToggleFilterProps {
  list: Pick<ListState, 'filters' | 'setFilter'>;
  /** The address parameter: `1` while the box is ticked, absent otherwise. */
  param: string;
  label: string;
}

/** An on/off filter of a list (e.g. 'Flagged only'), kept in the address like the bar's other filters. */
export function ToggleFilter({ list, param, label }: ToggleFilterProps) {
  return (
    <Checkbox
      label={label}
      checked={list.filters[param] === '1'}
      onChange={(_, data) => list.setFilter(param, data.checked === true ? '1' : '')}
    />
  );
}
