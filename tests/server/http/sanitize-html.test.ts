import { describe, expect, it } from 'vitest';
import { normaliseSpaces, sanitizeRichText } from '../../../src/server/http/sanitize-html';

describe('sanitizeRichText', () => {
  it('keeps what the editor toolbar produces', () => {
    const html =
      '<h2>Title</h2><p class="ql-align-center"><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><blockquote>q</blockquote>' +
      '<ol><li class="ql-indent-1">one</li></ol><ul><li>two</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('strips scripts, event handlers, styles and unknown classes', () => {
    expect(sanitizeRichText('<p>hi<script>alert(1)</script></p>')).toBe('<p>hi</p>');
    expect(sanitizeRichText('<p onclick="x()" style="color:red" class="evil ql-indent-2">a</p>')).toBe('<p class="ql-indent-2">a</p>');
    expect(sanitizeRichText('<img src="https://x.test/a.png" onerror="alert(1)">')).toBe('<img src="https://x.test/a.png" />');
    expect(sanitizeRichText('<iframe src="https://x.test"></iframe><style>p{}</style><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('forces rel on links and drops javascript: and other schemes', () => {
    expect(sanitizeRichText('<a href="https://x.test" target="_blank">x</a>')).toBe(
      '<a rel="noopener noreferrer" href="https://x.test" target="_blank">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.test" rel="opener">m</a>')).toBe(
      '<a rel="noopener noreferrer" href="mailto:a@b.test">m</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="/relative">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it('keeps http(s) and raster data images, drops other image sources', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(sanitizeRichText(`<img src="${png}" alt="a">`)).toBe(`<img src="${png}" alt="a" />`);
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeRichText('<p><img src="ftp://x.test/a.png">t</p>')).toBe('<p>t</p>');
  });

  it('turns Quill non-breaking spaces back into spaces, keeping the width of runs', () => {
    expect(sanitizeRichText('<p>a&nbsp;b&nbsp;c</p>')).toBe('<p>a b c</p>');
    expect(sanitizeRichText('<p>a&nbsp;&nbsp;&nbsp;b</p>')).toBe('<p>a &nbsp; b</p>');
    expect(normaliseSpaces('x\u00a0\u00a0y')).toBe('x \u00a0y');
  });

  it('escapes text', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp; &lt;b&gt;</p>')).toBe('<p>1 &lt; 2 &amp; &lt;b&gt;</p>');
  });

  // Its time on the longest accepted description of "<", spaces or open tags: npm run bench:text.
  it('keeps a run of "<" as escaped text', () => {
    expect(sanitizeRichText('<'.repeat(4))).toBe('&lt;&lt;&lt;&lt;');
  });
});
