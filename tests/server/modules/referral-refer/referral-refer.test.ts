import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicantSources,
  applicantStatuses,
  applicationRecruiters,
  applications,
  applicationStatusHistory,
  channels,
  departments,
  designations,
  jobPlatforms,
  jobs,
  pipelines,
  pipelineStages,
  publishPlatforms,
  referralAmountSlabs,
  referralPayables,
  referralSettings,
  referrerEligibilities,
  stages,
  stageStatuses,
  statuses,
  users,
} from '../../../../src/server/db/schema';
import {
  ALREADY_APPLIED,
  ALREADY_REFERRED,
  ALREADY_REFERRED_BY_YOU,
  CONSENT_MESSAGE,
  DOCUMENT_ALREADY_APPLIED,
  NO_BONUS_DESIGNATION,
  NO_BONUS_REHIRE,
  PHONE_ALREADY_APPLIED,
  RESUME_REQUIRED,
} from '../../../../src/shared/contract/referral-refer';
import { RESUME_NOT_PDF } from '../../../../src/shared/contract/application-intake';
import { AADHAAR_MESSAGE, verhoeffDigit } from '../../../../src/shared/rules/aadhaar';
import { createReferralSetup, type ReferralSetup } from '../../../support/referral-factory';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';

let t: TestApp;
let appId: number;
let setup: ReferralSetup;
let rohan: TestUser;
let meera: TestUser;
let priya: TestUser;
let intern: TestUser;
let recruiter: TestUser;
let outsider: TestUser;
const ids: Record<string, number> = {};
const aadhaar = `23456789012${verhoeffDigit('23456789012')}`;
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const pdfFile = (bytes: Uint8Array = PDF) => new File([bytes as BlobPart], 'cv.pdf', { type: 'application/pdf' });

async function employee(tenant: { id: number; key: string }, designationId: number | null) {
  const user = await t.factories.user(tenant, 'employee');
  await t.db.update(users).set({ designationId }).where(eq(users.id, user.id));
  return user;
}

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('refer-a');
  appId = tenant.id;
  // Selection attribution Two: two employees may hold a referral of one candidate.
  setup = await createReferralSetup(t.db, appId, { selectionAttribute: 2, referralGapPeriod: 6 });
  const designation = async (name: string, eligible: number | null) => {
    const [row] = await t.db.insert(designations).values({ appId, designation: name }).returning();
    if (eligible !== null) await t.db.insert(referrerEligibilities).values({ appId, designationId: row.id, eligibilityStatus: eligible });
    return row.id;
  };
  const engineer = await designation('Senior Software Engineer', 1);
  const internship = await designation('Intern', 0);
  rohan = await employee(tenant, engineer);
  meera = await employee(tenant, engineer);
  priya = await employee(tenant, engineer);
  intern = await employee(tenant, internship);
  recruiter = await t.factories.user(tenant, 'recruiter');
  outsider = await t.factories.user(await t.factories.tenant('refer-b'), 'employee');
  await t.db
    .insert(users)
    .values({ appId, email: 'Former.Colleague@example.com', name: 'Former', role: 'employee', lastWorkingDate: '2025-03-31' });

  const toBeStart = (await t.db.insert(statuses).values({ appId, name: 'To-be-start', code: 'to_be_start' }).returning())[0].id;
  const [stage] = await t.db.insert(stages).values({ appId, name: 'Screen' }).returning();
  await t.db.insert(stageStatuses).values({ appId, stageId: stage.id, statusId: toBeStart, sequence: 1 });
  const [pipeline] = await t.db.insert(pipelines).values({ appId, name: 'Engineering' }).returning();
  await t.db.insert(pipelineStages).values({ appId, pipelineId: pipeline.id, stageId: stage.id, sequence: 1 });
  ids.stage = stage.id;
  ids.toBeStart = toBeStart;
  const [platform] = await t.db.insert(publishPlatforms).values({ appId, name: 'Careers' }).returning();
  const [department] = await t.db.insert(departments).values({ appId, departmentName: 'Engineering' }).returning();
  ids.department = department.id;
  const [slab] = await t.db.insert(referralAmountSlabs).values({ appId, slug: 'eng', designationId: engineer, amount: 25000 }).returning();
  const job = async (fields: Partial<typeof jobs.$inferInsert>, published = true) => {
    const [row] = await t.db
      .insert(jobs)
      .values({ appId, jobTitle: 'Engineer', pipelineId: pipeline.id, ...fields })
      .returning();
    if (published) await t.db.insert(jobPlatforms).values({ appId, jobId: row.id, platformId: platform.id });
    return row.id;
  };
  ids.backend = await job({
    jobTitle: 'Backend Engineer',
    jobCode: 'BE-7',
    departmentId: department.id,
    referralAmountId: slab.id,
    expiryDate: '2026-11-22',
  });
  ids.frontend = await job({ jobTitle: 'Frontend Engineer' });
  ids.expired = await job({ jobTitle: 'Expired Engineer', expiryDate: '2026-11-21' });
  ids.saved = await job({ jobTitle: 'Saved Engineer' }, false);
  ids.managed = await job({ jobTitle: 'Data Scientist', recruitingManagerId: recruiter.id });
  ids.outsiderJob = (await t.db.insert(jobs).values({ appId: outsider.appId, jobTitle: 'Elsewhere' }).returning())[0].id;
});
afterAll(() => t.close());

