import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantSources, applicationRecruiters, referralStatuses, stages, statuses, users } from '../../../../src/server/db/schema';
import type { ApplicantDetail } from '../../../../src/shared/contract/application';
import { verhoeffDigit } from '../../../../src/shared/rules/aadhaar';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { createApplication, createJob, createJobLookups, type JobLookups } from '../../../support/job-factory';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let otherManager: TestUser;
let assigned: TestUser;
let employee: TestUser;
let outsider: TestUser;
let l: JobLookups;
const ids: Record<string, number> = {};
const aadhaar = `98765432101${verhoeffDigit('98765432101')}`;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('applicant-read-a');
  const appId = tenant.id;
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  otherManager = await t.factories.user(tenant, 'hiring_manager');
  assigned = await t.factories.user(tenant, 'recruiter');
  employee = await t.factories.user(tenant, 'employee');
  outsider = await t.factories.user(await t.factories.tenant('applicant-read-b'), 'admin');
  l = await createJobLookups(t.db, appId);
  const [referrer] = await t.db
    .insert(users)
    .values({
      appId,
      email: 'referrer@example.test',
      name: 'Ravi',
      lastName: 'Menon',
      role: 'employee',
      departmentId: l.department.id,
      designationId: l.designation.id,
    })
    .returning();
  const [stage] = await t.db.insert(stages).values({ appId, name: 'Interview' }).returning();
  const [status] = await t.db.insert(statuses).values({ appId, name: 'Round 1', statusColor: '#8764b8' }).returning();
  const [source] = await t.db.insert(applicantSources).values({ appId, source: 'Referral', identifier: 'referral' }).returning();
  const [referralStatus] = await t.db
    .insert(referralStatuses)
    .values({ appId, code: 'in_progress', referralStatus: 'In Progress' })
    .returning();
  const job = await createJob(t.db, appId, {
    jobTitle: 'Platform Engineer',
    jobCode: 'PLT-7',
    departmentId: l.department.id,
    locationId: l.location.id,
    hiringManagerId: manager.id,
    recruitingManagerId: l.recruiter.id,
    pipelineId: l.pipeline.id,
  });
  const application = await createApplication(t.db, appId, job.id, {
    firstName: 'Meera',
    lastName: 'Pillai',
    applicantEmail: 'meera@example.test',
    phoneNumber: '9000000001',
    experience: 4,
    documentNumber: aadhaar,
    resumePath: 'meera.pdf',
    sourceId: source.id,
    referrerId: referrer.id,
    referralStatusId: referralStatus.id,
    currentStageId: stage.id,
    currentStatusId: status.id,
    joiningDate: '2026-12-01',
    createdAt: new Date('2026-11-20T10:00:00Z'),
    statusChangedAt: new Date('2026-11-21T10:00:00Z'),
  });
  await t.db.insert(applicationRecruiters).values({ appId, applicationId: application.id, userId: assigned.id });
  Object.assign(ids, {
    application: application.id,
    job: job.id,
    referrer: referrer.id,
    stage: stage.id,
    status: status.id,
    source: source.id,
  });
  ids.plain = (await createApplication(t.db, appId, (await createJob(t.db, appId, { jobTitle: 'Plain' })).id, { firstName: 'Plain' })).id;
  ids.trashed = (await createApplication(t.db, appId, job.id, { deletedAt: new Date('2026-11-21T00:00:00Z') })).id;
  ids.outsider = (await createApplication(t.db, outsider.appId, (await createJob(t.db, outsider.appId)).id)).id;
});
afterAll(() => t.close());

const read = async (id: number | string, as: TestUser = admin) =>
  (await t.call('GET', `/api/applicant/${id}`, { as })) as unknown as { status: number; body: { data: ApplicantDetail; message?: string } };

describe('GET /api/applicant/{id}', () => {
  it('answers the applicant with its job, source, stage, status, referral, managers and recruiters', async () => {
    const { status, body } = await read(ids.application);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      applicantId: ids.application,
      firstName: 'Meera',
      lastName: 'Pillai',
      applicantEmail: 'meera@example.test',
      phoneNumber: '9000000001',
      experience: 4,
      jobCode: 'PLT-7',
      jobId: ids.job,
      job: {
        jobId: ids.job,
        jobTitle: 'Platform Engineer',
        jobCode: 'PLT-7',
        pipelineId: l.pipeline.id,
        pipelineName: l.pipeline.name,
        department: { departmentId: l.department.id, departmentName: l.department.departmentName },
        location: { locationDisplay: l.location.locationDisplay, city: l.city.city },
      },
      documentNumber: aadhaar,
      hasResume: true,
      created_at: '2026-11-20T10:00:00.000Z',
      joiningDate: '2026-12-01',
      source: { sourceId: ids.source, source: 'Referral' },
      stage: { id: ids.stage, name: 'Interview' },
      status: { id: ids.status, name: 'Round 1', statusColor: '#8764b8' },
      applicantStatus: null,
      candidateReferral: {
        user: {
          id: ids.referrer,
          name: 'Ravi',
          lastName: 'Menon',
          email: 'referrer@example.test',
          department: l.department.departmentName,
          designation: l.designation.designation,
        },
        referralStatus: { id: expect.any(Number), referralStatus: 'In Progress' },
      },
      hiringManager: { id: manager.id, name: expect.any(String), lastName: 'hiring_manager', email: manager.email, designation: null },
      recruitingManager: { id: l.recruiter.id, name: l.recruiter.name, lastName: 'Person', email: l.recruiter.email, designation: null },
      recruiters: [{ id: assigned.id, name: expect.any(String), lastName: 'recruiter', email: assigned.email }],
      statusChangedAt: '2026-11-21T10:00:00.000Z',
      flagReason: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      consentAt: null,
    });
  });

  it('answers nulls for what an applicant does not have', async () => {
    const { body } = await read(ids.plain);
    expect(body.data).toMatchObject({
      documentNumber: null,
      hasResume: false,
      source: null,
      stage: null,
      status: null,
      candidateReferral: null,
      hiringManager: null,
      recruiters: [],
      job: { pipelineId: null, department: null, location: null },
    });
  });

  it('shows the applicant to its hiring manager and assigned recruiter (who may edit: the document number whole)', async () => {
    expect((await read(ids.application, manager)).body.data.documentNumber).toBe(aadhaar);
    expect((await read(ids.application, assigned)).body.data.documentNumber).toBe(aadhaar);
  });

  it("answers 404 for a trashed, invisible, unknown, malformed or another workspace's applicant, 403 for employees", async () => {
    for (const [id, as] of [
      [ids.trashed, admin],
      [ids.application, otherManager],
      [ids.outsider, admin],
      [ids.application, outsider],
      [99999999, admin],
      ['abc', admin],
      ['1.5', admin],
    ] as const) {
      const response = await read(id, as);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Applicant not found.');
    }
    expect((await read(ids.application, employee)).status).toBe(403);
  });
});
