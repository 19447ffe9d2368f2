import { escape } from './html-escape';

// The frame of a server-rendered page (the API reference, the careers site): no script, one inline
// stylesheet (the HTML pages' CSP allows inline styles, never scripts).

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
