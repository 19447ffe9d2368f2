// The Seo tab's fields end up in a page's <head> (title, meta tags, a canonical link, a JSON-LD
// script), so they are stored in a form that is safe there. Each function is one linear pass.

const startsTag = (ch: string | undefined) => ch !== undefined && /[A-Za-z/!?]/.test(ch);
/** Elements whose content is code, not text: it goes with the tags. */
const CODE_ELEMENTS = new Set(['script', 'style']);

/** Where the markup that starts at `open` (a '<') ends, or -1 when it runs to the end. */
function markupEnd(text: string, lower: string, open: number): number {
  if (text.startsWith('<!--', open)) {
    const close = text.indexOf('-->', open + 4);
    return close === -1 ? -1 : close + 3;
  }
  const close = text.indexOf('>', open + 1);
  if (close === -1) return -1;
  let nameEnd = open + 1;
  while (nameEnd < close && /[a-z]/.test(lower[nameEnd])) nameEnd += 1;
  const name = lower.slice(open + 1, nameEnd);
  if (!CODE_ELEMENTS.has(name)) return close + 1;
  const closingTag = lower.indexOf(`</${name}`, close + 1);
  if (closingTag === -1) return -1;
  const closingEnd = text.indexOf('>', closingTag);
  return closingEnd === -1 ? -1 : closingEnd + 1;
}

/**
 * Plain text from text that may hold markup: tags and comments are removed, and so is the code
 * inside <script> and <style> ('<script>x</script>Title' → 'Title'); an unfinished tag takes the
 * rest with it. A '<' that starts no tag ('1 < 2') stays, unless removing a tag would join it to
 * a name (`<<b>script>`).
 */
export function stripMarkup(text: string): string {
  // ASCII only, so every index in `lower` is the same character's index in `text`.
  const lower = text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  // Text pieces hold no '<', so a piece that is exactly '<' is a kept bracket.
  const pieces: string[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('<', i);
    const piece = text.slice(i, open === -1 ? text.length : open);
    if (startsTag(piece[0])) while (pieces.at(-1) === '<') pieces.pop();
    if (piece !== '') pieces.push(piece);
    if (open === -1) break;
    if (!startsTag(text[open + 1])) {
      pieces.push('<');
      i = open + 1;
      continue;
    }
    const end = markupEnd(text, lower, open);
    if (end === -1) break;
    i = end;
  }
  return pieces.join('').trim();
}

/**
 * The canonical tag as an absolute http(s) URL in its normal form (quotes and angle brackets
 * percent-encoded), or null when it is not one (`javascript:…`, `/jobs/x`, `//host/x`).
 */
export function canonicalWebUrl(text: string): string | null {
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.hostname === '' ? null : url.href;
  } catch {
    return null;
  }
}

/**
 * JSON text that can sit inside a <script> element: '<' is written as the JSON escape \u003c,
 * so '</script>' or '<!--' in a string cannot end the element. Outside strings JSON has no '<',
 * so the text still parses to the same value.
 */
export function jsonForScriptElement(json: string): string {
  return json.replaceAll('<', '\\u003c');
}
