import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobDetail } from '../../../../src/shared/contract/job-views';
import { withStoredImage } from '../../../../src/server/modules/job/seo-image';
import { sniffImage } from '../../../../src/server/storage/file-type';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { memoryFileStore } from '../../../support/memory-file-store';
import { createJob, jobTables } from '../../../support/job-factory';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let employee: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('job-seo-a');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  employee = await t.factories.user(tenant, 'employee');
  outsider = await t.factories.user(await t.factories.tenant('job-seo-b'), 'admin');
});
afterAll(() => t.close());

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const image = (magic: number[], name = 'seo.png', size = 16) => {
  const bytes = new Uint8Array(size);
  bytes.set(magic);
  return new File([bytes], name);
};
const saveSeo = (id: number, json: Record<string, unknown>, as = admin) => t.call('POST', `/api/job/${id}/seo`, { as, json });
const upload = (id: number, file: unknown, as = admin) => t.call('POST', `/api/job/${id}/seo-image`, { as, form: { file } });
const fetchImage = (id: number, as = admin) =>
  t.app.request(`/api/job/${id}/seo-image?app=${as.appKey}`, { headers: { authorization: `Bearer ${as.token}` } });

describe('POST /api/job/{id}/seo', () => {
  let jobId: number;
  let snapshot: Awaited<ReturnType<typeof jobTables>>;
  beforeEach(async () => {
    jobId = (await createJob(t.db, admin.appId, { jobTitle: 'Seo job', slug: null, jobCode: null })).id;
    snapshot = await jobTables(t.db, admin.appId);
  });
  const unchanged = async () => expect(await jobTables(t.db, admin.appId)).toEqual(snapshot);

  it('saves the Seo tab fields alone and answers the job', async () => {
    const response = await saveSeo(jobId, {
      slug: 'Seo-Job',
      seoMetaTitle: 'Seo job | Careers',
      seoMetaDescription: 'Join us.',
      seoFocusKeyword: 'seo job',
      seoCanonicalTag: 'https://careers.example.test/jobs/seo-job',
      customSeoSchema: '{"@context":"https://schema.org","@type":"JobPosting"}',
      seoIndex: 0,
      seoKeyword: ['seo', 'careers', 'seo'],
      jobTitle: 'Not a Seo field',
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Your change has been successfully submitted');
    expect(response.body.data).toMatchObject({
      jobTitle: 'Seo job',
      slug: 'seo-job',
      jobSlug: 'seo-job',
      seoMetaTitle: 'Seo job | Careers',
      seoIndex: 0,
      seoKeyword: ['seo', 'careers'],
      customSeoSchema: '{"@context":"https://schema.org","@type":"JobPosting"}',
    });
  });

  it('changes only the fields sent, and clears those sent empty', async () => {
    await saveSeo(jobId, { slug: 'partial', seoMetaTitle: 'Title', seoFocusKeyword: 'focus' });
    const response = await saveSeo(jobId, { seoMetaTitle: '' });
    expect(response.body.data).toMatchObject({ slug: 'partial', seoMetaTitle: null, seoFocusKeyword: 'focus' });
  });

  it('requires a slug (spec §5 "slug required on the Seo tab")', async () => {
    const missing = await saveSeo(jobId, { seoMetaTitle: 'No slug yet' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ slug: ['please fill the required field'] });
    await saveSeo(jobId, { slug: 'has-one' });
    snapshot = await jobTables(t.db, admin.appId);
    const cleared = await saveSeo(jobId, { slug: '' });
    expect(cleared.status).toBe(422);
    await unchanged();
  });

  it('refuses a slug used by another job of the app (409), an invalid slug and non-JSON-LD schema (422)', async () => {
    await createJob(t.db, admin.appId, { slug: 'seo-taken' });
    snapshot = await jobTables(t.db, admin.appId);
    expect((await saveSeo(jobId, { slug: 'SEO-TAKEN' })).status).toBe(409);
    expect((await saveSeo(jobId, { slug: 'two  words' })).status).toBe(422);
    const schema = await saveSeo(jobId, { slug: 'fine', customSeoSchema: '[1, 2]' });
    expect(schema.status).toBe(422);
    expect(schema.body.errors).toEqual({
      customSeoSchema: ['Custom schema must be valid JSON-LD: a JSON object (or list of objects) with "@context".'],
    });
    expect((await saveSeo(jobId, { slug: 'fine', seoKeyword: 'x'.repeat(101) })).status).toBe(422);
    await unchanged();
  });

  it('refuses wrong types per field (422) and a malformed body (400), writing nothing', async () => {
    const wrong = await saveSeo(jobId, { slug: 'fine', seoIndex: 7, seoMetaTitle: 42, seoKeyword: [1] });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors as object).sort()).toEqual(['seoIndex', 'seoKeyword.0', 'seoMetaTitle']);
    const malformed = await t.call('POST', `/api/job/${jobId}/seo`, {
      as: admin,
      body: '{"slug":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const notAnObject = await t.call('POST', `/api/job/${jobId}/seo`, {
      as: admin,
      body: '["slug"]',
      headers: { 'content-type': 'application/json' },
    });
    expect(notAnObject.status).toBe(400);
    await unchanged();
  });

  it("keeps a meta title of 580+ and a description of 920+ characters: the form's length notes are warnings (spec §5)", async () => {
    const response = await saveSeo(jobId, { slug: 'long-seo', seoMetaTitle: 't'.repeat(600), seoMetaDescription: 'd'.repeat(950) });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ seoMetaTitle: 't'.repeat(600), seoMetaDescription: 'd'.repeat(950) });
  });

  it('stores the Seo text fields as plain text: tags go, and so does the code inside <script>', async () => {
    const response = await saveSeo(jobId, {
      slug: 'plain-seo',
      seoMetaTitle: '<script>x</script>Title',
      seoMetaDescription: '<p>Join <b>us</b></p><!-- note --><<b>script>alert(1)',
      seoFocusKeyword: '<img src=x onerror="alert(1)">react',
      seoKeyword: ['<script>alert(1)</script>', '<i>node</i>', 'node', '1 < 2'],
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      seoMetaTitle: 'Title',
      seoMetaDescription: 'Join usscript>alert(1)',
      seoFocusKeyword: 'react',
      seoKeyword: ['node', '1 < 2'],
    });
    const onlyMarkup = await saveSeo(jobId, { seoMetaTitle: '<script>document.title</script>', seoFocusKeyword: '<b></b>' });
    expect(onlyMarkup.body.data).toMatchObject({ seoMetaTitle: null, seoFocusKeyword: null });
  });

  it('takes only an absolute http(s) address as canonical tag (422 otherwise), stored in its encoded form', async () => {
    for (const canonical of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      '/jobs/seo-job',
      '//evil.test/jobs',
      'http:evil.test',
      'ftp://files.test/a',
      'data:text/html,x',
      'https://',
    ]) {
      const response = await saveSeo(jobId, { slug: 'canonical', seoCanonicalTag: canonical });
      expect(response.status, canonical).toBe(422);
      expect(response.body.errors).toEqual({
        seoCanonicalTag: [
          'The canonical tag must be an absolute web address starting with http:// or https://, e.g. https://careers.example.com/jobs/senior-developer.',
        ],
      });
    }
    await unchanged();
    const quoted = await saveSeo(jobId, { slug: 'canonical', seoCanonicalTag: 'HTTPS://Careers.Example.test/jobs/a"><script>' });
    expect(quoted.status).toBe(200);
    expect((quoted.body.data as JobDetail).seoCanonicalTag).toBe('https://careers.example.test/jobs/a%22%3E%3Cscript%3E');
  });

  it('keeps the custom schema JSON-LD and writes "<" as \\u003c, so it cannot close a <script> element', async () => {
    const schema = '{"@context":"https://schema.org","@type":"JobPosting","title":"</script><script>alert(1)</script>"}';
    const response = await saveSeo(jobId, { slug: 'schema', customSeoSchema: schema });
    expect(response.status).toBe(200);
    const stored = (response.body.data as JobDetail).customSeoSchema ?? '';
    expect(stored).not.toContain('<');
    expect(JSON.parse(stored)).toEqual(JSON.parse(schema));
    for (const broken of ['</script><script>alert(1)</script>', '{"@context":"https://schema.org",}', '{"@type":"JobPosting"}']) {
      const refused = await saveSeo(jobId, { slug: 'schema', customSeoSchema: broken });
      expect(refused.status, broken).toBe(422);
      expect(refused.body.errors).toEqual({
        customSeoSchema: ['Custom schema must be valid JSON-LD: a JSON object (or list of objects) with "@context".'],
      });
    }
  });

  // The canonical tag and the schema would also be invalid if their checks read the flood: one
  // message, the length's, shows that no rule scanned it (the scans' time: npm run bench:text).
  it('refuses 1 MB of "<" in any Seo text field by its length alone, writing nothing', async () => {
    const flood = '<'.repeat(1024 * 1024);
    for (const field of ['seoMetaTitle', 'seoMetaDescription', 'seoFocusKeyword', 'seoCanonicalTag', 'customSeoSchema']) {
      const response = await saveSeo(jobId, { slug: 'flood', [field]: flood });
      expect(response.status, field).toBe(422);
      expect(Object.keys(response.body.errors as object)).toEqual([field]);
      expect((response.body.errors as Record<string, string[]>)[field], field).toEqual([expect.stringMatching(/at most/)]);
    }
    await unchanged();
  });

  it("answers 404 for unknown and other apps' jobs and 403 to those who may not write", async () => {
    expect((await saveSeo(999_999, { slug: 'nope' })).status).toBe(404);
    expect((await saveSeo(jobId, { slug: 'nope' }, outsider)).status).toBe(404);
    expect((await saveSeo(jobId, { slug: 'nope' }, manager)).status).toBe(403);
    await unchanged();
  });
});

