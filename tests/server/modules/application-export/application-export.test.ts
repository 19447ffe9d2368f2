import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { applicantSources, applications, stages, statuses, users } from '../../../../src/server/db/schema';
import { EXPORT_COLUMNS, EXPORT_SELECTION_INVALID, EXPORT_SELECTION_TOO_LONG } from '../../../../src/shared/contract/application-export';
import { DATE_RANGE_INVALID } from '../../../../src/shared/contract/application';
import { verhoeffDigit } from '../../../../src/shared/rules/aadhaar';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { createApplication, createJob, createJobLookups, type JobLookups } from '../../../support/job-factory';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let employee: TestUser;
let outsider: TestUser;
let l: JobLookups;
const ids: Record<string, number> = {};
const aadhaar = `23456789012${verhoeffDigit('23456789012')}`;
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9));

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(new Date(Date.UTC(2026, 10, 22, 9)));
  const tenant = await t.factories.tenant('application-export-a');
  const appId = tenant.id;
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  employee = await t.factories.user(tenant, 'employee');
  outsider = await t.factories.user(await t.factories.tenant('application-export-b'), 'admin');
  await t.db.update(users).set({ name: 'Meera', lastName: 'Iyer' }).where(eq(users.id, employee.id));
  l = await createJobLookups(t.db, appId);
  const [stage] = await t.db.insert(stages).values({ appId, name: 'Screening' }).returning();
  const [screen] = await t.db.insert(statuses).values({ appId, name: 'To screen', statusColor: '#0f6cbd' }).returning();
  const [portal] = await t.db.insert(applicantSources).values({ appId, source: 'Portal', identifier: 'portal' }).returning();
  const managed = await createJob(t.db, appId, {
    jobTitle: 'Backend, Platform',
    jobCode: 'BE-1',
    hiringManagerId: manager.id,
    pipelineId: l.pipeline.id,
  });
  const other = await createJob(t.db, appId, { jobTitle: 'Account Manager' });
  Object.assign(ids, { managed: managed.id, other: other.id, portal: portal.id });
  const add = async (key: string, jobId: number, fields: Parameters<typeof createApplication>[3]) => {
    ids[key] = (await createApplication(t.db, appId, jobId, fields)).id;
  };
  await add('asha', managed.id, {
    firstName: 'Asha',
    lastName: 'Rao',
    applicantEmail: 'asha@example.test',
    phoneNumber: '+91 98765 00001',
    experience: 3,
    documentNumber: aadhaar,
    sourceId: portal.id,
    currentStageId: stage.id,
    currentStatusId: screen.id,
    referrerId: employee.id,
    createdAt: at(20),
  });
  await add('evil', managed.id, {
    firstName: '=HYPERLINK("http://x","y")',
    lastName: '@SUM(A1)',
    applicantEmail: 'evil@example.test',
    createdAt: at(21),
  });
  await add('dev', other.id, { firstName: 'Dev', lastName: 'Nair, Jr.', applicantEmail: 'dev@example.test', createdAt: at(15) });
  await add('trashed', managed.id, { firstName: 'Trashed', applicantEmail: 'gone@example.test', deletedAt: at(21) });
  const elsewhere = await createJob(t.db, outsider.appId, { jobTitle: 'Elsewhere' });
  ids.outsiderApplication = (await createApplication(t.db, outsider.appId, elsewhere.id, { firstName: 'Outsider' })).id;
});
afterAll(() => t.close());

const exportOf = (query = '', as: TestUser = admin) => t.call('GET', `/api/v2/application/export${query ? `?${query}` : ''}`, { as });
/** The CSV's records without the BOM; cells split naively (tests keep commas inside quotes apart). */
const recordsOf = (body: unknown) =>
  String(body)
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
const idsOf = (body: unknown) =>
  recordsOf(body)
    .slice(1)
    .map((line) => Number(line.split(',')[0]));

