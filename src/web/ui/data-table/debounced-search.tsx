import { useEffect, useRef, useState } from 'react';
import { SearchBox } from '@fluentui/react-components';

export interface DebouncedSearchProps {
  /** The committed search text (owned by the parent). */
  value: string;
  /** Called with the typed text once typing pauses for `delay` ms. */
  onChange: (value: string) => void;
  delay?: number;
  placeholder?: string;
  className?: string;
}

/** A search box labelled 'Search' that reports its text after a pause in typing. */
export function DebouncedSearch({ value, onChange, delay = 300, placeholder = 'Search', className }: DebouncedSearchProps) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (committed !== value) {
    // The parent changed (or confirmed) the search: show what it holds.
    setCommitted(value);
    setText(value);
  }

  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChangeRef.current(text), delay);
    return () => clearTimeout(timer);
  }, [text, value, delay]);

  return (
    <SearchBox
      className={className}
      aria-label="Search"
      placeholder={placeholder}
      value={text}
      onChange={(_, data) => setText(data.value)}
    />
  );
}
