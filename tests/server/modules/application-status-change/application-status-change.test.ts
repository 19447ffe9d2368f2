import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applicationRecruiters, applications } from '../../../../src/server/db/schema';
import {
  NO_CHANGES,
  NO_PIPELINE_STATUS,
  NOT_A_RECRUITER,
  PIPELINE_STATUS_NEEDED,
  STAGE_NOT_IN_PIPELINE,
  STAGE_REQUIRED,
  STATUS_NOT_IN_STAGE,
  STATUS_REQUIRED,
  STATUS_SAVED,
  UNKNOWN_APPLICANT_STATUS,
  UNKNOWN_RECRUITER,
} from '../../../../src/shared/contract/application-status-change';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { historyOf, refusedUnchanged, snapshot, statusWorld, type StatusWorld } from './application-status-fixture';

let t: TestApp;
let w: StatusWorld;
const NOW = new Date('2026-11-22T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
  w = await statusWorld(t, 'status-change');
});
afterAll(() => t.close());

const put = (id: number | string, json: unknown, as = w.users.admin) => t.call('PUT', `/api/application/${id}`, { as, json });

describe('PUT /api/application/{id}: moving one applicant', () => {
  it('appends a history entry (who, when, comment) and updates the current copies in one go', async () => {
    const id = await w.applicant(w.job.pipeline);
    const response = await put(id, { stageId: w.stage.screen, statusId: w.status.screening, comment: 'Good CV' });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(STATUS_SAVED);
    expect(response.body.data).toMatchObject({
      applicantId: id,
      stageId: w.stage.screen,
      statusId: w.status.screening,
      statusChangedAt: NOW.toISOString(),
    });
    const history = await historyOf(t.db, id);
    expect(history).toHaveLength(2);
    expect(history.at(-1)).toMatchObject({
      stageId: w.stage.screen,
      statusId: w.status.screening,
      comment: 'Good CV',
      changedById: w.users.admin.id,
      createdAt: NOW,
    });
  });

  it('takes the same body as multipart form data', async () => {
    const id = await w.applicant(w.job.pipeline);
    const response = await t.call('PUT', `/api/application/${id}`, {
      as: w.users.admin,
      form: { stageId: String(w.stage.interview), statusId: String(w.status.interview), comment: '' },
    });
    expect(response.status).toBe(200);
    expect((await historyOf(t.db, id)).at(-1)).toMatchObject({ stageId: w.stage.interview, statusId: w.status.interview, comment: null });
  });

  it('rule: any status of the pipeline may be chosen from any other, including going back a stage', async () => {
    const id = await w.applicant(w.job.pipeline, [[w.stage.interview, w.status.offer]]);
    expect((await put(id, { stageId: w.stage.screen, statusId: w.status.shortlisted })).status).toBe(200);
  });

  it("rule: moving to the pipeline's Rejected status is allowed from any status", async () => {
    const id = await w.applicant(w.job.pipeline, [[w.stage.screen, w.status.toBeStart]]);
    expect((await put(id, { stageId: w.stage.interview, statusId: w.status.rejected, comment: 'No show' })).status).toBe(200);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ currentStageId: w.stage.interview, currentStatusId: w.status.rejected });
  });

  it("rule: unchanged stage and status answer 'No Changes To Save' and write nothing", async () => {
    const id = await w.applicant(w.job.pipeline, [[w.stage.screen, w.status.screening]]);
    const response = await refusedUnchanged(t.db, [id], () =>
      put(id, { stageId: w.stage.screen, statusId: w.status.screening, comment: 'again' }),
    );
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(NO_CHANGES);
  });

  it("rule: an empty body changes nothing: 'No Changes To Save'", async () => {
    const id = await w.applicant(w.job.pipeline);
    const response = await refusedUnchanged(t.db, [id], () => put(id, {}));
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(NO_CHANGES);
  });

  it('rule: the stage must be in the job pipeline', async () => {
    const id = await w.applicant(w.job.pipeline);
    const response = await refusedUnchanged(t.db, [id], () => put(id, { stageId: w.stage.unused, statusId: w.status.toBeStart }));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ errors: { stageId: [STAGE_NOT_IN_PIPELINE] } });
  });

  it("rule: the status must be one of the chosen stage's", async () => {
    const id = await w.applicant(w.job.pipeline);
    for (const statusId of [w.status.interview, w.status.stray]) {
      const response = await refusedUnchanged(t.db, [id], () => put(id, { stageId: w.stage.screen, statusId }));
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ errors: { statusId: [STATUS_NOT_IN_STAGE] } });
    }
  });

  it('rule: a stage needs a status and a status needs a stage', async () => {
    const id = await w.applicant(w.job.pipeline);
    const noStatus = await refusedUnchanged(t.db, [id], () => put(id, { stageId: w.stage.screen }));
    expect(noStatus.body).toMatchObject({ errors: { statusId: [STATUS_REQUIRED] } });
    const noStage = await refusedUnchanged(t.db, [id], () => put(id, { statusId: w.status.screening }));
    expect(noStage.body).toMatchObject({ errors: { stageId: [STAGE_REQUIRED] } });
  });

  it('rule: a job without a pipeline takes only an applicant status of the app', async () => {
    const id = await w.applicant(w.job.plain, [], { applicantStatusId: w.applicantStatus.applied });
    const stageSent = await refusedUnchanged(t.db, [id], () => put(id, { stageId: w.stage.screen, statusId: w.status.screening }));
    expect(stageSent.body).toMatchObject({ errors: { statusId: [NO_PIPELINE_STATUS] } });
    const unknown = await refusedUnchanged(t.db, [id], () => put(id, { applicantStatusId: 999999 }));
    expect(unknown.body).toMatchObject({ errors: { applicantStatusId: [UNKNOWN_APPLICANT_STATUS] } });
    const moved = await put(id, { applicantStatusId: w.applicantStatus.reviewed, comment: 'Read it' });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ applicantStatusId: w.applicantStatus.reviewed, stageId: null, statusId: null });
    expect((await historyOf(t.db, id)).at(-1)).toMatchObject({
      applicantStatusId: w.applicantStatus.reviewed,
      stageId: null,
      comment: 'Read it',
    });
  });

  it('rule: a job with a pipeline refuses an applicant status', async () => {
    const id = await w.applicant(w.job.pipeline);
    const response = await refusedUnchanged(t.db, [id], () => put(id, { applicantStatusId: w.applicantStatus.reviewed }));
    expect(response.body).toMatchObject({ errors: { applicantStatusId: [PIPELINE_STATUS_NEEDED] } });
  });
});

