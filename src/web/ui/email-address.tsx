import { Fragment } from 'react';

/**
 * An e-mail address that, when it must wrap, wraps after the '@' or before a '.' rather than
 * mid-word (the cell's overflow-wrap still breaks a part too long for any line).
 */
export function EmailAddress({ value }: { value: string }) {
  const parts = value.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