let serial = 0;
const valid = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    jobId: ids.backend,
    firstName: 'Asha',
    lastName: 'Rao',
    applicantEmail: `candidate-${serial}@example.com`,
    phoneNumber: `+91 98765-${String(10000 + serial)}`,
    experience: '3',
    note: 'Worked with her for two years.',
    consent: 'true',
    file: pdfFile(),
    ...overrides,
  };
};

const applicationCount = async () => (await t.db.select({ n: count() }).from(applications))[0].n;

/** The 'Recruiter Assigned' cell of a CSV export's only record (the column named so in its header). */
async function exportedRecruiters(path: string, as: TestUser): Promise<string> {
  const response = await t.app.request(`${path}&app=${as.appKey}`, { headers: { authorization: `Bearer ${as.token}` } });
  expect(response.status).toBe(200);
  const [header, record] = (await response.text())
    .replace('\uFEFF', '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  return record[header.indexOf('Recruiter Assigned')];
}

describe('GET /api/referral-jobs', () => {
  it('lists the published, open jobs with their bonus, department and location, to employees', async () => {
    const { status, body } = await t.call('GET', '/api/referral-jobs', { as: rohan });
    expect(status).toBe(200);
    const rows = body.data as { jobId: number; jobTitle: string; bonus: number | null; department: unknown }[];
    expect(rows.map((row) => row.jobId).sort()).toEqual([ids.backend, ids.frontend, ids.managed].sort());
    expect(rows.find((row) => row.jobId === ids.backend)).toMatchObject({
      jobCode: 'BE-7',
      bonus: 25000,
      department: { id: ids.department, name: 'Engineering' },
      expiryDate: '2026-11-22',
    });
    expect(rows.find((row) => row.jobId === ids.frontend)).toMatchObject({ bonus: null, department: null, location: null });
  });

  it('searches title and code and filters by department', async () => {
    const byCode = await t.call('GET', '/api/referral-jobs?search=be-7', { as: rohan });
    expect((byCode.body.data as { jobId: number }[]).map((row) => row.jobId)).toEqual([ids.backend]);
    const byDepartment = await t.call('GET', `/api/referral-jobs?departmentId=${ids.department}`, { as: rohan });
    expect(byDepartment.body.meta).toMatchObject({ total: 1 });
    const departmentsAnswer = await t.call('GET', '/api/referral-jobs/departments', { as: rohan });
    expect(departmentsAnswer.body.data).toEqual([{ id: ids.department, name: 'Engineering' }]);
  });

  it('reads one open job, and answers 404 for an expired, unpublished or other tenant job', async () => {
    const one = await t.call('GET', `/api/referral-jobs/${ids.backend}`, { as: rohan });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ jobId: ids.backend, jobTitle: 'Backend Engineer', bonus: 25000 });
    for (const id of [ids.expired, ids.saved, ids.outsiderJob, 'abc']) {
      const answer = await t.call('GET', `/api/referral-jobs/${id}`, { as: rohan });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Job not found.');
    }
  });

  it('refuses bad paging and needs a token', async () => {
    expect((await t.call('GET', '/api/referral-jobs?limit=500', { as: rohan })).status).toBe(422);
    expect((await t.call('GET', '/api/referral-jobs?departmentId=abc', { as: rohan })).status).toBe(422);
    expect((await t.call('GET', '/api/referral-jobs', { appKey: rohan.appKey })).status).toBe(401);
    expect((await t.call('GET', '/api/referral-jobs', { token: rohan.token, appKey: outsider.appKey })).status).toBe(403);
  });
});

