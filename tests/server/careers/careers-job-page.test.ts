import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';
import { recordingStatements } from '../../support/statement-log';
import { createApp } from '../../../src/server/app';
import { createJobLookups } from '../../support/job-factory';
import { careersWorkspace, jsonLdScripts, metaContent } from '../../support/careers-fixture';
import { jobPostingProblems } from '../../support/job-posting-rules';
import { companies, questionGroups, questions, seoGraphs } from '../../../src/server/db/schema';
import { eq } from 'drizzle-orm';
import { APPLY_FIELDS, DEFAULT_PRIVACY_NOTICE, JOB_CLOSED, answerField } from '../../../src/shared/contract/careers-apply';
import { EMAIL_MAX, EXPERIENCE_MAX, NAME_MAX, PHONE_MAX, PHONE_MIN } from '../../../src/shared/contract/application-intake';

// GET /careers/{workspace}/{job}: the page, its SEO head and JSON-LD, the apply form, the public
// images, and 410 for every job that is not open. Clock: 2026-11-22 09:00 UTC.

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7]);

let t: TestApp;
let acme: { id: number; key: string };
let site: Awaited<ReturnType<typeof careersWorkspace>>;
let lookups: Awaited<ReturnType<typeof createJobLookups>>;
let graphId: number;
let groupId: number;

const get = async (path: string) => {
  const response = await t.app.request(path);
  return { status: response.status, html: await response.text(), headers: response.headers };
};

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.factories.tenant('page-acme');
  const globex = await t.factories.tenant('page-globex');
  lookups = await createJobLookups(t.db, acme.id);
  site = await careersWorkspace(t.db, acme, 'Acme Corporation');
  const globexSite = await careersWorkspace(t.db, globex, 'Globex');
  const [group] = await t.db.insert(questionGroups).values({ appId: acme.id, questionGroupName: 'Screening' }).returning();
  groupId = group.id;
  const asked = (question: string, type: string, extra: Partial<typeof questions.$inferInsert> = {}) => ({
    appId: acme.id,
    questionGroupId: group.id,
    question,
    type,
    ...extra,
  });
  await t.db
    .insert(questions)
    .values([
      asked('Why us?', 'short_text', { required: 1, sortOrder: 1 }),
      asked('Tell us more', 'long_text', { sortOrder: 2 }),
      asked('Can you relocate?', 'yes_no', { sortOrder: 3, required: 1 }),
      asked('Preferred shift', 'single_choice', { sortOrder: 4, options: ['Day', 'Night'] }),
      asked('Languages', 'multiple_choice', { sortOrder: 5, options: ['English', 'Hindi'] }),
      asked('Notice period (weeks)', 'number', { sortOrder: 6 }),
      asked('Inactive question', 'short_text', { sortOrder: 7, status: 0 }),
    ]);
  const imagePath = await t.deps.storage.put(PNG, 'png');
  const job = await site.job({
    jobTitle: 'Backend Engineer',
    jobCode: 'ENG-7',
    slug: 'backend-engineer',
    jobDescription: '<p>Build <strong>APIs</strong> &amp; services.</p>',
    departmentId: lookups.department.id,
    locationId: lookups.location.id,
    countryId: lookups.country.id,
    jobTypeId: lookups.jobType.id,
    employmentTypeId: lookups.employmentType.id,
    minExperience: 2,
    maxExperience: 5,
    numberOfPositions: 3,
    expiryDate: '2026-12-31',
    questionGroupId: group.id,
    seoMetaTitle: 'Backend Engineer in Pune | Acme',
    seoMetaDescription: 'Join Acme as a backend engineer.',
    seoFocusKeyword: 'backend jobs',
    seoKeywords: ['node', 'postgres'],
    seoImagePath: imagePath,
  });
  const [graph] = await t.db
    .insert(seoGraphs)
    .values({
      appId: acme.id,
      jobId: job.id,
      title: 'About Acme',
      type: 'Organization',
      description: '<p>We build &amp; ship.</p>',
      imagePath: await t.deps.storage.put(PNG, 'png'),
      keywords: ['acme'],
    })
    .returning();
  graphId = graph.id;
  await site.job({
    jobTitle: 'Remote Writer',
    employmentCategoryId: 1,
    countryId: lookups.country.id,
    seoIndex: 0,
    seoCanonicalTag: 'https://jobs.acme.test/writer',
  });
  await site.job({ jobTitle: '</script><script>alert(1)</script>', slug: 'escaped' });
  await site.job({ jobTitle: 'Closed', slug: 'closed', jobStatusId: 3 });
  await site.job({ jobTitle: 'Expired', slug: 'expired', expiryDate: '2026-11-21', seoImagePath: imagePath });
  await site.job({ jobTitle: 'Saved', slug: 'saved' }, false);
  await globexSite.job({ jobTitle: 'Globex secret', slug: 'globex-secret' });
});

afterAll(async () => {
  await t.close();
});

