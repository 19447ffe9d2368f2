import { useEffect, useRef, useState } from 'react';
import { SearchBox } from '@fluentui/react-components';

export interface DebouncedSearchProps {
  /** The committed search text (owned by the parent). */
  value: string;
  /** Called with the typed text once typing pauses for `delay` ms, or when the box loses focus. */
  onChange: (value: string) => void;
  delay?: number;
  placeholder?: string;
  className?: string;
}

/** A search box labelled 'Search' that reports its text after a pause in typing. */
export function DebouncedSearch({ value, onChange, delay = 300, placeholder = 'Search', className }: DebouncedSearchProps) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  /** The last text this box reported: the parent echoing it back is no reason to touch the box. */
  const [reported, setReported] = useState(value);
  if (committed !== value) {
    setCommitted(value);
    // The parent changed the search (Back, a cleared filter): show what it holds. Its echo of a
    // report arriving after the user typed on would otherwise overwrite the newer text.
    if (value !== reported) {
      setText(value);
      setReported(value);
    }
  }

  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = (next: string) => {
      setReported(next);
      onChange(next);
    };
  });

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (text === value) return;
    timer.current = setTimeout(() => onChangeRef.current(text), delay);
    return () => clearTimeout(timer.current);
  }, [text, value, delay]);

  // Leaving the box (e.g. pressing a row's Edit) reports the text at once: a report still pending
  // when the user has started to go elsewhere would write the search over that navigation.
  const flush = () => {
    clearTimeout(timer.current);
    if (text !== value) onChangeRef.current(text);
  };

  return (
    <SearchBox
      className={className}
      aria-label="Search"
      placeholder={placeholder}
      value={text}
      onChange={(_, data) => setText(data.value)}
      onBlur={flush}
    />
  );
}
