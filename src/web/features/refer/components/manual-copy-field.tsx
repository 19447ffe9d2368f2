import { useEffect, useRef } from 'react';
import { Field, Input } from '@fluentui/react-components';

/** The share link in a read-only box, selected, for copying by hand when the clipboard is out of reach. */
export function ManualCopyField({ url }: { url: string }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [url]);
  return (
    <Field label="Your share link" hint="The link could not be copied for you: select it and copy it by hand.">
      <Input ref={input} readOnly value={url} onFocus={(event) => event.target.select()} />
    </Field>
  );
}
