import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN } from '../../../src/shared/contract/job';
import { slugFromTitle } from '../../../src/shared/rules/slug';

describe('slugFromTitle', () => {
  it('makes lower-case ASCII words joined by single hyphens, which the slug rule accepts', () => {
    for (const [title, slug] of [
      ['Senior QA Engineer', 'senior-qa-engineer'],
      ['  Backend Engineer (Node.js) ', 'backend-engineer-node-js'],
      ['Café Manager – Pune', 'cafe-manager-pune'],
      ['C++ / C# Developer!!', 'c-c-developer'],
    ]) {
      expect(slugFromTitle(title)).toBe(slug);
      expect(slug).toMatch(SLUG_PATTERN);
    }
  });

  it('is empty for a title without letters or digits', () => {
    expect(slugFromTitle('—!?')).toBe('');
  });

  it('keeps within the length asked, never ending on a hyphen', () => {
    const slug = slugFromTitle(`${'a'.repeat(179)} b`, 180);
    expect(slug).toBe('a'.repeat(179));
    expect(slugFromTitle('word '.repeat(100)).length).toBeLessThanOrEqual(200);
  });
});