describe('PUT /api/application/{id}: recruiters', () => {
  it('rule: the recruiters sent replace the assignment, and no status is applied when none is sent', async () => {
    const id = await w.applicant(w.job.pipeline);
    const first = await put(id, { recruitingManagerId: [w.users.recruiter.id, w.users.admin.id] });
    expect(first.status).toBe(200);
    expect((first.body.data as { recruitingManager: { id: number }[] }).recruitingManager.map((r) => r.id).sort()).toEqual(
      [w.users.admin.id, w.users.recruiter.id].sort(),
    );
    expect(await historyOf(t.db, id)).toHaveLength(1);
    const form = await t.call('PUT', `/api/application/${id}`, {
      as: w.users.admin,
      form: { recruitingManagerId: [String(w.users.otherRecruiter.id)] },
    });
    expect(form.status).toBe(200);
    const rows = await t.db.select().from(applicationRecruiters).where(eq(applicationRecruiters.applicationId, id));
    expect(rows.map((row) => row.userId)).toEqual([w.users.otherRecruiter.id]);
    expect(rows[0].assignedById).toBe(w.users.admin.id);
  });

  it('takes one plain id as well as a list, and the same list again is no change', async () => {
    const id = await w.applicant(w.job.pipeline);
    expect((await put(id, { recruitingManagerId: w.users.recruiter.id })).status).toBe(200);
    const again = await refusedUnchanged(t.db, [id], () => put(id, { recruitingManagerId: [w.users.recruiter.id] }));
    expect(again.body.message).toBe(NO_CHANGES);
  });

  it('assigns and moves in the same request', async () => {
    const id = await w.applicant(w.job.pipeline);
    const response = await put(id, {
      recruitingManagerId: [w.users.recruiter.id],
      stageId: w.stage.screen,
      statusId: w.status.shortlisted,
    });
    expect(response.status).toBe(200);
    expect(await historyOf(t.db, id)).toHaveLength(2);
  });

  it('rule: recruiters must be users of the app with the recruiter or admin role', async () => {
    const id = await w.applicant(w.job.pipeline);
    const wrongRole = await refusedUnchanged(t.db, [id], () =>
      put(id, { recruitingManagerId: [w.users.employee.id], stageId: w.stage.screen, statusId: w.status.screening }),
    );
    expect(wrongRole.body).toMatchObject({ errors: { recruitingManagerId: [NOT_A_RECRUITER] } });
    const manager = await refusedUnchanged(t.db, [id], () => put(id, { recruitingManagerId: [w.users.manager.id] }));
    expect(manager.body).toMatchObject({ errors: { recruitingManagerId: [NOT_A_RECRUITER] } });
    const otherTenant = await refusedUnchanged(t.db, [id], () => put(id, { recruitingManagerId: [w.users.outsider.id] }));
    expect(otherTenant.body).toMatchObject({ errors: { recruitingManagerId: [UNKNOWN_RECRUITER] } });
  });
});