describe('job description bounds', () => {
  it('refuses 1 MB of "<" as job description by its length alone, on create and on edit, writing nothing', async () => {
    const jobId = (await createJob(t.db, admin.appId, { jobTitle: 'Described job' })).id;
    const snapshot = await jobTables(t.db, admin.appId);
    const jobDescription = '<'.repeat(1024 * 1024);
    for (const [method, path] of [
      ['POST', '/api/job'],
      ['PUT', `/api/job/${jobId}`],
    ] as const) {
      const response = await t.call(method, path, { as: admin, json: { jobTitle: 'Flooded', jobDescription } });
      expect(response.status).toBe(422);
      expect(response.body.errors).toMatchObject({ jobDescription: ['The description is too long.'] });
    }
    expect(await jobTables(t.db, admin.appId)).toEqual(snapshot);
  });
});

describe('SEO image', () => {
  let jobId: number;
  beforeEach(async () => {
    jobId = (await createJob(t.db, admin.appId, { jobTitle: 'Image job' })).id;
  });

  it('stores a PNG or JPEG (checked by content), serves it inline with its type, and removes it', async () => {
    const uploaded = await upload(jobId, image(PNG, 'photo.jpg'));
    expect(uploaded.status).toBe(200);
    expect((uploaded.body.data as JobDetail).hasSeoImage).toBe(true);
    const served = await fetchImage(jobId);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toBe('inline; filename="seo-image.png"');
    expect((await served.arrayBuffer()).byteLength).toBe(16);

    expect((await upload(jobId, image(JPEG, 'photo.png'))).status).toBe(200);
    expect((await fetchImage(jobId)).headers.get('content-type')).toBe('image/jpeg');

    const removed = await t.call('DELETE', `/api/job/${jobId}/seo-image`, { as: admin });
    expect(removed.status).toBe(200);
    expect((removed.body.data as JobDetail).hasSeoImage).toBe(false);
    expect((await fetchImage(jobId)).status).toBe(404);
    expect((await t.call('DELETE', `/api/job/${jobId}/seo-image`, { as: admin })).status).toBe(200);
  });

  it('removes the stored image when the Seo tab is saved with removeSeoImage=1', async () => {
    await upload(jobId, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'x.png'));
    const response = await saveSeo(jobId, { slug: 'image-gone', removeSeoImage: 1 });
    expect(response.body.data).toMatchObject({ slug: 'image-gone', hasSeoImage: false });
    expect((await fetchImage(jobId)).status).toBe(404);
  });

  it('removes the replaced file from the store once the new one is saved', async () => {
    const names: string[] = [];
    const put = t.deps.storage.put;
    t.deps.storage.put = async (data, extension) => {
      names.push(await put(data, extension));
      return names[names.length - 1];
    };
    try {
      await upload(jobId, image(PNG));
      await upload(jobId, image(JPEG, 'b.jpg'));
      expect(names).toHaveLength(2);
      expect(names[1]).toMatch(/\.jpg$/);
      expect(await t.deps.storage.get(names[0])).toBeNull();
      await t.call('DELETE', `/api/job/${jobId}/seo-image`, { as: admin });
      expect(await t.deps.storage.get(names[1])).toBeNull();
    } finally {
      t.deps.storage.put = put;
    }
  });

  it("refuses other types by content (415 'Upload a JPG or PNG image.'), files over 2 MB (413) and a missing file (422)", async () => {
    const gif = await upload(jobId, image([0x47, 0x49, 0x46, 0x38], 'fake.png'));
    expect(gif.status).toBe(415);
    expect(gif.body.message).toBe('Upload a JPG or PNG image.');
    expect((await upload(jobId, 'not a file')).status).toBe(415);
    const big = await upload(jobId, image(PNG, 'big.png', 2 * 1024 * 1024 + 1));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The image must be at most 2 MB.');
    const missing = await t.call('POST', `/api/job/${jobId}/seo-image`, { as: admin, form: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ file: ['Choose a JPG or PNG image to upload.'] });
    expect((await fetchImage(jobId)).status).toBe(404);
  });

  it('answers 404 when the stored file is gone (e.g. demo data naming a file that was never uploaded)', async () => {
    const ghost = await createJob(t.db, admin.appId, { jobTitle: 'Ghost image', seoImagePath: 'demo/seo-image.png' });
    expect((await fetchImage(ghost.id)).status).toBe(404);
  });

  it("keeps other apps' and unknown jobs' images out of reach (404), and employees out (403)", async () => {
    await upload(jobId, image(PNG));
    expect((await fetchImage(jobId, outsider)).status).toBe(404);
    expect((await upload(jobId, image(PNG), outsider)).status).toBe(404);
    expect((await t.call('DELETE', `/api/job/${jobId}/seo-image`, { as: outsider })).status).toBe(404);
    expect((await fetchImage(999_999)).status).toBe(404);
    expect((await fetchImage(jobId, employee)).status).toBe(403);
    expect((await fetchImage(jobId, manager)).status).toBe(200);
    expect((await upload(jobId, image(PNG), manager)).status).toBe(403);
    expect((await t.call('DELETE', `/api/job/${jobId}/seo-image`, { as: manager })).status).toBe(403);
    expect((await fetchImage(jobId)).status).toBe(200);
  });
});

describe('image storage helpers', () => {
  it('recognises JPEG and PNG by their magic bytes only', () => {
    expect(sniffImage(new Uint8Array(JPEG))).toEqual({ extension: 'jpg', contentType: 'image/jpeg' });
    expect(sniffImage(new Uint8Array(PNG))).toEqual({ extension: 'png', contentType: 'image/png' });
    expect(sniffImage(new Uint8Array(PNG.slice(0, 7)))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
  });

  it('removes a stored upload again when the database write after it fails', async () => {
    const store = memoryFileStore();
    let stored = '';
    await expect(
      withStoredImage(store, { bytes: new Uint8Array(PNG), type: { extension: 'png', contentType: 'image/png' } }, async (path) => {
        stored = path ?? '';
        throw new Error('insert refused');
      }),
    ).rejects.toThrow('insert refused');
    expect(stored).not.toBe('');
    expect(await store.get(stored)).toBeNull();
  });
});