describe('GET /api/referral-eligibility', () => {
  it("says an eligible designation's referrals earn a bonus, with the rules in force", async () => {
    const { status, body } = await t.call('GET', '/api/referral-eligibility', { as: rohan });
    expect(status).toBe(200);
    expect(body.data).toEqual({ eligible: true, reason: null, referralGapMonths: 6, reHiredCandidate: false, selectionAttribute: 2 });
  });

  it('says why not for a designation that is not eligible and for a user without one', async () => {
    expect((await t.call('GET', '/api/referral-eligibility', { as: intern })).body.data).toMatchObject({
      eligible: false,
      reason: 'Your designation (Intern) is not eligible for a referral bonus.',
    });
    expect((await t.call('GET', '/api/referral-eligibility', { as: recruiter })).body.data).toMatchObject({
      eligible: false,
      reason: NO_BONUS_DESIGNATION,
    });
  });
});

describe('POST /api/referral-check', () => {
  it('tells the bonus and that a former employee (any case of the e-mail) earns none while re-hires are excluded', async () => {
    const fresh = await t.call('POST', '/api/referral-check', {
      as: rohan,
      json: { jobId: ids.backend, applicantEmail: 'new.person@example.com' },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toEqual({ bonus: true, amount: 25000, reason: null, duplicate: false, message: null });
    const former = await t.call('POST', '/api/referral-check', {
      as: rohan,
      json: { jobId: ids.backend, applicantEmail: 'former.colleague@EXAMPLE.com' },
    });
    expect(former.body.data).toMatchObject({ bonus: false, amount: 25000, reason: NO_BONUS_REHIRE });
  });

  it('refuses an unknown, expired, unpublished or other tenant job and a malformed e-mail', async () => {
    for (const jobId of [ids.expired, ids.saved, ids.outsiderJob, 999999]) {
      const answer = await t.call('POST', '/api/referral-check', { as: rohan, json: { jobId } });
      expect(answer.status).toBe(404);
      expect(answer.body.errors).toEqual({ jobId: ['Job not found.'] });
    }
    expect((await t.call('POST', '/api/referral-check', { as: rohan, json: { jobId: ids.backend, applicantEmail: 'nope' } })).status).toBe(
      422,
    );
    expect((await t.call('POST', '/api/referral-check', { as: rohan, json: {} })).status).toBe(422);
  });
});

describe('POST /api/refer', () => {
  it('creates an Employee Referral application at the first status with history, note, consent and referral status in progress', async () => {
    const { status, body } = await t.call('POST', '/api/refer', { as: rohan, form: valid({ documentNumber: aadhaar }) });
    expect(status).toBe(201);
    expect(body.message).toBe('Thank you! Your referral has been submitted.');
    const { applicantId, noBonusReason } = body.data as { applicantId: number; noBonusReason: string | null };
    expect(noBonusReason).toBeNull();
    const [row] = await t.db.select().from(applications).where(eq(applications.id, applicantId));
    expect(row).toMatchObject({
      jobId: ids.backend,
      referrerId: rohan.id,
      sourceId: setup.sourceId,
      referralStatusId: setup.statuses.in_progress,
      referralNote: 'Worked with her for two years.',
      referralNoBonusReason: null,
      documentNumber: aadhaar,
      currentStageId: ids.stage,
      currentStatusId: ids.toBeStart,
    });
    expect(row.referralConsentAt?.toISOString()).toBe('2026-11-22T09:00:00.000Z');
    expect(row.resumePath).not.toBeNull();
    const history = await t.db.select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, applicantId));
    expect(history).toEqual([
      expect.objectContaining({
        stageId: ids.stage,
        statusId: ids.toBeStart,
        changedById: rohan.id,
        comment: expect.stringMatching(/^Referred by Test\d+ employee$/),
      }),
    ]);
  });

  it('marks the referral of an ineligible employee "no bonus" with the reason, and still takes it', async () => {
    const { status, body } = await t.call('POST', '/api/refer', { as: intern, form: valid() });
    expect(status).toBe(201);
    const [row] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.id, (body.data as { applicantId: number }).applicantId));
    expect(row.referralNoBonusReason).toBe('Your designation (Intern) is not eligible for a referral bonus.');
  });

  it('marks a re-hire "no bonus" while the settings exclude re-hired candidates', async () => {
    const { body } = await t.call('POST', '/api/refer', { as: rohan, form: valid({ applicantEmail: 'FORMER.colleague@example.com' }) });
    expect((body.data as { noBonusReason: string }).noBonusReason).toBe(NO_BONUS_REHIRE);
  });

  it('creates the Employee Referral source in an app that lacks it', async () => {
    const tenant = await t.factories.tenant('refer-c');
    const employeeC = await employee(tenant, null);
    const cSetup = await createReferralSetup(t.db, tenant.id);
    await t.db.delete(applicantSources).where(eq(applicantSources.id, cSetup.sourceId));
    const [platform] = await t.db.insert(publishPlatforms).values({ appId: tenant.id, name: 'Careers' }).returning();
    const [job] = await t.db.insert(jobs).values({ appId: tenant.id, jobTitle: 'Anything' }).returning();
    await t.db.insert(jobPlatforms).values({ appId: tenant.id, jobId: job.id, platformId: platform.id });
    await t.db.insert(applicantStatuses).values({ appId: tenant.id, name: 'Applied' });
    const answer = await t.call('POST', '/api/refer', { as: employeeC, form: valid({ jobId: job.id }) });
    expect(answer.status).toBe(201);
    const [source] = await t.db.select().from(applicantSources).where(eq(applicantSources.appId, tenant.id));
    expect(source).toMatchObject({ source: 'Employee Referral', identifier: 'referral' });
  });

  it('refuses bad input field by field in the Add applicant words, and writes nothing', async () => {
    const before = await applicationCount();
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ consent: '' }, 422, 'consent', CONSENT_MESSAGE],
      [{ consent: 'false' }, 422, 'consent', CONSENT_MESSAGE],
      [{ firstName: '' }, 422, 'firstName', 'Please enter the first name.'],
      [{ applicantEmail: 'not-mail' }, 422, 'applicantEmail', 'Please enter a valid e-mail address.'],
      [{ documentNumber: '123456789012' }, 422, 'documentNumber', AADHAAR_MESSAGE],
      [{ experience: '51' }, 422, 'experience', 'Experience must be a whole number of years from 0 to 50.'],
      [{ note: 'x'.repeat(1001) }, 422, 'note', 'The note must be at most 1000 characters.'],
      [{ file: undefined }, 422, 'file', RESUME_REQUIRED],
      [{ file: pdfFile(new TextEncoder().encode('MZ not a pdf')) }, 415, 'file', RESUME_NOT_PDF],
      [{ jobId: ids.expired }, 404, 'jobId', 'Job not found.'],
      [{ jobId: ids.outsiderJob }, 404, 'jobId', 'Job not found.'],
      [{ jobId: 'abc' }, 422, 'jobId', 'Please select a job.'],
    ];
    for (const [overrides, status, field, message] of cases) {
      const answer = await t.call('POST', '/api/refer', { as: rohan, form: valid(overrides) });
      expect({ overrides, status: answer.status }).toEqual({ overrides, status });
      expect(answer.body.errors?.[field as never]).toEqual([message]);
    }
    expect((await t.call('POST', '/api/refer', { as: rohan, body: '{', headers: { 'content-type': 'application/json' } })).status).toBe(
      400,
    );
    expect((await t.call('POST', '/api/refer', { form: valid(), appKey: rohan.appKey })).status).toBe(401);
    expect(await applicationCount()).toBe(before);
  });
});