describe('PUT /api/application/{id}: bad input and access', () => {
  it('refuses wrong types with 422 per field and writes nothing', async () => {
    const id = await w.applicant(w.job.pipeline);
    for (const body of [
      { stageId: 'abc', statusId: w.status.screening },
      { stageId: w.stage.screen, statusId: -1 },
      { applicantStatusId: 1.5 },
      { comment: 42, stageId: w.stage.screen, statusId: w.status.screening },
      { recruitingManagerId: ['x'] },
      { comment: 'x'.repeat(1001), stageId: w.stage.screen, statusId: w.status.screening },
    ]) {
      const response = await refusedUnchanged(t.db, [id], () => put(id, body));
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
  });

  it("answers 404 for unknown, malformed, trashed and other tenants' ids", async () => {
    const trashed = await w.applicant(w.job.pipeline, undefined, { deletedAt: NOW });
    const foreign = await w.applicant(w.job.outsider, [], { appId: w.users.outsider.appId });
    const before = await snapshot(t.db, [trashed, foreign]);
    for (const id of [999999, 'abc', 0, trashed, foreign]) {
      expect((await put(id, { stageId: w.stage.screen, statusId: w.status.screening })).status, String(id)).toBe(404);
    }
    expect(await snapshot(t.db, [trashed, foreign])).toEqual(before);
  });

  it('lets a hiring manager move applicants of their own jobs only (another job: 404)', async () => {
    const own = await w.applicant(w.job.pipeline);
    const other = await w.applicant(w.job.other);
    expect((await put(own, { stageId: w.stage.screen, statusId: w.status.screening }, w.users.manager)).status).toBe(200);
    const refused = await refusedUnchanged(t.db, [other], () =>
      put(other, { stageId: w.stage.screen, statusId: w.status.screening }, w.users.manager),
    );
    expect(refused.status).toBe(404);
  });

  it('lets a recruiter move applicants assigned to them on a job they do not recruit for', async () => {
    const id = await w.applicant(w.job.other);
    expect((await put(id, { stageId: w.stage.screen, statusId: w.status.screening }, w.users.recruiter)).status).toBe(404);
    await t.db.insert(applicationRecruiters).values({ appId: w.appId, applicationId: id, userId: w.users.recruiter.id });
    expect((await put(id, { stageId: w.stage.screen, statusId: w.status.screening }, w.users.recruiter)).status).toBe(200);
  });

  it('refuses an employee (403) and a request without a token (401)', async () => {
    const id = await w.applicant(w.job.pipeline);
    const employee = await refusedUnchanged(t.db, [id], () =>
      put(id, { stageId: w.stage.screen, statusId: w.status.screening }, w.users.employee),
    );
    expect(employee.status).toBe(403);
    const anonymous = await t.call('PUT', `/api/application/${id}`, {
      appKey: w.users.admin.appKey,
      json: { stageId: w.stage.screen, statusId: w.status.screening },
    });
    expect(anonymous.status).toBe(401);
  });
});
