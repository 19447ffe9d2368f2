import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seoGraphs } from '../../../../src/server/db/schema';
import {
  SEO_DESCRIPTION_REQUIRED,
  SEO_GRAPH_IMAGE_MAX_BYTES,
  SEO_GRAPH_IMAGE_REQUIRED,
  SEO_GRAPH_IMAGE_TOO_LARGE,
  SEO_GRAPH_IMAGE_TYPE,
  SEO_JOB_INVALID,
  SEO_TITLE_REQUIRED,
  SEO_TYPE_REQUIRED,
  type SeoGraph,
  type SeoGraphRow,
} from '../../../../src/shared/contract/seo';
import { createJob } from '../../../support/job-factory';
import { createTeam, type Team } from '../../../support/team';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
let team: Team;

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t, 'seo-graph');
});
afterAll(() => t.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 4, 5, 6]);
const png = (name = 'og.png') => new File([PNG], name, { type: 'image/png' });
const jpeg = (name = 'og.jpg') => new File([JPEG], name, { type: 'image/jpeg' });

const valid = (extra: Record<string, unknown> = {}) => ({
  title: 'Acme Corporation',
  type: 'Organization',
  description: '<p>We build hiring software.</p>',
  keywords: ['acme', 'hr software'],
  file: png(),
  ...extra,
});
const create = (extra: Record<string, unknown> = {}, as = team.admin) => t.call('POST', '/api/seo-graph', { as, form: valid(extra) });
const read = async (id: number, as = team.admin) => (await t.call('GET', `/api/seo-graph/${id}`, { as })).body.data as SeoGraph;
const idOf = (response: { body: { data?: unknown } }) => (response.body.data as SeoGraph).id;
const image = (id: number, as = team.admin) =>
  t.app.request(`/api/seo-graph/${id}/image?app=${as.appKey}`, { headers: { authorization: `Bearer ${as.token}` } });
const rows = () => t.db.select().from(seoGraphs).where(eq(seoGraphs.appId, team.admin.appId)).orderBy(seoGraphs.id);