describe('Recruiter Assigned is one answer', () => {
  it("a new referral starts with the job's recruiting manager assigned, and every screen and export names the same recruiters", async () => {
    const referred = await t.call('POST', '/api/refer', { as: rohan, form: valid({ jobId: ids.managed }) });
    expect(referred.status).toBe(201);
    const applicantId = (referred.body.data as { applicantId: number }).applicantId;
    const [person] = await t.db
      .select({ id: users.id, name: users.name, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, recruiter.id));
    const assigned = [person];
    const named = `${person.name} ${person.lastName}`;

    const mine = await t.call('GET', `/api/my-referrals?applicantId=${applicantId}`, { as: rohan });
    expect((mine.body.data as { recruiters: unknown[] }[])[0].recruiters).toEqual(assigned);
    const listed = await t.call('GET', '/api/total-referral?limit=100', { as: recruiter });
    expect(
      (listed.body.data as { applicantId: number; recruitingManager: unknown[] }[]).find((row) => row.applicantId === applicantId)
        ?.recruitingManager,
    ).toEqual(assigned);
    expect(await exportedRecruiters(`/api/total-referral/export?applicantId=${applicantId}`, recruiter)).toBe(named);

    // Hired long enough ago for its payout to be exportable.
    await t.db
      .update(applications)
      .set({ referralStatusId: setup.statuses.hired, joiningDate: '2026-01-05' })
      .where(eq(applications.id, applicantId));
    await t.db
      .insert(referralPayables)
      .values({ appId, applicationId: applicantId, joiningDate: '2026-01-05', referralStatusId: setup.statuses.hired, amount: 25000 });
    const payable = await t.call('GET', '/api/referral-payable?limit=100', { as: recruiter });
    expect(
      (payable.body.data as { applicantId: number; recruitingManager: unknown[] }[]).find((row) => row.applicantId === applicantId)
        ?.recruitingManager,
    ).toEqual(assigned);
    expect(await exportedRecruiters(`/api/referral-payable/export?applicantId=${applicantId}`, recruiter)).toBe(named);
    // The recruiter takes part in the referral's chat from the start.
    const chats = await t.call('GET', `/api/channels?applicationId=${applicantId}`, { as: recruiter });
    expect((chats.body.data as { canSend: boolean }[]).map((chat) => chat.canSend)).toEqual([true]);
  });
});

