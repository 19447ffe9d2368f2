import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  applicantSources,
  applicantStatuses,
  applications,
  applicationStatusHistory,
  jobs,
  pipelines,
  pipelineStages,
  stages,
  stageStatuses,
  statuses,
} from '../../../../src/server/db/schema';
import { RESUME_NOT_PDF, RESUME_TOO_LARGE } from '../../../../src/shared/contract/application-intake';
import { AADHAAR_MESSAGE, verhoeffDigit } from '../../../../src/shared/rules/aadhaar';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';

let t: TestApp;
let admin: TestUser;
let recruiter: TestUser;
let otherRecruiter: TestUser;
let manager: TestUser;
let employee: TestUser;
let outsider: TestUser;
const ids: Record<string, number> = {};
const aadhaar = `23456789012${verhoeffDigit('23456789012')}`;
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const pdfFile = (bytes: Uint8Array = PDF, name = 'cv.pdf') => new File([bytes as BlobPart], name, { type: 'application/pdf' });

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('intake-a');
  const appId = tenant.id;
  admin = await t.factories.user(tenant, 'admin');
  recruiter = await t.factories.user(tenant, 'recruiter');
  otherRecruiter = await t.factories.user(tenant, 'recruiter');
  manager = await t.factories.user(tenant, 'hiring_manager');
  employee = await t.factories.user(tenant, 'employee');
  outsider = await t.factories.user(await t.factories.tenant('intake-b'), 'admin');

  const status = async (name: string, code: string | null = null) =>
    (await t.db.insert(statuses).values({ appId, name, code }).returning())[0].id;
  ids.toBeStart = await status('To-be-start', 'to_be_start');
  ids.rejected = await status('Rejected', 'rejected');
  const screening = await status('Screening');
  const stage = async (name: string) => {
    const [row] = await t.db.insert(stages).values({ appId, name }).returning();
    await t.db
      .insert(stageStatuses)
      .values([ids.toBeStart, screening, ids.rejected].map((statusId, i) => ({ appId, stageId: row.id, statusId, sequence: i + 1 })));
    return row.id;
  };
  const second = await stage('Interview');
  ids.firstStage = await stage('Screen');
  const [pipeline] = await t.db.insert(pipelines).values({ appId, name: 'Engineering' }).returning();
  // Inserted out of order: the start is the lowest sequence, not the lowest id.
  await t.db.insert(pipelineStages).values([
    { appId, pipelineId: pipeline.id, stageId: second, sequence: 2 },
    { appId, pipelineId: pipeline.id, stageId: ids.firstStage, sequence: 1 },
  ]);
  ids.applied = (await t.db.insert(applicantStatuses).values({ appId, name: 'Applied' }).returning())[0].id;
  await t.db.insert(applicantStatuses).values({ appId, name: 'Reviewed' });
  ids.source = (await t.db.insert(applicantSources).values({ appId, source: 'LinkedIn', identifier: 'linkedin' }).returning())[0].id;
  ids.outsiderSource = (
    await t.db.insert(applicantSources).values({ appId: outsider.appId, source: 'Other', identifier: 'other' }).returning()
  )[0].id;
  const job = async (fields: Partial<typeof jobs.$inferInsert>, app = appId) =>
    (
      await t.db
        .insert(jobs)
        .values({ appId: app, jobTitle: 'Engineer', ...fields })
        .returning()
    )[0].id;
  ids.pipelineJob = await job({ pipelineId: pipeline.id, recruitingManagerId: recruiter.id, hiringManagerId: manager.id });
  ids.plainJob = await job({ recruitingManagerId: recruiter.id });
  ids.othersJob = await job({ pipelineId: pipeline.id, recruitingManagerId: otherRecruiter.id });
  ids.outsiderJob = await job({}, outsider.appId);
});
afterAll(() => t.close());

