import { hasRichTextContent } from '../../../shared/rules/rich-text';

/**
 * Quill's semantic HTML writes every space as `&nbsp;`. A lone one becomes a plain space and a run
 * alternates plain and non-breaking spaces, so text wraps again but keeps the width the user typed.
 * An empty document (`<p></p>`) becomes '' so "required" checks see it as empty.
 */
export function normaliseEditorHtml(html: string): string {
  if (!hasRichTextContent(html)) return '';
  return html.replace(/(?:&nbsp;|\u00a0| )+/g, (run) => {
    const count = run.match(/&nbsp;|\u00a0| /g)?.length ?? 0;
    let out = '';
    for (let i = 0; i < count; i++) out += i % 2 === 0 ? ' ' : '&nbsp;';
    return out;
  });
}

/** Readable names for the toolbar controls (Quill labels them with raw format names). */
export const TOOLBAR_LABELS: Record<string, string> = {
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'Strikethrough',
  blockquote: 'Quote',
  'list: ordered': 'Numbered list',
  'list: bullet': 'Bulleted list',
  'indent: -1': 'Decrease indent',
  'indent: +1': 'Increase indent',
  link: 'Link',
  image: 'Image',
};

/** The spec's toolbar: header, bold, italic, underline, strike, blockquote, lists, indent, link, image. */
export const RICH_TEXT_TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  ['blockquote'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ indent: '-1' }, { indent: '+1' }],
  ['link', 'image'],
];
