import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apps, questionGroups, questions } from '../../../../src/server/db/schema';
import type { JobDetail } from '../../../../src/shared/contract/job-views';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { configureJobForm, createJob, createJobLookups, jobTables, validJobInput, type JobLookups } from '../../../support/job-factory';

let t: TestApp;
let admin: TestUser;
let recruiter: TestUser;
let manager: TestUser;
let employee: TestUser;
let outsider: TestUser;
let l: JobLookups;
let foreign: JobLookups;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('job-create-a');
  admin = await t.factories.user(tenant, 'admin');
  recruiter = await t.factories.user(tenant, 'recruiter');
  manager = await t.factories.user(tenant, 'hiring_manager');
  employee = await t.factories.user(tenant, 'employee');
  const other = await t.factories.tenant('job-create-b');
  outsider = await t.factories.user(other, 'admin');
  l = await createJobLookups(t.db, tenant.id);
  foreign = await createJobLookups(t.db, other.id);
  await configureJobForm(t.db, tenant.id);
});
afterAll(() => t.close());

const create = (overrides: Record<string, unknown> = {}, as = admin) =>
  t.call('POST', '/api/job', { as, form: validJobInput(l, overrides) });
const detail = (response: { body: { data?: unknown } }) => response.body.data as JobDetail;