describe('SEO graph', () => {
  let snapshot: unknown;
  beforeEach(async () => {
    snapshot = await rows();
  });
  const unchanged = async () => expect(await rows()).toEqual(snapshot);

  it('creates an entry from multipart with its image, about a job of the app, and serves the image', async () => {
    const job = await createJob(t.db, team.admin.appId, { jobTitle: 'Backend Engineer' });
    const response = await create({ type: 'JobPosting', jobId: job.id, title: 'Backend posting' });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('SEO graph created.');
    const id = idOf(response);
    expect(await read(id, team.manager)).toEqual({
      id,
      title: 'Backend posting',
      type: 'JobPosting',
      description: '<p>We build hiring software.</p>',
      keywords: ['acme', 'hr software'],
      jobId: job.id,
      jobTitle: 'Backend Engineer',
      image: `/api/seo-graph/${id}/image`,
    });
    const served = await image(id, team.manager);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const listed = await t.call('GET', '/api/seo-graph?search=backend', { as: team.admin });
    expect(listed.body.data).toEqual([
      { id, title: 'Backend posting', type: 'JobPosting', description: '<p>We build hiring software.</p>', jobId: job.id, hasImage: true },
    ]);
  });

  it("creates an entry through the spec's SEO content call (title, description, type, file)", async () => {
    const response = await t.call('POST', '/api/seo-content', {
      as: team.admin,
      form: { title: 'SEO content', description: '<p>Content</p>', type: 'WebPage', file: jpeg() },
    });
    expect(response.status).toBe(201);
    expect(await read(idOf(response))).toMatchObject({ title: 'SEO content', type: 'WebPage', keywords: [], jobId: null });
    snapshot = await rows();
    const noImage = await t.call('POST', '/api/seo-content', {
      as: team.admin,
      form: { title: 'No image', description: '<p>x</p>', type: 'WebPage' },
    });
    expect(noImage.status).toBe(422);
    expect((await t.call('POST', '/api/seo-content', { as: team.manager, form: valid() })).status).toBe(403);
    await unchanged();
  });

  it('sanitises the description before storing it', async () => {
    const id = idOf(
      await create({
        title: 'Sanitised',
        description: '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
      }),
    );
    expect((await read(id)).description).toBe('<p>Hi</p><a rel="noopener noreferrer">x</a>');
  });

  it('updates by POST {id}: fields change, the image stays without a new file and is replaced (old file removed) with one', async () => {
    const id = idOf(await create({ title: 'To update' }));
    const [{ imagePath: first }] = await t.db.select().from(seoGraphs).where(eq(seoGraphs.id, id));
    const kept = await t.call('POST', `/api/seo-graph/${id}`, {
      as: team.admin,
      form: valid({ title: 'Updated', type: 'FAQPage', keywords: ['faq'], file: undefined }),
    });
    expect(kept.status).toBe(200);
    expect(kept.body.message).toBe('SEO graph updated.');
    expect(kept.body.data).toMatchObject({
      title: 'Updated',
      type: 'FAQPage',
      keywords: ['faq'],
      jobId: null,
      image: `/api/seo-graph/${id}/image`,
    });
    expect(await t.deps.storage.get(first!)).not.toBeNull();
    const replaced = await t.call('POST', `/api/seo-graph/${id}`, { as: team.admin, form: valid({ title: 'Updated', file: jpeg() }) });
    expect(replaced.status).toBe(200);
    expect(await t.deps.storage.get(first!)).toBeNull();
    expect((await image(id)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses missing fields with the messages and 422, writing nothing', async () => {
    const empty = await t.call('POST', '/api/seo-graph', { as: team.admin, form: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      title: [SEO_TITLE_REQUIRED],
      type: [SEO_TYPE_REQUIRED],
      description: [SEO_DESCRIPTION_REQUIRED],
    });
    const noImage = await create({ file: undefined });
    expect(noImage.status).toBe(422);
    expect(noImage.body.errors).toEqual({ file: [SEO_GRAPH_IMAGE_REQUIRED] });
    expect((await create({ description: '<script>alert(1)</script>' })).body.errors).toEqual({ description: [SEO_DESCRIPTION_REQUIRED] });
    expect((await create({ type: 'Spaceship' })).body.errors).toEqual({ type: [SEO_TYPE_REQUIRED] });
    expect((await create({ jobId: 'abc' })).body.errors).toEqual({ jobId: [SEO_JOB_INVALID] });
    await unchanged();
  });

  it('checks the image by its content: garbage, a JPEG named .png and a PNG named .gif are refused (415); too large is 413', async () => {
    const id = idOf(await create({ title: 'Image checks' }));
    snapshot = await rows();
    const cases: [File, number, string][] = [
      [new File(['not an image at all'], 'photo.png'), 415, SEO_GRAPH_IMAGE_TYPE],
      [jpeg('photo.png'), 415, SEO_GRAPH_IMAGE_TYPE],
      [png('photo.gif'), 415, SEO_GRAPH_IMAGE_TYPE],
      [new File(['<svg/>'], 'photo.jpg'), 415, SEO_GRAPH_IMAGE_TYPE],
      [new File([PNG, new Uint8Array(SEO_GRAPH_IMAGE_MAX_BYTES)], 'big.png'), 413, SEO_GRAPH_IMAGE_TOO_LARGE],
    ];
    for (const [file, status, message] of cases) {
      const created = await create({ title: 'Bad image', file });
      expect(created.status, file.name).toBe(status);
      expect(created.body.errors, file.name).toEqual({ file: [message] });
      expect((await t.call('POST', `/api/seo-graph/${id}`, { as: team.admin, form: valid({ title: 'Bad image', file }) })).status).toBe(
        status,
      );
    }
    expect((await create({ title: 'Text as file', file: 'hello' })).status).toBe(415);
    expect((await create({ title: 'JPEG named .jpeg', file: jpeg('photo.JPEG') })).status).toBe(201);
    expect((await image(id)).headers.get('content-type')).toBe('image/png');
  });

  it("refuses a job of another app (422) and answers 404 for another app's entries, changing nothing", async () => {
    const theirJob = await createJob(t.db, team.outsider.appId, { jobTitle: 'Theirs' });
    expect((await create({ jobId: theirJob.id })).body.errors).toEqual({ jobId: [SEO_JOB_INVALID] });
    expect((await create({ jobId: 999_999 })).body.errors).toEqual({ jobId: [SEO_JOB_INVALID] });
    const theirs = idOf(await create({ title: 'Their graph' }, team.outsider));
    snapshot = await rows();
    for (const id of [theirs, 999_999, 'x']) {
      expect((await t.call('GET', `/api/seo-graph/${id}`, { as: team.admin })).status).toBe(404);
      expect((await image(id as number)).status).toBe(404);
      expect((await t.call('POST', `/api/seo-graph/${id}`, { as: team.admin, form: valid() })).status).toBe(404);
      expect((await t.call('DELETE', `/api/seo-graph/${id}`, { as: team.admin })).status).toBe(404);
    }
    expect(
      ((await t.call('GET', '/api/seo-graph?limit=100', { as: team.admin })).body.data as SeoGraphRow[]).map((g) => g.id),
    ).not.toContain(theirs);
    await unchanged();
  });

  it('deletes an entry and its image file; an entry whose file is gone answers 404 for the image', async () => {
    const id = idOf(await create({ title: 'Short-lived' }));
    const [{ imagePath }] = await t.db.select().from(seoGraphs).where(eq(seoGraphs.id, id));
    expect((await t.call('DELETE', `/api/seo-graph/${id}`, { as: team.admin })).body).toEqual({ message: 'SEO graph deleted.' });
    expect(await t.deps.storage.get(imagePath!)).toBeNull();
    expect((await t.call('GET', `/api/seo-graph/${id}`, { as: team.admin })).status).toBe(404);
    const [ghost] = await t.db
      .insert(seoGraphs)
      .values({ appId: team.admin.appId, title: 'Ghost', type: 'WebPage', description: '<p>x</p>', imagePath: 'demo/seo-image.png' })
      .returning();
    expect((await image(ghost.id)).status).toBe(404);
  });

  it('lets hiring managers read but not write (403), and employees neither', async () => {
    const id = idOf(await create({ title: 'Guarded' }));
    snapshot = await rows();
    expect((await t.call('GET', '/api/seo-graph', { as: team.manager })).status).toBe(200);
    expect((await create({ title: 'By manager' }, team.manager)).status).toBe(403);
    expect((await t.call('POST', `/api/seo-graph/${id}`, { as: team.manager, form: valid() })).status).toBe(403);
    expect((await t.call('DELETE', `/api/seo-graph/${id}`, { as: team.manager })).status).toBe(403);
    expect((await t.call('GET', '/api/seo-graph', { as: team.employee })).status).toBe(403);
    expect((await image(id, team.employee)).status).toBe(403);
    await unchanged();
  });
});
