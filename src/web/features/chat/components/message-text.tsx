import { Fragment } from 'react';
import { Link } from '@fluentui/react-components';

// Messages are plain text (issue 12): React escapes it, and only http(s) addresses become links.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
/** Punctuation that usually ends the sentence, not the address. */
const TRAILING = /[.,;:!?)\]}'"]+$/;

export interface TextPart {
  text: string;
  href?: string;
}

/** The text cut into plain parts and links. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: url, href: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

export interface MessageTextProps {
  text: string;
}

/** A message's text with its links clickable (new tab, no opener). */
export function MessageText({ text }: MessageTextProps) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.href ? (
          <Link key={index} href={part.href} target="_blank" rel="noopener noreferrer" inline>
            {part.text}
          </Link>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
