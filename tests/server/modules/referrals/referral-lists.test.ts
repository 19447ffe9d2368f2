import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { brotliDecompressSync } from 'node:zlib';
import { applicationRecruiters, applications, channelMembers, channels, referralPayables } from '../../../../src/server/db/schema';
import { EXPORT_SELECTION_INVALID } from '../../../../src/shared/contract/application-export';
import { TRASH_IDS_REQUIRED } from '../../../../src/shared/contract/application-trash';
import { REFERRAL_STATE_INVALID, type ReferralListItem, type ReferralSummary } from '../../../../src/shared/contract/referral';
import { createReferralSetup, type ReferralSetup } from '../../../support/referral-factory';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { statusWorld, type StatusWorld } from '../application-status-change/application-status-fixture';

let t: TestApp;
let w: StatusWorld;
let r: ReferralSetup;
const NOW = new Date('2026-11-22T09:00:00Z');
const ids: Record<'progress' | 'hired' | 'rejected' | 'otherJob' | 'plain', number> = {
  progress: 0,
  hired: 0,
  rejected: 0,
  otherJob: 0,
  plain: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
  w = await statusWorld(t, 'referral-lists');
  r = await createReferralSetup(t.db, w.appId);
  const referred = (jobId: number, code: 'in_progress' | 'hired' | 'rejected', fields: Partial<typeof applications.$inferInsert>) =>
    w.applicant(jobId, undefined, { referrerId: w.users.employee.id, referralStatusId: r.statuses[code], sourceId: r.sourceId, ...fields });
  ids.progress = await referred(w.job.pipeline, 'in_progress', {
    firstName: 'Priya',
    lastName: 'Raman',
    documentNumber: '234123412346',
    createdAt: new Date('2026-11-01T10:00:00Z'),
    phoneNumber: '+91 98450 12345',
  });
  ids.hired = await referred(w.job.pipeline, 'hired', {
    firstName: 'Arjun',
    lastName: 'Mehta',
    joiningDate: '2026-08-01',
    createdAt: new Date('2026-07-03T10:00:00Z'),
    resumePath: 'resume.pdf',
  });
  ids.rejected = await referred(w.job.pipeline, 'rejected', {
    firstName: '=Kiran',
    lastName: 'Rao',
    createdAt: new Date('2026-10-01T10:00:00Z'),
  });
  ids.otherJob = await referred(w.job.other, 'in_progress', {
    firstName: 'Meera',
    lastName: 'Iyer',
    createdAt: new Date('2026-11-10T10:00:00Z'),
  });
  ids.plain = await w.applicant(w.job.pipeline, undefined, { firstName: 'Not', lastName: 'Referred' });
  await t.db.insert(applicationRecruiters).values({ appId: w.appId, applicationId: ids.progress, userId: w.users.recruiter.id });
  const [payable] = await t.db
    .insert(referralPayables)
    .values({ appId: w.appId, applicationId: ids.hired, joiningDate: '2026-08-01', referralStatusId: r.statuses.payable })
    .returning();
  expect(payable.id).toBeGreaterThan(0);
  const [channel] = await t.db
    .insert(channels)
    .values({ appId: w.appId, channelName: 'Priya Raman', applicationId: ids.progress })
    .returning();
  await t.db.insert(channelMembers).values({ appId: w.appId, channelId: channel.id, userId: w.users.admin.id });
});
afterAll(() => t.close());

type Page = { data: ReferralListItem[]; meta: { total: number; last_page: number } };
const get = async (path: string, as = w.users.admin) => {
  const response = await t.call('GET', path, { as });
  return { status: response.status, body: response.body as unknown as Page & { message?: string; errors?: Record<string, string[]> } };
};
const names = (page: Page) => page.data.map((row) => row.firstName);