describe('A candidate who already applied for the job', () => {
  const mei = {
    firstName: 'Mei',
    lastName: 'Qureshi',
    applicantEmail: 'mei.qureshi156@example.org',
    phoneNumber: '+91 98100 15600',
    documentNumber: `43456789012${verhoeffDigit('43456789012')}`,
  };
  const tables = [applications, applicationStatusHistory, applicationRecruiters, channels] as const;
  const rowCounts = async () => Promise.all(tables.map(async (table) => (await t.db.select({ n: count() }).from(table))[0].n));

  beforeAll(async () => {
    // Mei applied for Data Scientist herself, through the campus drive: no referrer.
    const [campus] = await t.db.insert(applicantSources).values({ appId, source: 'Campus', identifier: 'campus' }).returning();
    await t.db.insert(applications).values({ appId, jobId: ids.managed, sourceId: campus.id, ...mei });
  });

  it('is refused whatever the source, in plain words (409), the check says so before submitting with no bonus, and nothing is written', async () => {
    const check = await t.call('POST', '/api/referral-check', {
      as: rohan,
      json: { jobId: ids.managed, applicantEmail: 'Mei.Qureshi156@example.org' },
    });
    expect(check.body.data).toMatchObject({ duplicate: true, message: ALREADY_APPLIED, bonus: false });
    const before = await rowCounts();
    const refused = await t.call('POST', '/api/refer', {
      as: rohan,
      form: valid({ jobId: ids.managed, firstName: 'Mei', lastName: 'Qureshi', applicantEmail: 'MEI.QURESHI156@example.org' }),
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: ALREADY_APPLIED });
    expect(await rowCounts()).toEqual(before);
    // Another job is another application.
    expect(
      (await t.call('POST', '/api/refer', { as: rohan, form: valid({ jobId: ids.frontend, applicantEmail: mei.applicantEmail }) })).status,
    ).toBe(201);
  });

  it('says which detail matched: a used phone number under a new name and e-mail, or a used Aadhaar number', async () => {
    const before = await rowCounts();
    const byPhone = await t.call('POST', '/api/refer', {
      as: meera,
      form: valid({ jobId: ids.managed, firstName: 'Other', applicantEmail: 'someone.new@example.org', phoneNumber: '+91-98100-15600' }),
    });
    expect([byPhone.status, byPhone.body.message]).toEqual([409, PHONE_ALREADY_APPLIED]);
    const byDocument = await t.call('POST', '/api/refer', {
      as: meera,
      form: valid({ jobId: ids.managed, documentNumber: mei.documentNumber }),
    });
    expect([byDocument.status, byDocument.body.message]).toEqual([409, DOCUMENT_ALREADY_APPLIED]);
    expect(await rowCounts()).toEqual(before);

    // The referrer's own earlier referral: a new name and e-mail with its phone is not "this candidate".
    expect(
      (await t.call('POST', '/api/refer', { as: priya, form: valid({ jobId: ids.frontend, phoneNumber: '+91 90000 55511' }) })).status,
    ).toBe(201);
    const ownPhone = await t.call('POST', '/api/refer', {
      as: priya,
      form: valid({ jobId: ids.frontend, firstName: 'Vikram', applicantEmail: 'vikram@example.org', phoneNumber: '9190000-55511' }),
    });
    expect([ownPhone.status, ownPhone.body.message]).toEqual([409, PHONE_ALREADY_APPLIED]);
  });
});

