import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { JobSeoEntries, SEO_CANONICAL_INVALID } from '../../../src/shared/contract/job';
import { canonicalWebUrl, jsonForScriptElement, stripMarkup } from '../../../src/shared/rules/seo-text';

describe('stripMarkup', () => {
  it('removes tags and comments, and the code inside script and style', () => {
    expect(stripMarkup('<script>x</script>Title')).toBe('Title');
    expect(stripMarkup('<SCRIPT type="module">x</Script >Title')).toBe('Title');
    expect(stripMarkup('<style>p{}</style><p>Senior <b>React</b> developer</p>')).toBe('Senior React developer');
    expect(stripMarkup('a<!-- <b>hidden</b> -->b')).toBe('ab');
    expect(stripMarkup('Title<img src=x onerror="alert(1)"')).toBe('Title');
    expect(stripMarkup('Title<script>never closed')).toBe('Title');
  });

  it('keeps a "<" that starts no tag, but never lets a removed tag join one to a name', () => {
    expect(stripMarkup('1 < 2 and 3 <= 4')).toBe('1 < 2 and 3 <= 4');
    expect(stripMarkup('<<b>script>alert(1)')).toBe('script>alert(1)');
    expect(stripMarkup('<<<i></i>img src=x>')).toBe('img src=x>');
    expect(stripMarkup('Tom &amp; Jerry')).toBe('Tom &amp; Jerry');
  });
  // Its time on long runs of "<", open tags and scripts: npm run bench:text.
});

describe('canonicalWebUrl', () => {
  it('takes absolute http(s) addresses in their encoded form and nothing else', () => {
    expect(canonicalWebUrl('https://careers.example.test/jobs/a')).toBe('https://careers.example.test/jobs/a');
    expect(canonicalWebUrl('HTTP://Example.test')).toBe('http://example.test/');
    expect(canonicalWebUrl('https://x.test/"><script>')).toBe('https://x.test/%22%3E%3Cscript%3E');
    for (const text of ['javascript:alert(1)', '/jobs/a', '//x.test/a', 'http:x.test', 'mailto:a@b.test', 'https://', 'https:// x']) {
      expect(canonicalWebUrl(text), text).toBeNull();
    }
  });
});

describe('jsonForScriptElement', () => {
  it('writes "<" as \\u003c, which parses back to the same value', () => {
    const json = '{"@context":"https://schema.org","name":"</script><!--"}';
    expect(jsonForScriptElement(json)).toBe('{"@context":"https://schema.org","name":"\\u003c/script>\\u003c!--"}');
    expect(JSON.parse(jsonForScriptElement(json))).toEqual(JSON.parse(json));
  });
});

describe('the Seo tab schema', () => {
  const seo = v.object(JobSeoEntries);
  it('gives the web form the canonical tag message and stores plain text', () => {
    const refused = v.safeParse(seo, { seoCanonicalTag: 'javascript:alert(1)' });
    expect(refused.issues?.map((issue) => issue.message)).toEqual([SEO_CANONICAL_INVALID]);
    const parsed = v.parse(seo, { seoMetaTitle: '<script>x</script>Title', seoKeyword: ['<b>a</b>', 'a'] });
    expect(parsed).toMatchObject({ seoMetaTitle: 'Title', seoKeyword: ['a'] });
  });
});