describe('GET total-referral, referral-progress, referral-hired', () => {
  it('lists every referral the user may see, newest first, with referrer, recruiters, referral state and a masked document number', async () => {
    const { status, body } = await get('/api/total-referral');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Meera', 'Priya', '=Kiran', 'Arjun']);
    const priya = body.data[1];
    expect(priya).toMatchObject({
      applicantId: ids.progress,
      documentNumber: 'XXXX-XXXX-2346',
      user: { id: w.users.employee.id, email: w.users.employee.email, department: null, designation: null },
      recruitingManager: [{ id: w.users.recruiter.id }],
      status: { id: r.statuses.in_progress, referralStatus: 'In Progress', colour: '#0f6cbd' },
      created_at: '2026-11-01T10:00:00.000Z',
      joiningDate: null,
      job: { jobId: w.job.pipeline },
      hasResume: false,
    });
    expect(body.data[3]).toMatchObject({ joiningDate: '2026-08-01', hasResume: true, status: { referralStatus: 'Hired' } });
  });

  it("rule: the in-progress list shows in-progress referrals, the hired list hired ones (the spec's ids 2 and 19)", async () => {
    expect(names((await get('/api/referral-progress')).body)).toEqual(['Meera', 'Priya']);
    expect(names((await get('/api/referral-hired')).body)).toEqual(['Arjun']);
  });

  it('filters by referral state code, and a state the list does not show is an empty list', async () => {
    expect(names((await get('/api/total-referral?referralStatus=rejected')).body)).toEqual(['=Kiran']);
    const empty = await get('/api/referral-progress?referralStatus=hired');
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual([]);
    expect(empty.body.meta.total).toBe(0);
  });

  it('searches names, e-mail and phone as "contains"', async () => {
    expect(names((await get('/api/total-referral?search=raman')).body)).toEqual(['Priya']);
    expect(names((await get('/api/total-referral?search=98450')).body)).toEqual(['Priya']);
    expect(names((await get('/api/referral-hired?search=raman')).body)).toEqual([]);
  });

  it('pages with limit, late pages included', async () => {
    const first = await get('/api/total-referral?limit=2&page=1');
    expect(names(first.body)).toEqual(['Meera', 'Priya']);
    expect(first.body.meta).toMatchObject({ total: 4, last_page: 2 });
    expect(names((await get('/api/total-referral?limit=2&page=2')).body)).toEqual(['=Kiran', 'Arjun']);
    expect(names((await get('/api/total-referral?limit=3&page=2')).body)).toEqual(['Arjun']);
  });

  it('rule: visibility is the applicant scope — a recruiter sees referrals of their jobs and assignments, a hiring manager those of their jobs', async () => {
    expect(names((await get('/api/total-referral', w.users.recruiter)).body)).toEqual(['Priya', '=Kiran', 'Arjun']);
    expect(names((await get('/api/total-referral', w.users.otherManager)).body)).toEqual(['Meera']);
    expect(names((await get('/api/total-referral', w.users.outsider)).body)).toEqual([]);
  });

  it('refuses employees (403: they use My referrals), no token (401) and bad queries (422)', async () => {
    expect((await get('/api/total-referral', w.users.employee)).status).toBe(403);
    expect((await t.call('GET', '/api/referral-hired', { appKey: w.users.admin.appKey })).status).toBe(401);
    const badState = await get('/api/total-referral?referralStatus=paid');
    expect(badState.status).toBe(422);
    expect(badState.body.errors?.referralStatus).toEqual([REFERRAL_STATE_INVALID]);
    for (const query of ['limit=101', 'page=0', 'limit=abc'])
      expect((await get(`/api/referral-progress?${query}`)).status, query).toBe(422);
  });
});

