import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import { applications, applicationStatusHistory } from '../../../../src/server/db/schema';
import {
  APPLICANTS_REQUIRED,
  MAX_BULK_APPLICANTS,
  NO_CHANGES,
  STAGE_NOT_IN_PIPELINE,
  STAGE_REQUIRED,
  STATUS_NOT_IN_STAGE,
  STATUS_REQUIRED,
  TOO_MANY_APPLICANTS,
  UNKNOWN_APPLICANT_STATUS,
} from '../../../../src/shared/contract/application-status-change';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { historyOf, refusedUnchanged, snapshot, statusWorld, type StatusWorld } from './application-status-fixture';

let t: TestApp;
let w: StatusWorld;
const NOW = new Date('2026-11-22T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
  w = await statusWorld(t, 'bulk-status');
});
afterAll(() => t.close());

const post = (json: unknown, as = w.users.admin) => t.call('POST', '/api/multiple-status-change', { as, json });

describe('POST /api/multiple-status-change', () => {
  it('moves every selected applicant, each with its own history entry', async () => {
    const ids = [await w.applicant(w.job.pipeline), await w.applicant(w.job.pipeline), await w.applicant(w.job.short)];
    const response = await post({ applicantId: ids, stageId: w.stage.screen, statusId: w.status.shortlisted, comment: 'Batch' });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ changed: 3 });
    for (const id of ids) {
      expect((await historyOf(t.db, id)).at(-1)).toMatchObject({
        stageId: w.stage.screen,
        statusId: w.status.shortlisted,
        comment: 'Batch',
        changedById: w.users.admin.id,
        createdAt: NOW,
      });
      expect((await snapshot(t.db, [id]))[0]).toMatchObject({ stageId: w.stage.screen, statusId: w.status.shortlisted, changedAt: NOW });
    }
  });

  it("takes the spec's form data (applicantId[i], statusId, stageId, comment)", async () => {
    const ids = [await w.applicant(w.job.pipeline), await w.applicant(w.job.pipeline)];
    const response = await t.call('POST', '/api/multiple-status-change', {
      as: w.users.admin,
      form: { applicantId: ids.map(String), stageId: String(w.stage.interview), statusId: String(w.status.interview), comment: 'Form' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ changed: 2 });
  });

  it('rule: applicants already at the target get no new entry; all of them there is No Changes To Save', async () => {
    const there = await w.applicant(w.job.pipeline, [[w.stage.screen, w.status.screening]]);
    const moving = await w.applicant(w.job.pipeline);
    const partly = await post({ applicantId: [there, moving], stageId: w.stage.screen, statusId: w.status.screening });
    expect(partly.body.data).toEqual({ changed: 1 });
    expect(await historyOf(t.db, there)).toHaveLength(1);
    const none = await refusedUnchanged(t.db, [there, moving], () =>
      post({ applicantId: [there, moving], stageId: w.stage.screen, statusId: w.status.screening }),
    );
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(NO_CHANGES);
  });

  it('rule: a bulk change needs both a stage and a status', async () => {
    const id = await w.applicant(w.job.pipeline);
    const noStage = await refusedUnchanged(t.db, [id], () => post({ applicantId: [id], statusId: w.status.screening }));
    expect(noStage.body).toMatchObject({ errors: { stageId: [STAGE_REQUIRED] } });
    const noStatus = await refusedUnchanged(t.db, [id], () => post({ applicantId: [id], stageId: w.stage.screen }));
    expect(noStatus.body).toMatchObject({ errors: { statusId: [STATUS_REQUIRED] } });
  });

  it('rule: all or none — one invisible id changes nobody (404)', async () => {
    const ids = [await w.applicant(w.job.pipeline), await w.applicant(w.job.pipeline)];
    const trashed = await w.applicant(w.job.pipeline, undefined, { deletedAt: NOW });
    const foreign = await w.applicant(w.job.outsider, [], { appId: w.users.outsider.appId });
    for (const bad of [999999, trashed, foreign]) {
      const response = await refusedUnchanged(t.db, [...ids, trashed, foreign], () =>
        post({ applicantId: [...ids, bad], stageId: w.stage.screen, statusId: w.status.screening }),
      );
      expect(response.status, String(bad)).toBe(404);
    }
  });

  it('rule: all or none — one applicant whose pipeline lacks the stage changes nobody (422 naming the pipeline)', async () => {
    const ids = [await w.applicant(w.job.pipeline), await w.applicant(w.job.short)];
    const response = await refusedUnchanged(t.db, ids, () =>
      post({ applicantId: ids, stageId: w.stage.interview, statusId: w.status.interview }),
    );
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      errors: { stageId: [`${STAGE_NOT_IN_PIPELINE} (hiring pipeline 'Short' of 1 of the selected applicant)`] },
    });
    const wrongStatus = await refusedUnchanged(t.db, ids, () =>
      post({ applicantId: ids, stageId: w.stage.screen, statusId: w.status.offer }),
    );
    expect((wrongStatus.body as { errors: { statusId: string[] } }).errors.statusId[0]).toContain(STATUS_NOT_IN_STAGE);
  });

  it('rule: jobs without a pipeline move by withoutHiringProcessId, and a mix with pipeline jobs is refused whole', async () => {
    const plain = [await w.applicant(w.job.plain, []), await w.applicant(w.job.plain, [])];
    const moved = await post({ applicantId: plain, withoutHiringProcessId: w.applicantStatus.reviewed, comment: 'Seen' });
    expect(moved.status).toBe(200);
    expect((await historyOf(t.db, plain[0])).at(-1)).toMatchObject({
      applicantStatusId: w.applicantStatus.reviewed,
      stageId: null,
      comment: 'Seen',
    });
    const piped = await w.applicant(w.job.pipeline);
    const mixed = await refusedUnchanged(t.db, [...plain, piped], () =>
      post({ applicantId: [...plain, piped], withoutHiringProcessId: w.applicantStatus.applied }),
    );
    expect(mixed.status).toBe(422);
    const stageForPlain = await refusedUnchanged(t.db, [...plain, piped], () =>
      post({ applicantId: [plain[0], piped], stageId: w.stage.screen, statusId: w.status.screening }),
    );
    expect(stageForPlain.status).toBe(422);
    const unknown = await refusedUnchanged(t.db, plain, () => post({ applicantId: plain, withoutHiringProcessId: 999999 }));
    expect(unknown.body).toMatchObject({ errors: { withoutHiringProcessId: [UNKNOWN_APPLICANT_STATUS] } });
  });

  it(`rule: at most ${MAX_BULK_APPLICANTS} applicants, at least one`, async () => {
    const tooMany = await post({
      applicantId: Array.from({ length: MAX_BULK_APPLICANTS + 1 }, (_, i) => i + 1),
      stageId: w.stage.screen,
      statusId: w.status.screening,
    });
    expect(tooMany.body).toMatchObject({ errors: { applicantId: [TOO_MANY_APPLICANTS] } });
    for (const applicantId of [[], '', undefined]) {
      const empty = await post({ applicantId, stageId: w.stage.screen, statusId: w.status.screening });
      expect(empty.body).toMatchObject({ errors: { applicantId: [APPLICANTS_REQUIRED] } });
    }
  });

  it(`moves the largest selection (${MAX_BULK_APPLICANTS}) with one history entry each`, async () => {
    const rows = await t.db
      .insert(applications)
      .values(
        Array.from({ length: MAX_BULK_APPLICANTS }, (_, i) => ({
          appId: w.appId,
          jobId: w.job.pipeline,
          firstName: `Bulk${i}`,
          applicantEmail: `bulk-${i}@example.test`,
          currentStageId: w.stage.screen,
          currentStatusId: w.status.toBeStart,
        })),
      )
      .returning({ id: applications.id });
    const ids = rows.map((row) => row.id);
    const response = await post({ applicantId: ids, stageId: w.stage.interview, statusId: w.status.rejected });
    expect(response.body.data).toEqual({ changed: MAX_BULK_APPLICANTS });
    const [{ value }] = await t.db
      .select({ value: count() })
      .from(applicationStatusHistory)
      .where(inArray(applicationStatusHistory.applicationId, ids));
    expect(value).toBe(MAX_BULK_APPLICANTS);
    const moved = await t.db
      .select({ value: count() })
      .from(applications)
      .where(and(inArray(applications.id, ids), eq(applications.currentStatusId, w.status.rejected)));
    expect(moved[0].value).toBe(MAX_BULK_APPLICANTS);
  });

  it('refuses wrong types with 422 and writes nothing', async () => {
    const id = await w.applicant(w.job.pipeline);
    for (const body of [
      { applicantId: ['x'], stageId: w.stage.screen, statusId: w.status.screening },
      { applicantId: [id], stageId: 'one', statusId: w.status.screening },
      { applicantId: [id], stageId: w.stage.screen, statusId: w.status.screening, comment: { a: 1 } },
      { applicantId: { 0: id } },
    ]) {
      const response = await refusedUnchanged(t.db, [id], () => post(body));
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
  });

  it("lets a hiring manager move only their jobs' applicants (another job: 404) and refuses an employee (403)", async () => {
    const own = await w.applicant(w.job.pipeline);
    const other = await w.applicant(w.job.other);
    const mixed = await refusedUnchanged(t.db, [own, other], () =>
      post({ applicantId: [own, other], stageId: w.stage.screen, statusId: w.status.screening }, w.users.manager),
    );
    expect(mixed.status).toBe(404);
    expect((await post({ applicantId: [own], stageId: w.stage.screen, statusId: w.status.screening }, w.users.manager)).status).toBe(200);
    const employee = await refusedUnchanged(t.db, [own], () =>
      post({ applicantId: [own], stageId: w.stage.screen, statusId: w.status.rejected }, w.users.employee),
    );
    expect(employee.status).toBe(403);
  });
});

