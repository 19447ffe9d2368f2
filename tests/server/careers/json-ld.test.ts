import { describe, expect, it } from 'vitest';
import { employmentTypes, endOfDay, jsonLdScript, plainText } from '../../../src/server/careers/json-ld';

describe('JobPosting pieces', () => {
  it('maps the seeded job and employment type names to Google’s employment types', () => {
    expect(employmentTypes(['Full Time', 'Permanent'])).toEqual(['FULL_TIME']);
    expect(employmentTypes(['Part Time', 'Temporary'])).toEqual(['PART_TIME', 'TEMPORARY']);
    expect(employmentTypes(['Contract', 'Consultant'])).toEqual(['CONTRACTOR']);
    expect(employmentTypes(['Freelance', null])).toEqual(['CONTRACTOR']);
    expect(employmentTypes(['Internship', 'Apprentice'])).toEqual(['INTERN', 'OTHER']);
    expect(employmentTypes(['Volunteer', 'Per diem'])).toEqual(['VOLUNTEER', 'PER_DIEM']);
    expect(employmentTypes([null, null])).toEqual([]);
  });

  it('ends the expiry day at its last second in the workspace’s time zone', () => {
    expect(endOfDay('Asia/Kolkata', '2026-12-31')).toBe('2026-12-31T23:59:59+05:30');
    expect(endOfDay('America/Chicago', '2026-07-01')).toBe('2026-07-01T23:59:59-05:00');
    expect(endOfDay('UTC', '2026-07-01')).toBe('2026-07-01T23:59:59Z');
  });

  it('turns sanitized HTML into one line of text', () => {
    expect(plainText('<p>We build &amp; ship.</p><ul><li>Fast</li><li>Safe</li></ul>')).toBe('We build & ship. Fast Safe');
    expect(plainText('<p>1 &lt; 2&nbsp;and &quot;x&quot; &#39;y&#39;</p>')).toBe('1 < 2 and "x" \'y\'');
  });

  it('writes a script no value can close', () => {
    const script = jsonLdScript({ title: '</script><!--' });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>')))).toEqual({ title: '</script><!--' });
  });
});