describe('GET /api/v2/application/export', () => {
  it('streams a UTF-8 CSV with a BOM, the header, CRLF lines and the file name of the day', async () => {
    const response = await exportOf();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="applications-2026-11-22.csv"');
    expect(response.headers.get('x-total-count')).toBe('3');
    // Response.text() drops a BOM, so the bytes are read as they are.
    const raw = await t.app.request(`/api/v2/application/export?app=${admin.appKey}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = String(response.body);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(recordsOf(text)[0]).toBe(EXPORT_COLUMNS.join(','));
    expect(idsOf(text)).toEqual([ids.asha, ids.evil, ids.dev]);
  });

  it('writes every column, masks the document number, the phone number as it is and the date as YYYY-MM-DD', async () => {
    const [, asha] = recordsOf((await exportOf(`applicantId=${ids.asha}`)).body);
    expect(asha).toBe(
      [
        ids.asha,
        'Asha',
        'Rao',
        'asha@example.test',
        '+91 98765 00001',
        3,
        '"Backend, Platform"',
        'BE-1',
        'Portal',
        'Screening',
        'To screen',
        `XXXX-XXXX-${aadhaar.slice(-4)}`,
        'Meera Iyer',
        '2026-11-20',
      ].join(','),
    );
    expect(asha).not.toContain(aadhaar);
  });

  it('escapes formula starts and quotes commas and quotes', async () => {
    const records = recordsOf((await exportOf()).body);
    expect(records[2]).toContain(`"'=HYPERLINK(""http://x"",""y"")",'@SUM(A1)`);
    expect(records[3]).toContain('"Nair, Jr."');
  });

  it('exports the rows the list shows for the same filters and search', async () => {
    for (const query of [
      `jobId=${ids.managed}`,
      `sourceId=${ids.portal}`,
      'fromDate=2026-11-20',
      'search=nair',
      `jobId=${ids.other}&search=asha`,
    ]) {
      const list = await t.call('GET', `/api/v2/application?limit=500&${query}`, { as: admin });
      const listed = (list.body.data as { applicantId: number }[]).map((row) => row.applicantId).sort();
      const exported = await exportOf(query);
      expect(idsOf(exported.body).sort(), query).toEqual(listed);
      expect(exported.headers.get('x-total-count')).toBe(String(listed.length));
    }
  });

  it('exports only the selected rows (repeated or [] names), ignoring paging', async () => {
    expect(idsOf((await exportOf(`applicantId=${ids.dev}&applicantId=${ids.asha}&page=3&limit=1`)).body)).toEqual([ids.asha, ids.dev]);
    expect(idsOf((await exportOf(`applicantId[]=${ids.evil}`)).body)).toEqual([ids.evil]);
    expect(idsOf((await exportOf(`applicantId=${ids.asha}&jobId=${ids.other}`)).body)).toEqual([]);
  });

  it("never exports another workspace's, trashed or invisible rows", async () => {
    const foreign = await exportOf(`applicantId=${ids.outsiderApplication}&applicantId=${ids.trashed}`);
    expect(foreign.status).toBe(200);
    expect(idsOf(foreign.body)).toEqual([]);
    expect(foreign.headers.get('x-total-count')).toBe('0');
    expect(idsOf((await exportOf('', outsider)).body)).toEqual([ids.outsiderApplication]);
    // A hiring manager sees the applicants of their own jobs only.
    expect(idsOf((await exportOf('', manager)).body)).toEqual([ids.asha, ids.evil]);
  });

  it.each([
    ['sourceId=abc', 'sourceId'],
    ['fromDate=2026-11-30&toDate=2026-11-01', 'toDate'],
    ['applicantId=x', 'applicantId'],
    ['allJobs=maybe', 'allJobs'],
  ])('refuses %s with 422', async (query, field) => {
    const response = await exportOf(query);
    expect(response.status).toBe(422);
    expect(response.body.errors).toHaveProperty(field);
  });

  it('says which messages it refuses with', async () => {
    expect((await exportOf('applicantId=0')).body.errors).toEqual({ applicantId: [EXPORT_SELECTION_INVALID] });
    const many = Array.from({ length: 501 }, (_, i) => `applicantId=${i + 1}`).join('&');
    expect((await exportOf(many)).body.errors).toEqual({ applicantId: [EXPORT_SELECTION_TOO_LONG] });
    expect((await exportOf('fromDate=2026-11-30&toDate=2026-11-01')).body.errors).toEqual({ toDate: [DATE_RANGE_INVALID] });
  });

  it('refuses an employee (403) and no token (401)', async () => {
    expect((await exportOf('', employee)).status).toBe(403);
    expect((await t.call('GET', '/api/v2/application/export', { appKey: admin.appKey })).status).toBe(401);
  });

  it('streams 5,000 rows in several chunks, one batch at a time', async () => {
    const appId = admin.appId;
    await t.db.insert(applications).values(
      Array.from({ length: 5000 }, (_, i) => ({
        appId,
        jobId: ids.other,
        firstName: `Bulk${i}`,
        lastName: 'Row',
        applicantEmail: `bulk-${i}@example.test`,
      })),
    );
    const url = `/api/v2/application/export?app=${admin.appKey}&jobId=${ids.other}`;
    const response = await t.app.request(url, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(response.headers.get('x-total-count')).toBe('5001');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let chunks = 0;
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      text += decoder.decode(value, { stream: true });
    }
    expect(chunks).toBeGreaterThanOrEqual(6);
    expect(recordsOf(text)).toHaveLength(5002);
  });
});

describe('GET /api/v2/application/export, compressed', () => {
  /** Rows of a job of their own: three batches of 1,000 and a part (20,000 rows streamed are csv-download.test.ts's). */
  const BULK_ROWS = 2500;
  let bulkJobId: number;
  beforeAll(async () => {
    bulkJobId = (await createJob(t.db, admin.appId, { jobTitle: 'Bulk hiring' })).id;
    await t.db.execute(
      sql`insert into applications (app_id, job_id, first_name, last_name, applicant_email)
          select ${admin.appId}, ${bulkJobId}, 'Bulk' || i, 'Row', 'bulk-compressed-' || i || '@example.test' from generate_series(1, ${BULK_ROWS}) as i`,
    );
  });
  const url = (query: string) => `/api/v2/application/export?app=${admin.appKey}${query}`;
  // The applicants of one job: the bulk rows above do not change them.
  const fetchExport = (acceptEncoding?: string, query = `&jobId=${ids.managed}`, method = 'GET') =>
    t.app.request(url(query), {
      method,
      headers: { authorization: `Bearer ${admin.token}`, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
    });
  /** The body as the chunks the stream handed over. */
  async function chunksOf(response: Response): Promise<Buffer[]> {
    const chunks: Buffer[] = [];
    const reader = response.body!.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(Buffer.from(next.value));
    return chunks;
  }
  const bytesOf = async (response: Response) => Buffer.concat(await chunksOf(response));

  it('decodes to exactly the bytes of the plain export, gzip and brotli alike', async () => {
    const plain = await bytesOf(await fetchExport());
    expect([...plain.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    for (const [accept, coding, decode] of [
      ['gzip', 'gzip', gunzipSync],
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ] as const) {
      const response = await fetchExport(accept);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(coding);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('content-length')).toBeNull();
      expect(response.headers.get('x-total-count')).toBe('2');
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(decode(await bytesOf(response)).equals(plain), accept).toBe(true);
    }
  });

  it('sends the CSV itself, still varying by Accept-Encoding, to a client that accepts no compression', async () => {
    for (const accept of [undefined, '', 'identity', 'deflate', 'gzip;q=0, br;q=0']) {
      const response = await fetchExport(accept);
      expect(response.headers.get('content-encoding'), accept).toBeNull();
      expect(response.headers.get('vary'), accept).toBe('Accept-Encoding');
      expect(response.headers.get('x-total-count'), accept).toBe('2');
      expect((await bytesOf(response)).toString('utf8').startsWith(`\uFEFF${EXPORT_COLUMNS.join(',')}\r\n`)).toBe(true);
    }
  });

  it('answers HEAD with the headers of the compressed answer and no body', async () => {
    const response = await fetchExport('gzip', undefined, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('x-total-count')).toBe('2');
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('compresses a large export batch by batch: every batch arrives flushed, and the whole decodes to every row', async () => {
    const response = await fetchExport('gzip', `&jobId=${bulkJobId}`);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('x-total-count')).toBe(String(BULK_ROWS));
    const chunks = await chunksOf(response);
    // The header, then one chunk per batch of 1,000 rows, then the gzip trailer.
    expect(chunks.length).toBeGreaterThanOrEqual(5);
    // What has arrived decodes to whole lines at every point: the page's progress moves per batch.
    for (let arrived = 1; arrived < chunks.length; arrived++) {
      const text = gunzipSync(Buffer.concat(chunks.slice(0, arrived)), { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8');
      expect(text.endsWith('\r\n'), `after ${arrived} chunks`).toBe(true);
    }
    const whole = gunzipSync(Buffer.concat(chunks));
    expect(recordsOf(whole.toString('utf8'))).toHaveLength(BULK_ROWS + 1);
    expect(whole.byteLength).toBeGreaterThan(Buffer.concat(chunks).byteLength * 4);
  });
});
