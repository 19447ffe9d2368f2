import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, applicationRecruiters, applications, applicationStatusHistory, notifications } from '../../../../src/server/db/schema';
import { HttpError } from '../../../../src/server/core/errors';
import { APPLIED_ON_CAREERS_SITE, applyFormOf, applyOnCareersSite } from '../../../../src/server/modules/careers-apply/service';
import {
  ALREADY_APPLIED,
  answerField,
  APPLY_RATE_LIMIT,
  APPLY_RATE_LIMITED,
  CONSENT_REQUIRED,
  JOB_CLOSED,
  RESUME_REQUIRED,
} from '../../../../src/shared/contract/careers-apply';
import { RESUME_MAX_BYTES, RESUME_NOT_PDF, RESUME_TOO_LARGE } from '../../../../src/shared/contract/application-intake';
import {
  ANSWER_CHOOSE_FROM,
  ANSWER_CHOOSE_ONE,
  ANSWER_NUMBER,
  ANSWER_ONE_VALUE,
  ANSWER_REQUIRED,
  ANSWER_YES_NO,
  answerTooLong,
} from '../../../../src/shared/rules/screening-answer';
import { createCareersFixture, PDF, PRIVACY_NOTICE, type CareersFixture } from './fixture';

let f: CareersFixture;

beforeAll(async () => {
  f = await createCareersFixture('careers-apply');
});
afterAll(() => f.t.close());

const apply = (request: ReturnType<CareersFixture['request']>) => applyOnCareersSite(f.deps, request);

/** The refusal the request gets, having checked that it wrote nothing. */
async function refusal(request: ReturnType<CareersFixture['request']>): Promise<HttpError> {
  const before = await f.written();
  const error = await apply(request).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect(await f.written()).toEqual(before);
  return error as HttpError;
}

const applicationOf = async (id: number) => (await f.t.db.select().from(applications).where(eq(applications.id, id)))[0];

