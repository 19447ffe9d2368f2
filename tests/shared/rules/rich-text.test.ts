import { describe, expect, it } from 'vitest';
import { hasRichTextContent } from '../../../src/shared/rules/rich-text';

describe('hasRichTextContent', () => {
  it('sees text or an image as content, and tags, spaces and &nbsp; as empty', () => {
    for (const empty of ['', '<p><br></p>', '<p>&nbsp; </p>', '<p>\u00a0\n\t</p>', '<h1></h1><p class="ql-indent-1"> </p>']) {
      expect(hasRichTextContent(empty), empty).toBe(false);
    }
    for (const filled of [
      'x',
      '<p>a</p>',
      '<p><img src="https://x.test/a.png"></p>',
      '<IMG\nsrc="a.png">',
      '&amp;',
      '1 < 2',
      '<p>a</p><',
    ]) {
      expect(hasRichTextContent(filled), filled).toBe(true);
    }
  });

  it('reads a tag from "<" to the next ">", as the browser shows it', () => {
    expect(hasRichTextContent('<p title="a<b"></p>')).toBe(false);
    expect(hasRichTextContent('<<p>')).toBe(false);
    expect(hasRichTextContent('<imgx>')).toBe(false);
  });
  // Its time on the longest accepted description of "<" or of open tags: npm run bench:text.
});
