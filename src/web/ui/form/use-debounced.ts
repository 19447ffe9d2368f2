import { useEffect, useState } from 'react';

/** The typed text, passed on once typing pauses, so the server is not asked on every key. */
export function useDebounced(text: string, delay = 250): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

/** Labels of everything seen so far (saved values, search results), so chosen ids keep their names. */
export function useLabels(known: readonly { value: string; label: string }[], choices: readonly { value: string; label: string }[]) {
  const [labels, setLabels] = useState(() => new Map(known.map((choice) => [choice.value, choice.label])));
  const missing = choices.filter((choice) => labels.get(choice.value) !== choice.label);
  if (missing.length) setLabels(new Map([...labels, ...missing.map((choice) => [choice.value, choice.label] as const)]));
  return labels;
}