describe('careers job page', () => {
  it('shows the job with its facts, description as stored, skills and SEO head', async () => {
    const { status, html } = await get('/careers/page-acme/backend-engineer');
    expect(status).toBe(200);
    expect(html).toContain('<title>Backend Engineer in Pune | Acme</title>');
    expect(html).toContain('<h1>Backend Engineer</h1>');
    expect(html).toContain('<p>Build <strong>APIs</strong> &amp; services.</p>');
    for (const fact of [
      'Acme Corporation',
      lookups.location.locationDisplay,
      lookups.jobType.jobType,
      lookups.employmentType.employmentType,
      '2–5 years',
      'ENG-7',
      '2026-11-20',
      '2026-12-31',
    ])
      expect(html).toContain(fact);
    expect(metaContent(html, 'description')).toBe('Join Acme as a backend engineer.');
    expect(metaContent(html, 'keywords')).toBe('node, postgres, backend jobs');
    expect(metaContent(html, 'robots')).toBeNull();
    expect(metaContent(html, 'og:title')).toBe('Backend Engineer in Pune | Acme');
    expect(metaContent(html, 'og:image')).toBe('http://localhost/careers/page-acme/backend-engineer/image');
    expect(html).toContain('<link rel="canonical" href="http://localhost/careers/page-acme/backend-engineer">');
  });

  it('reads the database twice: the workspace, then the job with its skills, graph entries and questions', async () => {
    const recording = recordingStatements(t.db);
    const response = await createApp({ ...t.deps, db: recording.db }).request('/careers/page-acme/backend-engineer');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('About Acme');
    expect(html).toContain('Notice period (weeks)');
    expect(recording.statements).toHaveLength(2);
  });

  it('carries one valid JobPosting JSON-LD with the linked SEO graph entries', async () => {
    const { html } = await get('/careers/page-acme/backend-engineer');
    const scripts = jsonLdScripts(html);
    expect(scripts).toHaveLength(1);
    expect(jobPostingProblems(scripts[0])).toEqual([]);
    const [posting, entry] = (scripts[0] as { '@graph': Record<string, unknown>[] })['@graph'];
    expect(posting).toMatchObject({
      title: 'Backend Engineer',
      description: '<p>Build <strong>APIs</strong> &amp; services.</p>',
      datePosted: '2026-11-20',
      validThrough: '2026-12-31T23:59:59Z',
      employmentType: 'FULL_TIME',
      identifier: { '@type': 'PropertyValue', name: 'Acme Corporation', value: 'ENG-7' },
      directApply: true,
      hiringOrganization: { '@type': 'Organization', name: 'Acme Corporation', logo: 'http://localhost/default-logo.svg' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: lookups.city.city, addressCountry: 'IN' } },
    });
    expect(posting.hiringOrganization).not.toHaveProperty('sameAs');
    expect(entry).toEqual({
      '@type': 'Organization',
      name: 'About Acme',
      description: 'We build & ship.',
      image: `http://localhost/careers/page-acme/backend-engineer/graph/${graphId}/image`,
      keywords: 'acme',
    });
  });

  it('marks a remote job TELECOMMUTE with the country applicants must be in; noindex and the stored canonical', async () => {
    const list = await get('/careers/page-acme');
    const path = /href="(\/careers\/page-acme\/\d+)">Remote Writer/.exec(list.html)?.[1];
    const { html } = await get(path!);
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(html).toContain('<link rel="canonical" href="https://jobs.acme.test/writer">');
    const posting = (jsonLdScripts(html)[0] as { '@graph': Record<string, unknown>[] })['@graph'][0];
    expect(jobPostingProblems(jsonLdScripts(html)[0])).toEqual([]);
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: lookups.country.name },
    });
    expect(html).toContain(`Remote (applicants in ${lookups.country.name})`);
  });

  it('builds absolute addresses on PUBLIC_URL when it is set', async () => {
    t.deps.publicUrl = 'https://careers.acme.example';
    try {
      const { html } = await get('/careers/page-acme/backend-engineer');
      expect(html).toContain('<link rel="canonical" href="https://careers.acme.example/careers/page-acme/backend-engineer">');
      expect(metaContent(html, 'og:image')).toBe('https://careers.acme.example/careers/page-acme/backend-engineer/image');
    } finally {
      delete t.deps.publicUrl;
    }
  });

  it('escapes every value: a title holding </script> cannot break out of the page or the JSON-LD', async () => {
    const { html } = await get('/careers/page-acme/escaped');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect((jsonLdScripts(html)[0] as { '@graph': { title: string }[] })['@graph'][0].title).toBe('</script><script>alert(1)</script>');
  });

  it('answers 410 with a closed page for a closed, expired, unpublished or deleted job, and for another workspace’s', async () => {
    for (const slug of ['closed', 'expired', 'saved', 'no-such-job', 'globex-secret', '999999', '0', '-1', '1e3']) {
      const { status, html } = await get(`/careers/page-acme/${slug}`);
      expect(status, slug).toBe(410);
      expect(html).toContain(JOB_CLOSED);
      expect(html).toContain('href="/careers/page-acme"');
      expect(html).not.toContain('Globex secret');
    }
    expect((await get('/careers/page-globex/globex-secret')).status).toBe(200);
    expect((await get('/careers/page-acme/a%00b')).status).toBe(404);
  });

  it('serves the SEO images of open jobs only, typed by their content', async () => {
    const image = await get('/careers/page-acme/backend-engineer/image');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await get(`/careers/page-acme/backend-engineer/graph/${graphId}/image`)).status).toBe(200);
    expect((await get('/careers/page-acme/expired/image')).status).toBe(404);
    expect((await get(`/careers/page-acme/escaped/graph/${graphId}/image`)).status).toBe(404);
    expect((await get('/careers/page-acme/escaped/graph/abc/image')).status).toBe(404);
    expect((await get('/careers/page-globex/backend-engineer/image')).status).toBe(404);
  });
});

