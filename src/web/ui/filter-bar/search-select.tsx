import { useId, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { Combobox, Label, Option, OptionGroup, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { SearchResult } from '../form/choice';
import { useDebounced, useLabels } from '../form/use-debounced';

export interface SearchSelectProps {
  label: string;
  /** The chosen value, '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The choices for the typed text (a server search; the text arrives once typing pauses); `group` heads a set. */
  useSearch: (search: string) => SearchResult;
  /** The chosen value's name when the choices may not hold it (a shared link, a record past the first page); undefined while unknown. */
  selectedLabel?: string;
  /** The first choice, meaning no filter (value ''); none when a value must be chosen. */
  anyLabel?: string;
  placeholder?: string;
  /** Label beside the box (a filter row) or above it (a form or a card's footer). */
  layout?: 'inline' | 'stacked';
  size?: 'small' | 'medium';
  className?: string;
}

// The 'no filter' choice: Fluent gives an option with an empty value no way to be told apart from none.
const ANY = '\u0000any';

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalXS, minWidth: 0, maxWidth: '100%' },
  inline: { flexWrap: 'wrap', alignItems: 'center' },
  stacked: { flexDirection: 'column', rowGap: tokens.spacingVerticalXXS },
  // As a Field's label sits above its control, so the picker lines up with the selects beside it.
  stackedLabel: { paddingTop: tokens.spacingVerticalXXS, paddingBottom: tokens.spacingVerticalXXS },
  // Fluent's box is 250 px at least; in a narrow card or filter row it takes what there is instead.
  box: { minWidth: 0, maxWidth: '100%' },
  // Beside its label in a row of filters: as wide as a job title needs, less on a phone.
  inlineBox: { width: '260px' },
  // The results are as wide as a long name needs, not as narrow as a box in a card's footer.
  listbox: { minWidth: 'min(320px, calc(100vw - 24px))' },
  // A long name ends in an ellipsis; the box's title says it whole.
  input: { minWidth: 0, width: '100%', textOverflow: 'ellipsis' },
});

/**
 * Entering the box selects the chosen name, so typing replaces it rather than adding to it. A click
 * would put the caret where it landed once the button is up: that mouse-up is skipped.
 */
function useReplaceOnType() {
  const clickedIn = useRef(false);
  return {
    onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
    onMouseDown: (event: MouseEvent<HTMLInputElement>) => {
      clickedIn.current = document.activeElement !== event.currentTarget;
    },
    onMouseUp: (event: MouseEvent<HTMLInputElement>) => {
      if (clickedIn.current) event.preventDefault();
      clickedIn.current = false;
    },
  };
}

/**
 * A labelled picker of one record out of more than a list can hold (jobs, people): typing searches
 * on the server, the choice keeps its name whether or not the current results hold it.
 */
export function SearchSelect({
  label,
  value,
  onChange,
  useSearch,
  selectedLabel,
  anyLabel,
  placeholder,
  layout = 'stacked',
  size = 'medium',
  className,
}: SearchSelectProps) {
  const styles = useStyles();
  const id = useId();
  const replaceOnType = useReplaceOnType();
  // While typing the box shows the typed text; otherwise the chosen record's name.
  const [text, setText] = useState<string | null>(null);
  const search = useDebounced(text ?? '');
  const { choices, isLoading } = useSearch(search);
  const labels = useLabels([], choices);
  const chosenLabel = value === '' ? (anyLabel ?? '') : (labels.get(value) ?? selectedLabel ?? '');
  const groups = [...new Set(choices.map((choice) => choice.group))];
  const options = (group: string | undefined) =>
    choices
      .filter((choice) => choice.group === group)
      .map((choice) => (
        <Option key={choice.value} value={choice.value} text={choice.label} disabled={choice.disabled}>
          {choice.label}
        </Option>
      ));

  return (
    <span className={mergeClasses(styles.root, styles[layout], className)}>
      <Label htmlFor={id} size={size} className={layout === 'stacked' ? styles.stackedLabel : undefined}>
        {label}
      </Label>
      <Combobox
        id={id}
        className={mergeClasses(styles.box, layout === 'inline' && styles.inlineBox)}
        input={{ className: styles.input, title: chosenLabel || undefined, ...replaceOnType }}
        listbox={{ className: styles.listbox }}
        size={size}
        value={text ?? chosenLabel}
        selectedOptions={value === '' ? (anyLabel === undefined ? [] : [ANY]) : [value]}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onOptionSelect={(_, data) => {
          // Typing clears Fluent's selection (no option value): the typed text stays, the choice with it.
          if (data.optionValue === undefined) return;
          setText(null);
          onChange(data.optionValue === ANY ? '' : data.optionValue);
        }}
        onBlur={() => setText(null)}
      >
        {anyLabel !== undefined && (
          <Option value={ANY} text={anyLabel}>
            {anyLabel}
          </Option>
        )}
        {groups.map((group) =>
          group === undefined ? (
            options(group)
          ) : (
            <OptionGroup key={group} label={group}>
              {options(group)}
            </OptionGroup>
          ),
        )}
        {!isLoading && choices.length === 0 && (
          <Option value="" text="" disabled>
            {search ? `Nothing matches '${search}'` : 'Nothing to choose yet'}
          </Option>
        )}
      </Combobox>
    </span>
  );
}