describe('GET /api/status-change-options', () => {
  it("offers the stages of the selection's pipelines and counts those without one", async () => {
    const ids = [await w.applicant(w.job.pipeline), await w.applicant(w.job.short), await w.applicant(w.job.plain, [])];
    const response = await t.call('GET', `/api/status-change-options?applicantIds=${ids.join(',')}`, { as: w.users.admin });
    expect(response.status).toBe(200);
    const data = response.body.data as {
      pipelines: { name: string }[];
      stages: { id: number; status: { id: number }[] }[];
      withoutPipeline: number;
    };
    expect(data.pipelines.map((p) => p.name).sort()).toEqual(['Engineering', 'Short']);
    expect(data.stages.map((s) => s.id)).toEqual([w.stage.screen, w.stage.interview]);
    expect(data.stages[0].status.map((s) => s.id)).toEqual([
      w.status.toBeStart,
      w.status.screening,
      w.status.shortlisted,
      w.status.rejected,
    ]);
    expect(data.withoutPipeline).toBe(1);
  });

  it('answers 404 for an invisible id, 422 for bad ids, 403 for an employee', async () => {
    const id = await w.applicant(w.job.other);
    expect((await t.call('GET', `/api/status-change-options?applicantIds=${id}`, { as: w.users.manager })).status).toBe(404);
    expect((await t.call('GET', '/api/status-change-options?applicantIds=1,abc', { as: w.users.admin })).status).toBe(422);
    expect((await t.call('GET', '/api/status-change-options', { as: w.users.admin })).status).toBe(422);
    expect((await t.call('GET', `/api/status-change-options?applicantIds=${id}`, { as: w.users.employee })).status).toBe(403);
  });
});
