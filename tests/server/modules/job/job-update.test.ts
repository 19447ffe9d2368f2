import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobDetail } from '../../../../src/shared/contract/job-views';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { configureJobForm, createJob, createJobLookups, jobTables, validJobInput, type JobLookups } from '../../../support/job-factory';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let employee: TestUser;
let outsider: TestUser;
let l: JobLookups;
let foreign: JobLookups;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('job-update-a');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  employee = await t.factories.user(tenant, 'employee');
  const other = await t.factories.tenant('job-update-b');
  outsider = await t.factories.user(other, 'admin');
  l = await createJobLookups(t.db, tenant.id);
  foreign = await createJobLookups(t.db, other.id);
  await configureJobForm(t.db, tenant.id);
});
afterAll(() => t.close());

let n = 0;
async function createViaApi(overrides: Record<string, unknown> = {}): Promise<JobDetail> {
  const response = await t.call('POST', '/api/job', {
    as: admin,
    form: validJobInput(l, {
      jobTitle: `Editable ${++n}`,
      jobCode: `ED-${n}`,
      education: 'B.E.',
      jobPriorityId: l.priority.id,
      userId: [l.recruiter.id],
      platformId: [l.platforms[0].id],
      expiryDate: '2026-12-31',
      ...overrides,
    }),
  });
  expect(response.status).toBe(201);
  return response.body.data as JobDetail;
}
const update = (id: number, json: Record<string, unknown>, as = admin) => t.call('PUT', `/api/job/${id}`, { as, json });
const read = async (id: number) => (await t.call('GET', `/api/job/${id}`, { as: admin })).body.data as JobDetail;
const required = ['please fill the required field'];

