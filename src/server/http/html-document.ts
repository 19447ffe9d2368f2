import { escape } from './html-escape';

// The frame of a server-rendered page (the API reference, the careers site): no script, one inline
// stylesheet (the HTML pages' CSP allows inline styles, never scripts). And the JSON data blocks the
// web app's index.html carries: a data block is never run, so the CSP has nothing to say about it.

export interface HtmlDocument {
  title: string;
  /** Trusted markup for <head> after the title, built with `escape` around every value. */
  head?: string;
  styles: string;
  /** Trusted markup for <body>. */
  body: string;
}

export function htmlDocument({ title, head = '', styles, body }: HtmlDocument): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
${head}<style>${styles}</style>
</head>
<body>
${body}
</body>
</html>`;
}

const markupCharacters = /[<>&]/g;

/**
 * A JSON data block (`<script type="application/json" id>`) for a page to read with JSON.parse. The
 * element ends at the first `</script` in it, and `<!--` would change how it is parsed, whatever the
 * type: every `<`, `>` and `&` of the JSON is written as its `\u` escape, which JSON.parse reads
 * back as the same character, so no value can end the element or open markup in it.
 */
export function jsonDataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(markupCharacters, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${escape(id)}">${json}</script>`;
}
