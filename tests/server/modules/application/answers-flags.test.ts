import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, applications, questions } from '../../../../src/server/db/schema';
import { applyOnCareersSite } from '../../../../src/server/modules/careers-apply/service';
import { answerField } from '../../../../src/shared/contract/careers-apply';
import type { ApplicantAnswer } from '../../../../src/shared/contract/application-answers';
import type { ApplicantDetail, ApplicationListItem } from '../../../../src/shared/contract/application';
import type { TestUser } from '../../../support/test-app';
import { createCareersFixture, type CareersFixture } from '../careers-apply/fixture';

// The careers site's answers and knockout flags as recruiters see them: the answers endpoint, the
// flag on the applicant list and detail, the list's `flagged` filter, and the detail's UTM and consent.

let f: CareersFixture;
let admin: TestUser;
let otherRecruiter: TestUser;
let employee: TestUser;
let outsider: TestUser;
let flaggedId: number;
let plainId: number;

beforeAll(async () => {
  f = await createCareersFixture('answers-flags');
  const tenant = { id: f.appId, key: 'answers-flags' };
  admin = await f.t.factories.user(tenant, 'admin');
  otherRecruiter = await f.t.factories.user(tenant, 'recruiter');
  employee = await f.t.factories.user(tenant, 'employee');
  outsider = await f.t.factories.user(await f.t.factories.tenant('answers-flags-b'), 'admin');
  const flagged = await applyOnCareersSite(
    f.deps,
    f.request({
      [answerField(f.q.yesNo)]: 'No',
      [answerField(f.q.multi)]: ['TypeScript', 'Go'],
      [answerField(f.q.single)]: '90 days',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'winter',
    }),
  );
  flaggedId = flagged.applicationId!;
  plainId = (await applyOnCareersSite(f.deps, f.request())).applicationId!;
});
afterAll(() => f.t.close());

describe('answers and flags on applicants', () => {
  it("answers the applicant's answers in the questions' order, as text, each marked when it is a knockout answer", async () => {
    const res = await f.t.call('GET', `/api/application/${flaggedId}/answers`, { as: f.recruiter });
    expect(res.status).toBe(200);
    expect(res.body.data as ApplicantAnswer[]).toEqual([
      { questionId: f.q.yesNo, question: 'Are you authorised to work in India?', type: 'yes_no', answer: 'No', flagged: true },
      { questionId: f.q.single, question: 'Notice period', type: 'single_choice', answer: '90 days', flagged: true },
      { questionId: f.q.multi, question: 'Languages', type: 'multiple_choice', answer: 'Go, TypeScript', flagged: false },
      { questionId: f.q.number, question: 'Years of TypeScript', type: 'number', answer: '3', flagged: false },
    ]);
  });

  it('keeps the answers of an archived question readable', async () => {
    await f.t.db.update(questions).set({ archivedAt: new Date() }).where(eq(questions.id, f.q.number));
    const res = await f.t.call('GET', `/api/application/${plainId}/answers`, { as: admin });
    expect((res.body.data as ApplicantAnswer[]).map((row) => row.questionId)).toEqual([f.q.yesNo, f.q.number]);
    await f.t.db.update(questions).set({ archivedAt: null }).where(eq(questions.id, f.q.number));
  });

  it('answers 404 for an applicant the user may not see, of another workspace, unknown or a bad id; 403 without the permission', async () => {
    const [before] = await f.t.db.select({ n: count() }).from(answers);
    expect((await f.t.call('GET', `/api/application/${flaggedId}/answers`, { as: otherRecruiter })).status).toBe(404);
    expect((await f.t.call('GET', `/api/application/${flaggedId}/answers`, { as: outsider })).status).toBe(404);
    for (const bad of ['999999', 'abc', '0', '-3', '1.5', '99999999999']) {
      expect((await f.t.call('GET', `/api/application/${bad}/answers`, { as: admin })).status).toBe(404);
    }
    expect((await f.t.call('GET', `/api/application/${flaggedId}/answers`, { as: employee })).status).toBe(403);
    expect((await f.t.call('GET', `/api/application/${flaggedId}/answers`, { appKey: 'answers-flags' })).status).toBe(401);
    const [after] = await f.t.db.select({ n: count() }).from(answers);
    expect(after).toEqual(before);
  });

  it('carries the flag, the campaign and the consent on the applicant detail', async () => {
    const res = await f.t.call('GET', `/api/applicant/${flaggedId}`, { as: admin });
    expect(res.body.data as ApplicantDetail).toMatchObject({
      flagReason: 'Answered "No" to "Are you authorised to work in India?"; Answered "90 days" to "Notice period"',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'winter',
      consentAt: '2026-11-22T09:00:00.000Z',
    });
    const plain = await f.t.call('GET', `/api/applicant/${plainId}`, { as: admin });
    expect(plain.body.data as ApplicantDetail).toMatchObject({ flagReason: null, utmSource: null, utmMedium: null, utmCampaign: null });
  });

  it('shows the flag on the list rows and lists only flagged applicants with flagged=1', async () => {
    const all = await f.t.call('GET', '/api/v2/application', { as: admin });
    const rows = all.body.data as ApplicationListItem[];
    expect(rows.find((row) => row.applicantId === flaggedId)?.flagReason).toMatch(/^Answered "No"/);
    expect(rows.find((row) => row.applicantId === plainId)?.flagReason).toBeNull();
    const flagged = await f.t.call('GET', '/api/v2/application?flagged=1', { as: admin });
    expect((flagged.body.data as ApplicationListItem[]).map((row) => row.applicantId)).toEqual([flaggedId]);
    expect(flagged.body.meta).toMatchObject({ total: 1 });
    const off = await f.t.call('GET', '/api/v2/application?flagged=0', { as: admin });
    expect((off.body.data as ApplicationListItem[]).length).toBe(rows.length);
    // The filter keeps to what the user may see: a recruiter of no job sees none.
    const none = await f.t.call('GET', '/api/applicant-filter?flagged=1', { as: otherRecruiter });
    expect(none.body.data).toEqual([]);
  });

  it('refuses a bad flagged value with 422', async () => {
    const [before] = await f.t.db.select({ n: count() }).from(applications);
    const res = await f.t.call('GET', '/api/v2/application?flagged=yes', { as: admin });
    expect([res.status, res.body.errors]).toEqual([422, { flagged: ['flagged must be 1 or 0.'] }]);
    const [after] = await f.t.db.select({ n: count() }).from(applications);
    expect(after).toEqual(before);
  });
});