describe('The duplicate guard', () => {
  it('rule: the first referrer within the referral gap period keeps the credit; after the gap another employee may refer the candidate', async () => {
    const email = 'first.referrer@example.com';
    const attribution = (selectionAttribute: number) =>
      t.db.update(referralSettings).set({ selectionAttribute }).where(eq(referralSettings.appId, appId));
    await attribution(1);
    try {
      t.setNow(new Date('2026-03-02T09:00:00Z'));
      expect((await t.call('POST', '/api/refer', { as: rohan, form: valid({ applicantEmail: email }) })).status).toBe(201);
      t.setNow(new Date('2026-09-01T09:00:00Z'));
      const second = await t.call('POST', '/api/refer', { as: meera, form: valid({ jobId: ids.frontend, applicantEmail: email }) });
      expect([second.status, second.body.message]).toEqual([409, ALREADY_REFERRED]);
      // Six months and a day after the first referral, the candidate is free again: Meera refers and holds the credit.
      t.setNow(new Date('2026-09-03T09:00:00Z'));
      expect((await t.call('POST', '/api/refer', { as: meera, form: valid({ jobId: ids.frontend, applicantEmail: email }) })).status).toBe(
        201,
      );
      const third = await t.call('POST', '/api/refer', { as: priya, form: valid({ jobId: ids.managed, applicantEmail: email }) });
      expect([third.status, third.body.message]).toEqual([409, ALREADY_REFERRED]);
    } finally {
      t.setNow(new Date('2026-11-22T09:00:00Z'));
      await attribution(2);
    }
  });

  it('lets selectionAttribute employees hold a candidate and refuses the next, matching e-mail case, phone digits or document number', async () => {
    const doc = `33456789012${verhoeffDigit('33456789012')}`;
    const candidate = { applicantEmail: 'kiran.shah@example.com', phoneNumber: '+91 99000 11223', documentNumber: doc };
    expect((await t.call('POST', '/api/refer', { as: rohan, form: valid(candidate) })).status).toBe(201);
    // The second holder (attribution Two) refers them to another job, through the same phone digits written differently.
    expect(
      (await t.call('POST', '/api/refer', { as: meera, form: valid({ jobId: ids.frontend, phoneNumber: '9199000-11223' }) })).status,
    ).toBe(201);
    const before = await applicationCount();
    for (const match of [{ applicantEmail: 'KIRAN.SHAH@example.com' }, { phoneNumber: '+91-99000-11223' }, { documentNumber: doc }]) {
      const refused = await t.call('POST', '/api/refer', { as: priya, form: valid({ jobId: ids.managed, ...match }) });
      expect(refused.status).toBe(409);
      // One message that names neither the other referral nor its referrer.
      expect(refused.body).toEqual({ message: ALREADY_REFERRED });
    }
    const check = await t.call('POST', '/api/referral-check', {
      as: priya,
      json: { jobId: ids.managed, applicantEmail: 'kiran.shah@example.com' },
    });
    expect(check.body.data).toMatchObject({ duplicate: true, message: ALREADY_REFERRED });
    expect(await applicationCount()).toBe(before);
    // A holder may refer the candidate to another job; the same job again is refused.
    expect((await t.call('POST', '/api/refer', { as: rohan, form: valid({ ...candidate, jobId: ids.managed }) })).status).toBe(201);
    const again = await t.call('POST', '/api/refer', { as: rohan, form: valid({ applicantEmail: 'kiran.shah@example.com' }) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_REFERRED_BY_YOU);
  });

  it('lets a candidate be referred again once the gap period has passed, and ignores referrals marked duplicate', async () => {
    const email = 'gap.candidate@example.com';
    t.setNow(new Date('2026-01-10T09:00:00Z'));
    try {
      expect((await t.call('POST', '/api/refer', { as: rohan, form: valid({ applicantEmail: email }) })).status).toBe(201);
      expect((await t.call('POST', '/api/refer', { as: meera, form: valid({ jobId: ids.frontend, applicantEmail: email }) })).status).toBe(
        201,
      );
    } finally {
      t.setNow(new Date('2026-11-22T09:00:00Z'));
    }
    // Ten months later, beyond the six-month gap: the earlier referrals no longer hold the candidate.
    expect((await t.call('POST', '/api/refer', { as: priya, form: valid({ jobId: ids.managed, applicantEmail: email }) })).status).toBe(
      201,
    );

    const marked = 'marked.duplicate@example.com';
    const first = await t.call('POST', '/api/refer', { as: rohan, form: valid({ applicantEmail: marked }) });
    const second = await t.call('POST', '/api/refer', { as: meera, form: valid({ jobId: ids.frontend, applicantEmail: marked }) });
    await t.db
      .update(applications)
      .set({ referralStatusId: setup.statuses.duplicate })
      .where(eq(applications.id, (second.body.data as { applicantId: number }).applicantId));
    expect(first.status).toBe(201);
    expect((await t.call('POST', '/api/refer', { as: priya, form: valid({ jobId: ids.managed, applicantEmail: marked }) })).status).toBe(
      201,
    );
  });

  it('counts only live applications: one in the trash holds nothing, not even its job', async () => {
    const email = 'trashed.candidate@example.com';
    const referred: number[] = [];
    for (const [who, jobId] of [
      [rohan, ids.backend],
      [meera, ids.frontend],
    ] as const) {
      referred.push(
        (
          (await t.call('POST', '/api/refer', { as: who, form: valid({ jobId, applicantEmail: email }) })).body.data as {
            applicantId: number;
          }
        ).applicantId,
      );
    }
    await t.db.update(applications).set({ deletedAt: new Date() }).where(eq(applications.id, referred[0]));
    expect((await t.call('POST', '/api/refer', { as: priya, form: valid({ applicantEmail: email }) })).status).toBe(201);
  });

  it('refers one of two simultaneous referrals beyond the attribution and refuses the other', async () => {
    const email = 'race.candidate@example.com';
    expect((await t.call('POST', '/api/refer', { as: rohan, form: valid({ applicantEmail: email }) })).status).toBe(201);
    const answers = await Promise.all(
      [
        [meera, ids.frontend],
        [priya, ids.managed],
      ].map(([who, jobId]) => t.call('POST', '/api/refer', { as: who as TestUser, form: valid({ jobId, applicantEmail: email }) })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });
});