const valid = (overrides: Record<string, unknown> = {}) => ({
  jobId: ids.pipelineJob,
  firstName: 'Asha',
  lastName: 'Rao',
  applicantEmail: 'asha.rao@example.com',
  phoneNumber: '+91 98765-43210',
  experience: '3',
  ...overrides,
});

const applicationCount = async () => (await t.db.select({ n: count() }).from(applications))[0].n;

describe('POST /api/application', () => {
  it("adds the applicant with the resume at the first status of the pipeline's first stage, with a history entry", async () => {
    const { status, body } = await t.call('POST', '/api/application', {
      as: recruiter,
      form: valid({ documentNumber: aadhaar, sourceId: ids.source, file: pdfFile() }),
    });
    expect(status).toBe(201);
    const data = body.data as Record<string, unknown>;
    expect(body.message).toBe('Applicant added successfully.');
    expect(data).toMatchObject({
      jobId: ids.pipelineJob,
      firstName: 'Asha',
      lastName: 'Rao',
      hasResume: true,
      stageId: ids.firstStage,
      statusId: ids.toBeStart,
      applicantStatusId: null,
    });
    const id = data.applicantId as number;
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({
      applicantEmail: 'asha.rao@example.com',
      phoneNumber: '+91 98765-43210',
      experience: 3,
      documentNumber: aadhaar,
      sourceId: ids.source,
      currentStageId: ids.firstStage,
      currentStatusId: ids.toBeStart,
    });
    const history = await t.db.select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      stageId: ids.firstStage,
      statusId: ids.toBeStart,
      changedById: recruiter.id,
      comment: expect.stringMatching(/^Application added by Test\d+ recruiter$/),
    });
    const resume = await t.call('GET', `/api/applicant/${id}/resume`, { as: recruiter });
    expect(resume.status).toBe(200);
    expect(resume.headers.get('content-type')).toBe('application/pdf');
    expect(resume.body).toContain('%PDF-1.4');
  });

  it('takes JSON without a file, with experience 0 (a fresher) and no document number', async () => {
    const { status, body } = await t.call('POST', '/api/application', {
      as: admin,
      json: valid({ experience: 0, applicantEmail: 'fresh@example.com' }),
    });
    expect(status).toBe(201);
    const data = body.data as { applicantId: number; hasResume: boolean };
    expect(data.hasResume).toBe(false);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, data.applicantId));
    expect(row).toMatchObject({ experience: 0, documentNumber: null, resumePath: null, sourceId: null });
    expect((await t.call('GET', `/api/applicant/${data.applicantId}/resume`, { as: admin })).body.message).toBe('Resume not found.');
  });

  it("starts a job without a pipeline at the app's default applicant status", async () => {
    const { status, body } = await t.call('POST', '/api/application', { as: recruiter, form: valid({ jobId: ids.plainJob }) });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ stageId: null, statusId: null, applicantStatusId: ids.applied });
  });

  it("lets the job's hiring manager add, and refuses a job the recruiter does not recruit for as not found", async () => {
    expect((await t.call('POST', '/api/application', { as: manager, form: valid({ applicantEmail: 'm@example.com' }) })).status).toBe(201);
    const before = await applicationCount();
    const refused = await t.call('POST', '/api/application', { as: recruiter, form: valid({ jobId: ids.othersJob }) });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: 'Job not found.', errors: { jobId: ['Job not found.'] } });
    expect(await applicationCount()).toBe(before);
  });

  it("answers another tenant's job or source as not found / invalid, and writes nothing", async () => {
    const before = await applicationCount();
    const job = await t.call('POST', '/api/application', { as: admin, form: valid({ jobId: ids.outsiderJob }) });
    expect(job.status).toBe(404);
    expect(job.body.message).toBe('Job not found.');
    const source = await t.call('POST', '/api/application', { as: admin, form: valid({ sourceId: ids.outsiderSource }) });
    expect(source.status).toBe(422);
    expect(source.body.errors).toEqual({ sourceId: ['Source not found.'] });
    expect(await applicationCount()).toBe(before);
  });

  it('refuses a user without applications:write (403)', async () => {
    const { status } = await t.call('POST', '/api/application', { as: employee, form: valid() });
    expect(status).toBe(403);
  });

  it.each([
    [{ jobId: '' }, 'jobId', 'Please select a job.'],
    [{ firstName: '  ' }, 'firstName', 'Please enter the first name.'],
    [{ lastName: 'x'.repeat(101) }, 'lastName', 'The last name must be at most 100 characters.'],
    [{ applicantEmail: 'not-an-email' }, 'applicantEmail', 'Please enter a valid e-mail address.'],
    [{ phoneNumber: '12ab5678' }, 'phoneNumber', 'The phone number must be 7 to 20 characters of digits, +, spaces or -.'],
    [{ phoneNumber: '12345' }, 'phoneNumber', 'The phone number must be 7 to 20 characters of digits, +, spaces or -.'],
    [{ experience: '51' }, 'experience', 'Experience must be a whole number of years from 0 to 50.'],
    [{ experience: '2.5' }, 'experience', 'Experience must be a whole number of years from 0 to 50.'],
    [{ experience: '' }, 'experience', 'Please enter the experience in years.'],
    [{ documentNumber: '123456789012' }, 'documentNumber', AADHAAR_MESSAGE],
    [{ sourceId: 'abc' }, 'sourceId', 'sourceId must be an id.'],
  ])('refuses %o with a message on %s, writing nothing', async (change, field, message) => {
    const before = await applicationCount();
    const { status, body } = await t.call('POST', '/api/application', { as: admin, form: valid(change) });
    expect(status).toBe(422);
    expect((body.errors as Record<string, string[]>)[field]).toEqual([message]);
    expect(await applicationCount()).toBe(before);
  });

  it('refuses a resume over 5 MB (413) or one that is not a PDF by content (415), storing nothing', async () => {
    const before = await applicationCount();
    const put = vi.spyOn(t.deps.storage, 'put');
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PDF);
    const tooBig = await t.call('POST', '/api/application', { as: admin, form: valid({ file: pdfFile(big) }) });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ message: RESUME_TOO_LARGE, errors: { file: [RESUME_TOO_LARGE] } });
    const renamed = await t.call('POST', '/api/application', {
      as: admin,
      form: valid({ file: pdfFile(new TextEncoder().encode('<html>not a pdf</html>')) }),
    });
    expect(renamed.status).toBe(415);
    expect(renamed.body).toEqual({ message: RESUME_NOT_PDF, errors: { file: [RESUME_NOT_PDF] } });
    const text = await t.call('POST', '/api/application', { as: admin, form: valid({ file: 'just text' }) });
    expect(text.status).toBe(415);
    expect(put).not.toHaveBeenCalled();
    put.mockRestore();
    expect(await applicationCount()).toBe(before);
  });

  it('removes the stored resume when the application cannot be written', async () => {
    const put = vi.spyOn(t.deps.storage, 'put');
    const remove = vi.spyOn(t.deps.storage, 'remove');
    // A workspace without any applicant status: a job without a pipeline has nowhere to start.
    const bare = await t.factories.user(await t.factories.tenant('intake-bare'), 'admin');
    const [job] = await t.db.insert(jobs).values({ appId: bare.appId, jobTitle: 'Bare' }).returning();
    const before = await applicationCount();
    const { status, body } = await t.call('POST', '/api/application', { as: bare, form: valid({ jobId: job.id, file: pdfFile() }) });
    expect(status).toBe(409);
    expect(body.message).toMatch(/no applicant status/);
    const stored = await put.mock.results[0].value;
    expect(remove).toHaveBeenCalledWith(stored);
    expect(await t.deps.storage.get(stored)).toBeNull();
    expect(await applicationCount()).toBe(before);
    put.mockRestore();
    remove.mockRestore();
  });
});