describe('POST /api/job', () => {
  let snapshot: Awaited<ReturnType<typeof jobTables>>;
  beforeEach(async () => {
    t.setNow(new Date('2026-11-22T09:00:00Z'));
    snapshot = await jobTables(t.db, admin.appId);
  });
  const unchanged = async () => expect(await jobTables(t.db, admin.appId)).toEqual(snapshot);

  it('creates a job from multipart form data and answers every read-back field', async () => {
    const response = await create({
      jobCode: 'ENG-1',
      jobProfile: 'APIs',
      education: 'B.E.',
      expiryDate: '2026-12-31',
      numberOfPositions: 4,
      employmentTypeId: l.employmentType.id,
      employmentCategoryId: 1,
      country: l.country.id,
      subDepartmentId: l.subDepartment.id,
      functionId: l.orgFunction.id,
      jobPriorityId: l.priority.id,
      referralAmountId: l.slab.id,
      userId: [l.recruiter.id, l.hiringManager.id],
      seoMetaTitle: 'Backend Engineer | Careers',
      seoKeyword: ['node', 'sql'],
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Your create form is submitted');
    const job = detail(response);
    expect(job).toMatchObject({
      jobTitle: 'Backend Engineer',
      jobCode: 'ENG-1',
      jobSlug: 'backend-engineer',
      slug: 'backend-engineer',
      numberOfPositions: 4,
      jobApplication: 0,
      created_at: '2026-11-22T09:00:00.000Z',
      expiryDate: '2026-12-31',
      expired: false,
      jobStatusId: 1,
      employmentCategoryId: 1,
      department: { departmentId: l.department.id, departmentName: l.department.departmentName },
      jobType: { jobType: l.jobType.jobType },
      location: { locationDisplay: l.location.locationDisplay, city: l.city.city, country: l.country.name },
      referralAmount: { id: l.slab.id, slug: l.slab.slug, amount: 25000 },
      publishplatforms: [],
      platformId: [],
      jobProfile: 'APIs',
      jobDescription: '<p>Build APIs.</p>',
      minExperience: 3,
      maxExperience: 5,
      country: l.country.id,
      subDepartmentId: l.subDepartment.id,
      pipeLineId: l.pipeline.id,
      skills: expect.arrayContaining(l.skills.map(({ id, name }) => ({ id, name }))),
      userId: expect.arrayContaining([l.recruiter.id, l.hiringManager.id]),
      seoIndex: 1,
      seoKeyword: ['node', 'sql'],
      hasSeoImage: false,
      function: { name: l.orgFunction.name, functionHead: null },
      designation: { designation: l.designation.designation },
      employmentType: { employmentType: l.employmentType.employmentType },
      jobPriority: { name: l.priority.name },
      hiringManager: {
        id: l.hiringManager.id,
        name: l.hiringManager.name,
        lastName: 'Person',
        email: l.hiringManager.email,
        designation: null,
      },
      pipeline: { id: l.pipeline.id, name: l.pipeline.name },
      questionGroup: { groupName: l.questionGroup.questionGroupName, description: '' },
      group: { groupName: l.group.groupName },
      createdBy: { name: expect.any(String), lastName: 'admin' },
    });
    expect(job.skills).toHaveLength(2);
    expect(job.recipients).toHaveLength(2);
    const read = await t.call('GET', `/api/job/${job.jobId}`, { as: recruiter });
    expect(read.body.data).toEqual(job);
  });

  it('accepts a JSON body as well', async () => {
    const response = await t.call('POST', '/api/job', { as: admin, json: validJobInput(l, { jobTitle: 'JSON Engineer' }) });
    expect(response.status).toBe(201);
    expect(detail(response).jobTitle).toBe('JSON Engineer');
  });

  it("stores new jobs as Open (status 1) whatever jobStatusId is sent (spec §4 'new jobs are sent with status id 1')", async () => {
    const response = await create({ jobTitle: 'Closed on arrival', jobStatusId: 3 });
    expect(detail(response).jobStatusId).toBe(1);
  });

  it("refuses each missing configured mandatory field with 'please fill the required field' (spec §5 create mandatory)", async () => {
    const response = await t.call('POST', '/api/job', { as: admin, form: { jobTitle: 'Only a title' } });
    expect(response.status).toBe(422);
    const required = ['please fill the required field'];
    expect(response.body.errors).toEqual({
      designationId: required,
      minExperience: required,
      jobTypeId: required,
      locationId: required,
      groupId: required,
      departmentId: required,
      recruitingManagerId: required,
      hiringManagerId: required,
      pipeLineId: required,
      questionGroupId: required,
      skills: required,
      jobDescription: required,
    });
    await unchanged();
  });

  it('leaves the not-mandatory fields optional by default (education, positions, priority, expiry date …)', async () => {
    const response = await create({ jobTitle: 'Minimal job' });
    expect(response.status).toBe(201);
    expect(detail(response)).toMatchObject({
      education: null,
      numberOfPositions: null,
      jobPriority: null,
      expiryDate: null,
      referralAmount: null,
    });
  });

  it("follows the app's form-field configuration: a field made optional is no longer required", async () => {
    const tenant = await t.factories.tenant();
    const owner = await t.factories.user(tenant, 'admin');
    const lookups = await createJobLookups(t.db, tenant.id);
    await configureJobForm(t.db, tenant.id, ['jobTitle', 'education']);
    const missingEducation = await t.call('POST', '/api/job', {
      as: owner,
      form: { jobTitle: 'Lean', skills: [lookups.skills[0].id], jobDescription: '<p>x</p>' },
    });
    expect(missingEducation.status).toBe(422);
    expect(missingEducation.body.errors).toEqual({ education: ['please fill the required field'] });
    const ok = await t.call('POST', '/api/job', {
      as: owner,
      form: { jobTitle: 'Lean', education: 'Any', skills: [lookups.skills[0].id], jobDescription: '<p>x</p>' },
    });
    expect(ok.status).toBe(201);
  });

  it('always requires skills and description, even when the configuration says otherwise (spec §5)', async () => {
    const tenant = await t.factories.tenant();
    const owner = await t.factories.user(tenant, 'admin');
    await configureJobForm(t.db, tenant.id, []);
    const response = await t.call('POST', '/api/job', { as: owner, form: { jobTitle: 'No skills', jobDescription: '<p><br></p>' } });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      skills: ['please fill the required field'],
      jobDescription: ['please fill the required field'],
    });
  });

  it('counts a description that sanitises to nothing as missing, and stores descriptions sanitised', async () => {
    const scriptOnly = await create({ jobDescription: '<script>alert(1)</script>' });
    expect(scriptOnly.status).toBe(422);
    expect(scriptOnly.body.errors).toEqual({ jobDescription: ['please fill the required field'] });
    await unchanged();
    const response = await create({
      jobTitle: 'Sanitised',
      jobDescription: '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
    });
    expect(detail(response).jobDescription).toBe('<p>Hi</p><a rel="noopener noreferrer">x</a>');
  });

  it('refuses a target date before today in the app\'s time zone (spec §5 "target date minimum is today in create")', async () => {
    await t.db.update(apps).set({ timeZone: 'Asia/Kolkata' }).where(eq(apps.id, admin.appId));
    try {
      // 20:00 UTC on the 22nd is already the 23rd in Kolkata (a fresh user: tokens last an hour).
      t.setNow(new Date('2026-11-22T20:00:00Z'));
      const late = await t.factories.user({ id: admin.appId, key: admin.appKey }, 'recruiter');
      const yesterday = await create({ expiryDate: '2026-11-22' }, late);
      expect(yesterday.status).toBe(422);
      expect(yesterday.body.errors).toEqual({ expiryDate: ['The target date cannot be earlier than today.'] });
      await unchanged();
      const today = await create({ jobTitle: 'Due today', expiryDate: '2026-11-23' }, late);
      expect(today.status).toBe(201);
    } finally {
      await t.db.update(apps).set({ timeZone: 'UTC' }).where(eq(apps.id, admin.appId));
    }
  });

  it('keeps the number of positions within 0 to 100 (spec §5)', async () => {
    for (const numberOfPositions of [-1, 101, 2.5, 'many']) {
      const response = await create({ numberOfPositions });
      expect(response.status, String(numberOfPositions)).toBe(422);
      expect(Object.keys(response.body.errors as object)).toEqual(['numberOfPositions']);
    }
    await unchanged();
    expect(detail(await create({ jobTitle: 'Zero', numberOfPositions: 0 })).numberOfPositions).toBe(0);
    expect(detail(await create({ jobTitle: 'Hundred', numberOfPositions: 100 })).numberOfPositions).toBe(100);
  });

  it('refuses a maximum experience below the minimum, and keeps open-ended ranges such as 10+', async () => {
    const response = await create({ minExperience: 8, maxExperience: 5 });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ maxExperience: ['The maximum experience cannot be less than the minimum experience.'] });
    await unchanged();
    const open = await create({ jobTitle: 'Principal', minExperience: 10, maxExperience: '' });
    expect(detail(open)).toMatchObject({ minExperience: 10, maxExperience: null });
  });

  it('refuses a question group without questions (spec §5 "question groups with no questions cannot be chosen")', async () => {
    // Only active questions count: an archived one (deleted while it had answers) is not asked either.
    const [archived] = await t.db
      .insert(questionGroups)
      .values({ appId: admin.appId, questionGroupName: 'Archived questions only' })
      .returning();
    await t.db
      .insert(questions)
      .values({ appId: admin.appId, questionGroupId: archived.id, question: 'Asked once?', status: 1, archivedAt: new Date() });
    for (const group of [l.emptyQuestionGroup, l.retiredQuestionGroup, archived]) {
      const response = await create({ questionGroupId: group.id });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ questionGroupId: ['This question group has no questions.'] });
    }
    await unchanged();
  });

  it('refuses a disabled job priority (spec §5 "job priority options show only items with status 1")', async () => {
    const response = await create({ jobPriorityId: l.disabledPriority.id });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ jobPriorityId: ['This job priority is disabled.'] });
    await unchanged();
  });

  it('refuses every id of another app or unknown, naming the field, and writes nothing', async () => {
    const response = await create({
      departmentId: foreign.department.id,
      locationId: foreign.location.id,
      jobTypeId: 999_999,
      designationId: foreign.designation.id,
      groupId: foreign.group.id,
      hiringManagerId: foreign.hiringManager.id,
      recruitingManagerId: l.inactiveUser.id,
      pipeLineId: foreign.pipeline.id,
      questionGroupId: foreign.questionGroup.id,
      referralAmountId: foreign.slab.id,
      country: foreign.country.id,
      employmentTypeId: foreign.employmentType.id,
      jobPriorityId: foreign.priority.id,
      functionId: foreign.orgFunction.id,
      skills: [l.skills[0].id, foreign.skills[0].id],
      userId: [foreign.recruiter.id],
      platformId: [foreign.platforms[0].id],
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      departmentId: ['Unknown department.'],
      locationId: ['Unknown location.'],
      jobTypeId: ['Unknown job type.'],
      designationId: ['Unknown position.'],
      groupId: ['Unknown group.'],
      hiringManagerId: ['Unknown hiring manager.'],
      recruitingManagerId: ['Unknown recruiting manager.'],
      pipeLineId: ['Unknown hiring pipeline.'],
      questionGroupId: ['Unknown question group.'],
      referralAmountId: ['Unknown referral amount.'],
      country: ['Unknown country.'],
      employmentTypeId: ['Unknown employment type.'],
      jobPriorityId: ['Unknown job priority.'],
      functionId: ['Unknown function.'],
      skills: ['Unknown skill.'],
      userId: ['Unknown recipient.'],
      platformId: ['Unknown platform.'],
    });
    await unchanged();
  });

  it('refuses a sub department of another department', async () => {
    const response = await create({ subDepartmentId: l.otherSubDepartment.id });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ subDepartmentId: ['This sub department is not part of the chosen department.'] });
    await unchanged();
  });

  it('refuses wrong types with 422 per field, malformed JSON with 400, and writes nothing', async () => {
    const response = await t.call('POST', '/api/job', {
      as: admin,
      json: validJobInput(l, { jobTitle: 42, departmentId: 'abc', skills: 'x', expiryDate: '31/12/2026', seoIndex: 7 }),
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors as object).sort()).toEqual(['departmentId', 'expiryDate', 'jobTitle', 'seoIndex', 'skills.0']);
    const lax = await create({ numberOfPositions: ' ', minExperience: '1e1', departmentId: '0x10', expiryDate: '2026-02-30' });
    expect(lax.status).toBe(422);
    expect(lax.body.errors).toEqual({
      numberOfPositions: ['Number of positions must be a number.'],
      minExperience: ['Minimum experience must be a number.'],
      departmentId: ['Department must be an id.'],
      expiryDate: ['The target date is not a day of the calendar.'],
    });
    const malformed = await t.call('POST', '/api/job', {
      as: admin,
      body: '{"jobTitle":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    await unchanged();
  });

  it('derives the slug from the title, adding -2, -3 … when it is taken', async () => {
    const first = detail(await create({ jobTitle: 'Data Engineer (Remote)' }));
    const second = detail(await create({ jobTitle: 'Data engineer remote!' }));
    const third = detail(await create({ jobTitle: 'Data Engineer – Remote' }));
    expect([first.slug, second.slug, third.slug]).toEqual(['data-engineer-remote', 'data-engineer-remote-2', 'data-engineer-remote-3']);
  });

  it("refuses a slug or job code another job of the app uses, whatever the case (409), but not another app's", async () => {
    await createJob(t.db, admin.appId, { slug: 'taken-slug', jobCode: 'TAKEN-1' });
    snapshot = await jobTables(t.db, admin.appId);
    const slug = await create({ slug: 'Taken-Slug' });
    expect(slug.status).toBe(409);
    expect(slug.body.message).toBe('This slug is already used by another job.');
    const code = await create({ jobCode: 'taken-1' });
    expect(code.status).toBe(409);
    expect(code.body.message).toBe('This job code is already used by another job.');
    await unchanged();
    await createJob(t.db, outsider.appId, { slug: 'elsewhere', jobCode: 'ELSE-1' });
    expect((await create({ slug: 'elsewhere', jobCode: 'ELSE-1' })).status).toBe(201);
  });

  it('refuses a slug that breaks the slug rule and a custom schema that is not JSON-LD', async () => {
    const slug = await create({ slug: 'not a slug!' });
    expect(slug.status).toBe(422);
    expect(slug.body.errors).toEqual({ slug: ['Use lower-case letters, digits and single hyphens for the slug.'] });
    for (const customSeoSchema of ['{"@type":"JobPosting"}', '{"@context":null}', '{"@context":"  "}', '[]', 'not json']) {
      const schema = await create({ customSeoSchema });
      expect(schema.status, customSeoSchema).toBe(422);
      expect(schema.body.errors, customSeoSchema).toEqual({
        customSeoSchema: ['Custom schema must be valid JSON-LD: a JSON object (or list of objects) with "@context".'],
      });
    }
    await unchanged();
  });

  it("publishes in the same request when platformId[] is sent ('Save & Publish'), to enabled platforms only", async () => {
    const disabled = await create({ platformId: [l.platforms[0].id, l.platforms[2].id] });
    expect(disabled.status).toBe(422);
    expect(disabled.body.errors).toEqual({ platformId: ['This platform is disabled; choose an enabled one.'] });
    await unchanged();
    const response = await create({ jobTitle: 'Published at once', platformId: [l.platforms[1].id, l.platforms[0].id] });
    expect(response.status).toBe(201);
    expect(detail(response).publishplatforms).toEqual([
      { id: l.platforms[0].id, name: l.platforms[0].name },
      { id: l.platforms[1].id, name: l.platforms[1].name },
    ]);
  });

  it('stores an SEO image sent as `file` and serves it back', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const response = await create({ jobTitle: 'With image', file: new File([png], 'x.png', { type: 'image/png' }) });
    expect(response.status).toBe(201);
    expect(detail(response).hasSeoImage).toBe(true);
    const image = await t.app.request(`/api/job/${detail(response).jobId}/seo-image?app=${admin.appKey}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);
  });

  it('refuses an image that is not a JPEG or PNG by content (415); a refused job stores no file', async () => {
    const stored: string[] = [];
    const put = t.deps.storage.put;
    t.deps.storage.put = async (data, extension) => {
      stored.push(await put(data, extension));
      return stored[stored.length - 1];
    };
    try {
      const fake = new File([new TextEncoder().encode('<svg onload="x()"/>')], 'x.png', { type: 'image/png' });
      const response = await create({ file: fake });
      expect(response.status).toBe(415);
      expect(response.body.message).toBe('Upload a JPG or PNG image.');
      const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0])], 'x.jpg');
      expect((await create({ file: jpeg, jobPriorityId: l.disabledPriority.id })).status).toBe(422);
      await createJob(t.db, admin.appId, { slug: 'image-slug' });
      snapshot = await jobTables(t.db, admin.appId);
      expect((await create({ file: jpeg, slug: 'image-slug' })).status).toBe(409);
      await unchanged();
      expect(stored).toEqual([]);
    } finally {
      t.deps.storage.put = put;
    }
  });

  it('refuses an image over 2 MB (413)', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    const response = await create({ file: new File([big], 'big.jpg') });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('The image must be at most 2 MB.');
    await unchanged();
  });

  it('may not be used by hiring managers or employees (403), and needs the app', async () => {
    expect((await create({}, manager)).status).toBe(403);
    expect((await create({}, employee)).status).toBe(403);
    expect((await t.call('POST', '/api/job', { token: admin.token, appKey: null, json: validJobInput(l) })).status).toBe(400);
    expect((await t.call('POST', '/api/job', { json: validJobInput(l), appKey: admin.appKey })).status).toBe(401);
    await unchanged();
    expect((await create({ jobTitle: 'By a recruiter' }, recruiter)).status).toBe(201);
  });
});