describe('PUT /api/job/{id}', () => {
  let snapshot: Awaited<ReturnType<typeof jobTables>>;
  let job: JobDetail;
  beforeEach(async () => {
    job = await createViaApi();
    snapshot = await jobTables(t.db, admin.appId);
  });
  const unchanged = async () => expect(await jobTables(t.db, admin.appId)).toEqual(snapshot);

  it('replaces only the keys it is sent; the rest stay as stored', async () => {
    t.setNow(new Date('2026-11-23T10:00:00Z'));
    const late = await t.factories.user({ id: admin.appId, key: admin.appKey }, 'recruiter');
    const response = await update(job.jobId, { jobTitle: 'Renamed', numberOfPositions: 7 }, late);
    t.setNow(new Date('2026-11-22T09:00:00Z'));
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Your edit form has been submitted');
    expect(response.body.data).toEqual({ ...job, jobTitle: 'Renamed', numberOfPositions: 7, updated_at: '2026-11-23T10:00:00.000Z' });
  });

  it("clears optional fields sent as '' or null and lists sent as []", async () => {
    const response = await update(job.jobId, {
      education: '',
      jobPriorityId: null,
      expiryDate: null,
      userId: [],
      seoKeyword: [],
      employmentCategoryId: null,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      education: null,
      jobPriorityId: null,
      jobPriority: null,
      expiryDate: null,
      userId: [],
      recipients: [],
      seoKeyword: [],
      employmentCategoryId: 0,
    });
    expect((response.body.data as JobDetail).skills).toEqual(job.skills);
  });

  it('keeps department, skills, description and title required after the update (spec §5 "edit job requires department, skills and description")', async () => {
    const response = await update(job.jobId, { departmentId: null, skills: [], jobDescription: '<p> </p>', jobTitle: '' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ departmentId: required, skills: required, jobDescription: required, jobTitle: required });
    await unchanged();
    const bare = await createJob(t.db, admin.appId, { jobTitle: 'Imported without department' });
    snapshot = await jobTables(t.db, admin.appId);
    const stillMissing = await update(bare.id, { jobTitle: 'Still no department' });
    expect(stillMissing.status).toBe(422);
    expect(stillMissing.body.errors).toEqual({ departmentId: required, skills: required });
    await unchanged();
  });

  it('does not apply the create-only target date rule: an edit may keep or set a past date', async () => {
    const response = await update(job.jobId, { expiryDate: '2026-01-15' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ expiryDate: '2026-01-15', expired: true });
  });

  it("stores edited jobs as Open (status 1) (spec §4 'edited jobs are sent with status id 1')", async () => {
    const closed = await createJob(t.db, admin.appId, { jobTitle: 'Closed job', jobStatusId: 3, departmentId: l.department.id });
    await t.call('PUT', `/api/job/${closed.id}`, { as: admin, json: { skills: [l.skills[0].id] } });
    expect((await read(closed.id)).jobStatusId).toBe(1);
  });

  it('accepts the edit experience ranges (up to 15-17) and refuses a maximum below the kept minimum', async () => {
    expect((await update(job.jobId, { minExperience: 15, maxExperience: 17 })).status).toBe(200);
    snapshot = await jobTables(t.db, admin.appId);
    const response = await update(job.jobId, { maxExperience: 12 });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ maxExperience: ['The maximum experience cannot be less than the minimum experience.'] });
    await unchanged();
  });

  it('lets a job keep a priority that was disabled since, but not switch to a disabled one', async () => {
    const kept = await createJob(t.db, admin.appId, {
      jobTitle: 'Old priority',
      departmentId: l.department.id,
      jobPriorityId: l.disabledPriority.id,
    });
    const same = await t.call('PUT', `/api/job/${kept.id}`, {
      as: admin,
      json: { jobPriorityId: l.disabledPriority.id, skills: [l.skills[0].id] },
    });
    expect(same.status).toBe(200);
    snapshot = await jobTables(t.db, admin.appId);
    const switched = await update(job.jobId, { jobPriorityId: l.disabledPriority.id });
    expect(switched.status).toBe(422);
    expect(switched.body.errors).toEqual({ jobPriorityId: ['This job priority is disabled.'] });
    await unchanged();
  });

  it('lets a job keep a question group that lost its questions, but not choose one without questions', async () => {
    const kept = await createJob(t.db, admin.appId, {
      jobTitle: 'Old questions',
      departmentId: l.department.id,
      questionGroupId: l.emptyQuestionGroup.id,
    });
    expect(
      (
        await t.call('PUT', `/api/job/${kept.id}`, {
          as: admin,
          json: { questionGroupId: l.emptyQuestionGroup.id, skills: [l.skills[0].id] },
        })
      ).status,
    ).toBe(200);
    snapshot = await jobTables(t.db, admin.appId);
    const chosen = await update(job.jobId, { questionGroupId: l.emptyQuestionGroup.id });
    expect(chosen.status).toBe(422);
    expect(chosen.body.errors).toEqual({ questionGroupId: ['This question group has no questions.'] });
    await unchanged();
  });

  it("refuses other apps' and unknown ids and writes nothing", async () => {
    const response = await update(job.jobId, {
      departmentId: foreign.department.id,
      skills: [foreign.skills[0].id],
      hiringManagerId: 999_999,
      platformId: [foreign.platforms[0].id],
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      departmentId: ['Unknown department.'],
      skills: ['Unknown skill.'],
      hiringManagerId: ['Unknown hiring manager.'],
      platformId: ['Unknown platform.'],
    });
    await unchanged();
  });

  it('checks a kept sub department again when the department changes', async () => {
    expect((await update(job.jobId, { subDepartmentId: l.subDepartment.id })).status).toBe(200);
    snapshot = await jobTables(t.db, admin.appId);
    const moved = await update(job.jobId, { departmentId: l.otherDepartment.id });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual({ subDepartmentId: ['This sub department is not part of the chosen department.'] });
    await unchanged();
    expect((await update(job.jobId, { departmentId: l.otherDepartment.id, subDepartmentId: l.otherSubDepartment.id })).status).toBe(200);
  });

  it('refuses a slug or job code of another job (409) but accepts its own in another case', async () => {
    const other = await createViaApi({ slug: 'taken-by-other' });
    snapshot = await jobTables(t.db, admin.appId);
    const slug = await update(job.jobId, { slug: 'taken-by-other' });
    expect(slug.status).toBe(409);
    expect(slug.body.message).toBe('This slug is already used by another job.');
    const code = await update(job.jobId, { jobCode: other.jobCode!.toLowerCase() });
    expect(code.status).toBe(409);
    expect(code.body.message).toBe('This job code is already used by another job.');
    await unchanged();
    expect((await update(job.jobId, { jobCode: job.jobCode!.toLowerCase(), slug: job.slug })).status).toBe(200);
  });

  it('sanitises a new description', async () => {
    const response = await update(job.jobId, { jobDescription: '<p>New<img src="x" onerror="alert(1)"></p>' });
    expect((response.body.data as JobDetail).jobDescription).toBe('<p>New</p>');
  });

  it('republishes to exactly the platforms sent as platformId[], enabled ones only', async () => {
    const disabled = await update(job.jobId, { platformId: [l.platforms[2].id] });
    expect(disabled.status).toBe(422);
    await unchanged();
    const response = await update(job.jobId, { platformId: [l.platforms[1].id] });
    expect((response.body.data as JobDetail).publishplatforms).toEqual([{ id: l.platforms[1].id, name: l.platforms[1].name }]);
  });

  it('accepts multipart too, replacing the SEO image and removing the old file', async () => {
    const png = (marker: number) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, marker])], 'seo.png');
    const names: string[] = [];
    const put = t.deps.storage.put;
    t.deps.storage.put = async (data, extension) => {
      names.push(await put(data, extension));
      return names[names.length - 1];
    };
    try {
      expect((await t.call('PUT', `/api/job/${job.jobId}`, { as: admin, form: { jobTitle: 'With image', file: png(1) } })).status).toBe(
        200,
      );
      const second = await t.call('PUT', `/api/job/${job.jobId}`, { as: admin, form: { file: png(2) } });
      expect(second.body.data).toMatchObject({ jobTitle: 'With image', hasSeoImage: true });
      expect(await t.deps.storage.get(names[0])).toBeNull();
      expect(await t.deps.storage.get(names[1])).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 2]));
    } finally {
      t.deps.storage.put = put;
    }
  });

  it('removes the stored SEO image with removeSeoImage=1 in the same save (file and row), publishing in the same request', async () => {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'seo.png');
    await t.call('PUT', `/api/job/${job.jobId}`, { as: admin, form: { file: png } });
    const [{ seoImagePath }] = (await jobTables(t.db, admin.appId)).jobs.filter((row) => row.id === job.jobId);
    const response = await update(job.jobId, { education: 'M.Tech', removeSeoImage: 1, platformId: [l.platforms[1].id] });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      education: 'M.Tech',
      hasSeoImage: false,
      publishplatforms: [{ id: l.platforms[1].id, name: l.platforms[1].name }],
    });
    expect(await t.deps.storage.get(seoImagePath!)).toBeNull();
    // Removing when there is none is no error; 0 keeps whatever is there.
    expect((await update(job.jobId, { removeSeoImage: true })).status).toBe(200);
    expect((await update(job.jobId, { removeSeoImage: 0 })).status).toBe(200);
  });

  it('refuses wrong types (422) and malformed JSON (400), writing nothing', async () => {
    const wrong = await update(job.jobId, { numberOfPositions: 'lots', skills: ['x'], jobTitle: ['a'], expiryDate: 20261231 });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors as object).sort()).toEqual(['expiryDate', 'jobTitle', 'numberOfPositions', 'skills.0']);
    const badFlag = await update(job.jobId, { jobTitle: 'Not saved', removeSeoImage: 'yes' });
    expect(badFlag.status).toBe(422);
    expect(badFlag.body.errors).toEqual({ removeSeoImage: ['removeSeoImage must be 1 or 0.'] });
    const malformed = await t.call('PUT', `/api/job/${job.jobId}`, {
      as: admin,
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    await unchanged();
  });

  it("answers 404 for unknown, malformed and other apps' ids, and 403 to hiring managers and employees", async () => {
    for (const id of ['999999', 'abc', '0', '1e3'])
      expect((await t.call('PUT', `/api/job/${id}`, { as: admin, json: { jobTitle: 'X' } })).status, id).toBe(404);
    expect((await update(job.jobId, { jobTitle: 'Hijacked' }, outsider)).status).toBe(404);
    expect((await update(job.jobId, { jobTitle: 'Not mine' }, manager)).status).toBe(403);
    expect((await update(job.jobId, { jobTitle: 'Not mine' }, employee)).status).toBe(403);
    await unchanged();
  });
});
