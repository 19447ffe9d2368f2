// Rules for the editor's HTML that both sides apply. Every function here is one linear pass:
// a regex such as /<[^>]*>/g backtracks quadratically on a run of '<' and froze the server.

/** The longest rich text (group description, job description) accepted, checked before any scan. */
export const RICH_TEXT_MAX_LENGTH = 200_000;
export const RICH_TEXT_TOO_LONG = 'The description is too long.';

const isSpace = (ch: string) => /\s/.test(ch);

/**
 * Quill's empty document is `<p><br></p>`: text or an image is what makes a description. A tag
 * runs from '<' to the next '>'; a '<' that no '>' closes is text, as the browser shows it.
 */
export function hasRichTextContent(html: string): boolean {
  let i = 0;
  while (i < html.length) {
    if (html[i] === '<') {
      const end = html.indexOf('>', i + 1);
      if (end === -1) return true;
      if (html.slice(i + 1, i + 4).toLowerCase() === 'img' && isSpace(html[i + 4] ?? '')) return true;
      i = end + 1;
    } else if (html.startsWith('&nbsp;', i)) {
      i += '&nbsp;'.length;
    } else if (isSpace(html[i])) {
      i += 1;
    } else {
      return true;
    }
  }
  return false;
}