describe('apply form', () => {
  it('posts multipart to the job’s apply address with every field, its limit said, and the questions by type', async () => {
    const { html } = await get('/careers/page-acme/backend-engineer');
    expect(html).toContain('<form method="post" enctype="multipart/form-data" action="/careers/page-acme/backend-engineer/apply">');
    for (const name of [
      APPLY_FIELDS.firstName,
      APPLY_FIELDS.lastName,
      APPLY_FIELDS.applicantEmail,
      APPLY_FIELDS.phoneNumber,
      APPLY_FIELDS.experience,
      APPLY_FIELDS.resume,
      APPLY_FIELDS.consent,
    ])
      expect(html).toContain(`name="${name}"`);
    expect(html).toContain(`Up to ${NAME_MAX} characters.`);
    expect(html).toContain(`Up to ${EMAIL_MAX} characters.`);
    expect(html).toContain(`${PHONE_MIN} to ${PHONE_MAX} characters`);
    expect(html).toContain(`Whole years from 0 to ${EXPERIENCE_MAX}.`);
    expect(html).toContain('PDF, up to 5 MB');
    const [whyUs, more, relocate, shift, languages, notice] = await t.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.questionGroupId, groupId))
      .orderBy(questions.sortOrder);
    expect(html).toMatch(new RegExp(`<input type="text" id="[^"]+" name="answer\\[${whyUs.id}\\]" value="" maxlength="\\d+" required`));
    expect(html).toContain(`<textarea id="apply-answer-${more.id}" name="${answerField(more.id)}"`);
    expect(html.match(new RegExp(`type="radio" name="answer\\[${relocate.id}\\]"`, 'g'))).toHaveLength(2);
    expect(html.match(new RegExp(`type="radio" name="answer\\[${shift.id}\\]"`, 'g'))).toHaveLength(2);
    expect(html.match(new RegExp(`type="checkbox" name="answer\\[${languages.id}\\]"`, 'g'))).toHaveLength(2);
    expect(html).toContain(`<input type="number" step="any" id="apply-answer-${notice.id}" name="${answerField(notice.id)}"`);
    expect(html).not.toContain('Inactive question');
    expect(html.indexOf('Why us?')).toBeLessThan(html.indexOf('Notice period'));
  });

  it('shows the privacy notice, hides the honeypot from people, and asks referral consent only with ?ref=', async () => {
    const plain = (await get('/careers/page-acme/backend-engineer')).html;
    expect(plain).toContain(DEFAULT_PRIVACY_NOTICE);
    expect(plain).toMatch(/<div class="away" aria-hidden="true">.*name="website" tabindex="-1" autocomplete="off">/);
    expect(plain).not.toContain(`name="${APPLY_FIELDS.referralConsent}"`);
    await t.db.update(companies).set({ privacyNotice: 'Our own <notice>.' }).where(eq(companies.appId, acme.id));
    const referred = (
      await get('/careers/page-acme/backend-engineer?ref=abc123&source=linkedin&utm_source=mail&utm_medium=x&utm_campaign=%22q%22')
    ).html;
    expect(referred).toContain('Our own &lt;notice&gt;.');
    expect(referred).toContain(`name="${APPLY_FIELDS.referralConsent}"`);
    expect(referred).toContain('I agree to be referred by the employee who shared this link');
    for (const [name, value] of [
      ['ref', 'abc123'],
      ['source', 'linkedin'],
      ['utm_source', 'mail'],
      ['utm_medium', 'x'],
      ['utm_campaign', '&quot;q&quot;'],
    ])
      expect(referred).toContain(`<input type="hidden" name="${name}" value="${value}">`);
  });
});

describe('the JobPosting check', () => {
  it('fails on a missing required field', async () => {
    const { html } = await get('/careers/page-acme/backend-engineer');
    const valid = jsonLdScripts(html)[0] as { '@graph': Record<string, unknown>[] };
    for (const field of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation']) {
      const [posting, ...rest] = valid['@graph'];
      const { [field]: _dropped, ...without } = posting;
      expect(jobPostingProblems({ ...valid, '@graph': [without, ...rest] }), field).not.toEqual([]);
    }
    expect(jobPostingProblems({ ...valid, '@graph': [{ ...valid['@graph'][0], employmentType: 'SOMETIMES' }] })).not.toEqual([]);
    expect(jobPostingProblems({ '@graph': [] })).not.toEqual([]);
  });
});
