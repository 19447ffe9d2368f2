import { describe, expect, it } from 'vitest';
import { hasRichTextContent, RICH_TEXT_MAX_LENGTH } from '../../src/shared/rules/rich-text';
import { fastestOf } from '../support/timing';

describe('hasRichTextContent', () => {
  it('sees text or an image as content, and tags, spaces and &nbsp; as empty', () => {
    for (const empty of ['', '<p><br></p>', '<p>&nbsp; </p>', '<p>\u00a0\n\t</p>', '<h1></h1><p class="ql-indent-1"> </p>']) {
      expect(hasRichTextContent(empty), empty).toBe(false);
    }
    for (const filled of ['x', '<p>a</p>', '<p><img src="https://x.test/a.png"></p>', '<IMG\nsrc="a.png">', '&amp;', '1 < 2', '<p>a</p><']) {
      expect(hasRichTextContent(filled), filled).toBe(true);
    }
  });

  it('reads a tag from "<" to the next ">", as the browser shows it', () => {
    expect(hasRichTextContent('<p title="a<b"></p>')).toBe(false);
    expect(hasRichTextContent('<<p>')).toBe(false);
    expect(hasRichTextContent('<imgx>')).toBe(false);
  });

  it('scans the longest accepted description of "<" or of open tags in linear time', async () => {
    const inputs = ['<'.repeat(RICH_TEXT_MAX_LENGTH), `<p${' a'.repeat(RICH_TEXT_MAX_LENGTH / 2)}`, '<>'.repeat(RICH_TEXT_MAX_LENGTH / 2), '&nbsp'.repeat(RICH_TEXT_MAX_LENGTH / 5)];
    for (const html of inputs) {
      expect(await fastestOf(3, () => hasRichTextContent(html)), html.slice(0, 10)).toBeLessThan(50);
    }
  });
});
