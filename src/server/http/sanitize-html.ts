import sanitize from 'sanitize-html';

// Rich text (group descriptions, SEO descriptions) comes from the Quill editor but is stored and
// later rendered as HTML, so the server keeps only what the editor's toolbar can produce.

const allowedTags = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'blockquote',
  'ol',
  'ul',
  'li',
  'a',
  'img',
  'span',
  'pre',
  'code',
];
const classes = ['ql-align-*', 'ql-indent-*'];
const webUrl = /^https?:\/\//i;
const linkUrl = /^(https?:\/\/|mailto:)/i;
// SVG can carry script; raster images are all the editor embeds.
const dataImage = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]+$/i;

/**
 * Quill writes every space as a non-breaking space. A run keeps its width (alternating normal and
 * non-breaking spaces) and a lone one becomes a plain space, so text wraps again.
 */
export function normaliseSpaces(text: string, afterSpace = false): string {
  let out = afterSpace ? ' ' : '';
  for (const ch of text) {
    if (ch === '\u00a0' || ch === ' ') out += out.endsWith(' ') ? '\u00a0' : ' ';
    else out += ch;
  }
  return afterSpace ? out.slice(1) : out;
}

const options: sanitize.IOptions = {
  allowedTags,
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedClasses: Object.fromEntries(allowedTags.map((tag) => [tag, classes])),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const safe: sanitize.Attributes = { rel: 'noopener noreferrer' };
      if (linkUrl.test(href)) safe.href = href;
      if (attribs.target === '_blank') safe.target = '_blank';
      return { tagName, attribs: safe };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const { src: _dropped, ...rest } = attribs;
      return { tagName, attribs: webUrl.test(src) || dataImage.test(src) ? { src, ...rest } : rest };
    },
  },
  // An image without a usable source shows nothing but a broken icon.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Allow-list sanitising of editor HTML before it is stored. */
export function sanitizeRichText(html: string): string {
  // The parser hands each entity over as its own text chunk, so a run is tracked across chunks.
  let previous = '';
  const reset = () => {
    previous = '';
  };
  const textFilter = (text: string) => {
    const out = normaliseSpaces(text, previous.endsWith(' '));
    previous = out;
    // The text arrives escaped; a kept non-breaking space is written as an entity so it stays visible.
    return out.replace(/\u00a0/g, '&nbsp;');
  };
  return sanitize(html, { ...options, textFilter, onOpenTag: reset, onCloseTag: reset }).trim();
}