describe('applyOnCareersSite', () => {
  it("lands at the job's first status with the history entry, consent, answers, resume and the recruiter told", async () => {
    const request = f.request({
      [answerField(f.q.short)]: '  Globex  ',
      [answerField(f.q.single)]: '30 days',
      [answerField(f.q.multi)]: ['Rust', 'Go'],
      [answerField(f.q.long)]: '',
    });
    const { applicationId } = await apply(request);
    expect(applicationId).toEqual(expect.any(Number));
    const row = await applicationOf(applicationId!);
    expect(row).toMatchObject({
      appId: f.appId,
      jobId: f.ids.job,
      firstName: 'Asha',
      experience: 4,
      currentStageId: f.ids.stage,
      currentStatusId: f.ids.toBeStart,
      consentAt: new Date('2026-11-22T09:00:00Z'),
      consentNotice: PRIVACY_NOTICE,
      sourceId: f.ids.careersSource,
      flagReason: null,
      referrerId: null,
    });
    expect(await f.deps.storage.get(row.resumePath!)).toEqual(PDF);
    const history = await f.t.db.select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, applicationId!));
    expect(history).toMatchObject([{ comment: APPLIED_ON_CAREERS_SITE, changedById: null, statusId: f.ids.toBeStart }]);
    const given = await f.t.db
      .select({ questionId: answers.questionId, answer: answers.answer })
      .from(answers)
      .where(eq(answers.applicationId, applicationId!));
    expect(given).toEqual(
      expect.arrayContaining([
        { questionId: f.q.yesNo, answer: 'Yes' },
        { questionId: f.q.short, answer: 'Globex' },
        { questionId: f.q.single, answer: '30 days' },
        // One row, the ticked options in the question's order.
        { questionId: f.q.multi, answer: 'Go, Rust' },
        { questionId: f.q.number, answer: '3' },
      ]),
    );
    expect(given).toHaveLength(5);
    const assigned = await f.t.db.select().from(applicationRecruiters).where(eq(applicationRecruiters.applicationId, applicationId!));
    expect(assigned.map((row) => row.userId)).toEqual([f.recruiter.id]);
    const told = await f.t.db.select().from(notifications).where(eq(notifications.userId, f.recruiter.id));
    expect(told).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'assigned', link: `/application/view/${applicationId}` })]),
    );
  });

  it('starts a job without a pipeline or questions at the default applicant status and stores no answers', async () => {
    const { applicationId } = await apply(f.request({ [answerField(f.q.yesNo)]: 'Maybe' }, { jobId: f.ids.plainJob }));
    expect(await applicationOf(applicationId!)).toMatchObject({ currentStageId: null, applicantStatusId: f.ids.applied });
    expect(await f.t.db.select().from(answers).where(eq(answers.applicationId, applicationId!))).toEqual([]);
  });

  it('flags the application with every knockout answer, in readable words, and never rejects it', async () => {
    const { applicationId } = await apply(f.request({ [answerField(f.q.yesNo)]: 'no', [answerField(f.q.single)]: '90 days' }));
    expect((await applicationOf(applicationId!)).flagReason).toBe(
      'Answered "No" to "Are you authorised to work in India?"; Answered "90 days" to "Notice period"',
    );
  });

  it('refuses a bad answer of each question type, keyed by its field, and writes nothing', async () => {
    const cases: [number, string | string[], string][] = [
      [f.q.yesNo, 'Maybe', ANSWER_YES_NO],
      [f.q.yesNo, '', ANSWER_REQUIRED],
      [f.q.short, 'x'.repeat(501), answerTooLong(500)],
      [f.q.long, 'x'.repeat(5001), answerTooLong(5000)],
      [f.q.single, 'Tomorrow', ANSWER_CHOOSE_ONE],
      [f.q.single, ['Immediate', '30 days'], ANSWER_ONE_VALUE],
      [f.q.multi, ['Go', 'COBOL'], ANSWER_CHOOSE_FROM],
      [f.q.number, 'three', ANSWER_NUMBER],
      [f.q.number, '1e3', ANSWER_NUMBER],
      [f.q.number, '   ', ANSWER_REQUIRED],
    ];
    for (const [questionId, answer, message] of cases) {
      const error = await refusal(f.request({ [answerField(questionId)]: answer }));
      expect(error.status).toBe(422);
      expect(error.errors).toEqual({ [answerField(questionId)]: [message] });
    }
  });

  it('ignores answers to questions the job does not ask and does not require inactive ones', async () => {
    const { applicationId } = await apply(f.request({ [answerField(999999)]: 'made up', [answerField(f.ids.inactiveQuestion)]: 'old' }));
    const given = await f.t.db.select().from(answers).where(eq(answers.applicationId, applicationId!));
    expect(given.map((row) => row.questionId).sort()).toEqual([f.q.yesNo, f.q.number].sort());
  });

  it("refuses each bad person field by the form's field name, all at once", async () => {
    const error = await refusal(
      f.request({ firstName: ' ', applicantEmail: 'not-an-email', phoneNumber: 'call me', experience: 'x', consent: undefined }),
    );
    expect(error.status).toBe(422);
    expect(Object.keys(error.errors!).sort()).toEqual(['applicantEmail', 'consent', 'experience', 'firstName', 'phoneNumber']);
    expect(error.errors!.consent).toEqual([CONSENT_REQUIRED]);
  });

  it('requires the resume, a PDF by its bytes, at most 5 MB', async () => {
    const missing = await refusal(f.request({}, { resume: null }));
    expect([missing.status, missing.errors]).toEqual([422, { resume: [RESUME_REQUIRED] }]);
    const notPdf = await refusal(f.request({}, { resume: new TextEncoder().encode('GIF89a') }));
    expect([notPdf.status, notPdf.errors]).toEqual([415, { resume: [RESUME_NOT_PDF] }]);
    const big = new Uint8Array(RESUME_MAX_BYTES + 1);
    big.set(PDF);
    const tooLarge = await refusal(f.request({}, { resume: big }));
    expect([tooLarge.status, tooLarge.errors]).toEqual([413, { resume: [RESUME_TOO_LARGE] }]);
    // With other mistakes, the page shows them all: one 422.
    const both = await refusal(f.request({ lastName: '' }, { resume: new TextEncoder().encode('GIF89a') }));
    expect(both.status).toBe(422);
    expect(both.errors!.resume).toEqual([RESUME_NOT_PDF]);
  });

  it("refuses an unpublished, closed, expired, unknown or another workspace's job with 410", async () => {
    for (const jobId of [f.ids.unpublished, f.ids.closed, f.ids.expired, f.ids.otherAppJob, 999999]) {
      const error = await refusal(f.request({}, { jobId }));
      expect([error.status, error.message]).toEqual([410, JOB_CLOSED]);
    }
  });

  it('refuses the same e-mail (any case) applying twice to one job, writing nothing', async () => {
    await apply(f.request({ applicantEmail: 'twice@example.test' }));
    const error = await refusal(f.request({ applicantEmail: 'TWICE@Example.test' }));
    expect([error.status, error.errors]).toEqual([409, { applicantEmail: [ALREADY_APPLIED] }]);
  });

  it('makes exactly one application of ten submits at once with one e-mail', async () => {
    const before = await f.written();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => apply(f.request({ applicantEmail: 'rush@example.test' }))));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(refused.map((result) => (result.reason as HttpError).status)).toEqual(Array(9).fill(409));
    const rows = await f.t.db
      .select()
      .from(applications)
      .where(and(eq(applications.appId, f.appId), eq(applications.applicantEmail, 'rush@example.test')));
    expect(rows).toHaveLength(1);
    // The refused nine leave no resume behind.
    expect(await f.written()).toMatchObject({ applications: before.applications + 1, files: before.files + 1 });
  });

  it('answers a filled honeypot with the same success and writes nothing', async () => {
    const before = await f.written();
    expect(await apply(f.request({ website: 'http://spam.example' }))).toEqual({ applicationId: null });
    expect(await f.written()).toEqual(before);
  });

  it(`limits a client to ${APPLY_RATE_LIMIT.attempts} attempts in ${APPLY_RATE_LIMIT.windowMinutes} minutes, refused ones included`, async () => {
    const request = () => ({ ...f.request({ firstName: '' }), clientKey: 'busy-client' });
    for (let i = 0; i < APPLY_RATE_LIMIT.attempts; i++) expect((await refusal(request())).status).toBe(422);
    const limited = await refusal(request());
    expect([limited.status, limited.message]).toEqual([429, APPLY_RATE_LIMITED]);
    // Another client is not held back.
    expect((await apply(f.request())).applicationId).toEqual(expect.any(Number));
  });

  it('keeps where it came from: a known source identifier in any case, else the careers source; the UTM values trimmed', async () => {
    const utm = { utm_source: ' newsletter ', utm_medium: 'email', utm_campaign: 'winter-2026' };
    const linked = await apply(f.request({ source: 'linkedin', ...utm }));
    expect(await applicationOf(linked.applicationId!)).toMatchObject({
      sourceId: f.ids.linkedinSource,
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'winter-2026',
    });
    const unknown = await apply(f.request({ source: 'no-such-source' }));
    expect(await applicationOf(unknown.applicationId!)).toMatchObject({ sourceId: f.ids.careersSource, utmSource: null });
    const tooLong = await refusal(f.request({ utm_campaign: 'x'.repeat(201) }));
    expect([tooLong.status, Object.keys(tooLong.errors!)]).toEqual([422, ['utm_campaign']]);
  });

  it('refuses a value holding the NUL character by its field, writing nothing', async () => {
    const error = await refusal(f.request({ [answerField(f.q.short)]: 'Glo\u0000bex' }));
    expect([error.status, Object.keys(error.errors!)]).toEqual([422, [answerField(f.q.short)]]);
  });
});

describe('applyFormOf', () => {
  it('keeps each field by its own name, a repeated one as a list, and reads the resume', async () => {
    const form = new FormData();
    form.append('firstName', 'Asha');
    form.append(answerField(7), 'Go');
    form.append(answerField(7), 'Rust');
    form.append(answerField(8), 'Yes');
    form.append('resume', new File([PDF as BlobPart], 'cv.pdf', { type: 'application/pdf' }));
    expect(await applyFormOf(form)).toEqual({
      fields: { firstName: 'Asha', [answerField(7)]: ['Go', 'Rust'], [answerField(8)]: 'Yes' },
      resume: PDF,
    });
  });

  it('reads an empty file picker as no resume, and a resume sent as text as a field', async () => {
    const empty = new FormData();
    empty.append('resume', new File([], ''));
    expect(await applyFormOf(empty)).toEqual({ fields: {}, resume: null });
    const text = new FormData();
    text.append('resume', 'not a file');
    expect(await applyFormOf(text)).toEqual({ fields: { resume: 'not a file' }, resume: null });
  });
});