describe('GET <list>/export', () => {
  it('streams the list as CSV: masked Aadhaar, dates YYYY-MM-DD, the phone number as it is, recruiters, formulas defused', async () => {
    const response = await t.app.request(`/api/total-referral/export?app=${w.users.admin.appKey}`, {
      headers: { authorization: `Bearer ${w.users.admin.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('x-total-count')).toBe('4');
    const text = await response.text();
    const lines = text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Id,Candidate Name,Email,Contact Detail,Aadhaar Number,Job Title,Referred By,Referrer Email,Referred Date,Recruiter Assigned,Status,Joining Date',
    );
    expect(lines).toHaveLength(5);
    const priya = lines.find((line) => line.startsWith(`${ids.progress},`))!;
    expect(priya).toContain('XXXX-XXXX-2346');
    expect(priya).toContain(',+91 98450 12345,');
    expect(priya).toContain(',2026-11-01,');
    expect(priya).toMatch(/,Test\d+ recruiter,In Progress,$/);
    expect(text).not.toContain('234123412346');
    expect(lines.find((line) => line.startsWith(`${ids.hired},`))).toContain(',2026-08-01');
    expect(lines.find((line) => line.startsWith(`${ids.rejected},`))).toContain("'=Kiran Rao");
  });

  it('exports only the selected rows of the list, and nothing the list does not show', async () => {
    const path = `/api/referral-progress/export?applicantId=${ids.progress}&applicantId=${ids.hired}&app=${w.users.admin.appKey}`;
    const response = await t.app.request(path, { headers: { authorization: `Bearer ${w.users.admin.token}` } });
    expect(response.headers.get('x-total-count')).toBe('1');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([ids.progress]);
  });

  it('compresses the CSV for a client that accepts it, to the same bytes', async () => {
    const path = `/api/total-referral/export?app=${w.users.admin.appKey}`;
    const authorization = `Bearer ${w.users.admin.token}`;
    const plain = Buffer.from(await (await t.app.request(path, { headers: { authorization } })).arrayBuffer());
    const compressed = await t.app.request(path, { headers: { authorization, 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('x-total-count')).toBe('4');
    expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).equals(plain)).toBe(true);
  });

  it('refuses a bad selection (422) and employees (403)', async () => {
    const bad = await t.call('GET', '/api/referral-hired/export?applicantId=abc', { as: w.users.admin });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ applicantId: [EXPORT_SELECTION_INVALID] });
    expect((await t.call('GET', '/api/referral-hired/export', { as: w.users.employee })).status).toBe(403);
  });
});

describe('GET referral-summary', () => {
  it('counts the referrals the user may see by state, the payable ones and the chats the user takes part in', async () => {
    const admin = await t.call('GET', '/api/referral-summary', { as: w.users.admin });
    expect(admin.status).toBe(200);
    expect(admin.body.data as ReferralSummary).toEqual({ total: 4, inProgress: 2, hired: 1, payable: 1, chat: 1 });
    const manager = await t.call('GET', '/api/referral-summary', { as: w.users.otherManager });
    expect(manager.body.data as ReferralSummary).toEqual({ total: 1, inProgress: 1, hired: 0, payable: 0, chat: 0 });
    // The pipeline job's hiring manager takes part in its referral's chat without having written in it.
    const hiringManager = await t.call('GET', '/api/referral-summary', { as: w.users.manager });
    expect((hiringManager.body.data as ReferralSummary).chat).toBe(1);
    expect((await t.call('GET', '/api/referral-summary', { as: w.users.employee })).status).toBe(403);
  });
});

describe('DELETE /api/referrals', () => {
  const remove = (applicantId: unknown, as = w.users.admin) => t.call('DELETE', '/api/referrals', { as, form: { applicantId } });
  const live = async (list: number[]) =>
    (
      await t.db.select({ id: applications.id, deletedAt: applications.deletedAt }).from(applications).where(inArray(applications.id, list))
    ).filter((row) => row.deletedAt === null).length;

  it("rule: one id that is not a referral the user may see (not referred, another team's, another tenant's, unknown) moves nothing (404)", async () => {
    const foreign = await w.applicant(w.job.outsider, [], { appId: w.users.outsider.appId, referrerId: null });
    for (const other of [ids.plain, 999999, foreign]) {
      const response = await remove([String(ids.rejected), String(other)]);
      expect(response.status, String(other)).toBe(404);
      expect(await live([ids.rejected, other])).toBe(other === 999999 ? 1 : 2);
    }
    const unseen = await remove([String(ids.otherJob)], w.users.recruiter);
    expect(unseen.status).toBe(404);
    expect(await live([ids.otherJob])).toBe(1);
  });

  it('refuses an empty selection (422), an employee (403) and a hiring manager without write on referrals (403)', async () => {
    const empty = await remove([]);
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({ applicantId: [TRASH_IDS_REQUIRED] });
    expect((await remove([String(ids.rejected)], w.users.employee)).status).toBe(403);
    expect((await remove([String(ids.otherJob)], w.users.otherManager)).status).toBe(403);
  });

  it('moves the referrals to the trash, out of every list', async () => {
    const response = await remove([String(ids.rejected)]);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('1 referral moved to the trash.');
    const [row] = await t.db.select().from(applications).where(eq(applications.id, ids.rejected));
    expect(row).toMatchObject({ deletedAt: NOW, deletedById: w.users.admin.id });
    expect(names((await get('/api/total-referral')).body)).not.toContain('=Kiran');
  });
});
