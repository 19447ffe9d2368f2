import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationRecruiters, applicationStatusHistory, users } from '../../../../src/server/db/schema';
import { eq } from 'drizzle-orm';
import type { CandidateHistory } from '../../../../src/shared/contract/application-status-change';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { statusWorld, type StatusWorld } from './application-status-fixture';

let t: TestApp;
let w: StatusWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await statusWorld(t, 'history');
});
afterAll(() => t.close());

async function historyView(id: number | string, as = w.users.admin) {
  const response = await t.call('GET', `/api/candidate-history/${id}`, { as });
  return { status: response.status, body: response.body, view: response.body.data as CandidateHistory };
}

const markOf = (view: CandidateHistory, stageId: number, statusId: number) =>
  view.stages.find((stage) => stage.id === stageId)?.status.find((status) => status.id === statusId);

describe('GET /api/candidate-history/{applicantId}', () => {
  it('lists the history oldest first with who, when, the comment and the names', async () => {
    const id = await w.applicant(w.job.pipeline, [
      [w.stage.screen, w.status.toBeStart],
      [w.stage.screen, w.status.screening],
    ]);
    await t.db
      .update(applicationStatusHistory)
      .set({ comment: 'Strong CV', changedById: w.users.recruiter.id })
      .where(eq(applicationStatusHistory.statusId, w.status.screening));
    const { status, view } = await historyView(id);
    expect(status).toBe(200);
    expect(view.history.map((entry) => entry.status?.name)).toEqual(['To-be-start', 'Screening']);
    expect(view.history[1]).toMatchObject({
      stageId: w.stage.screen,
      statusId: w.status.screening,
      stage: { name: 'Screen' },
      comment: 'Strong CV',
      created_at: '2026-01-02T00:00:00.000Z',
    });
    expect(view.history[1].changedBy?.lastName).toBe('recruiter');
    expect(view.history[0].changedBy).toBeNull();
    expect(view.pipeline).toMatchObject({ id: w.pipeline.main, name: 'Engineering' });
    expect(view.currentStatus).toMatchObject({
      stageId: w.stage.screen,
      statusId: w.status.screening,
      name: 'Screening',
      stage: { name: 'Screen' },
      statusColor: '#0f6cbd',
    });
  });

  it("marks the job's stages past, present, future and not visited for this applicant", async () => {
    const id = await w.applicant(w.job.pipeline, [
      [w.stage.screen, w.status.toBeStart],
      [w.stage.screen, w.status.shortlisted],
      [w.stage.interview, w.status.interview],
    ]);
    const { view } = await historyView(id);
    expect(view.stages.map((stage) => stage.name)).toEqual(['Screen', 'Interview round']);
    expect(markOf(view, w.stage.screen, w.status.toBeStart)?.mark).toBe('past');
    expect(markOf(view, w.stage.screen, w.status.screening)?.mark).toBe('not_visited');
    expect(markOf(view, w.stage.screen, w.status.shortlisted)?.mark).toBe('past');
    expect(markOf(view, w.stage.screen, w.status.rejected)?.mark).toBe('not_visited');
    expect(markOf(view, w.stage.interview, w.status.toBeStart)?.mark).toBe('not_visited');
    expect(markOf(view, w.stage.interview, w.status.interview)?.mark).toBe('present');
    expect(markOf(view, w.stage.interview, w.status.offer)?.mark).toBe('future');
  });

  it('counts the live applications of the job at each stage and status', async () => {
    const { view: before } = await historyView(await w.applicant(w.job.pipeline, [[w.stage.interview, w.status.offer]]));
    const base = markOf(before, w.stage.interview, w.status.offer)?.jobApplicationCount ?? 0;
    await w.applicant(w.job.pipeline, [[w.stage.interview, w.status.offer]]);
    await w.applicant(w.job.pipeline, [[w.stage.interview, w.status.offer]], { deletedAt: new Date() });
    await w.applicant(w.job.other, [[w.stage.interview, w.status.offer]]);
    const { view } = await historyView(await w.applicant(w.job.pipeline));
    expect(markOf(view, w.stage.interview, w.status.offer)?.jobApplicationCount).toBe(base + 1);
  });

  it("says a job without a pipeline has none: stages [] and pipeline null, with the applicant status's history", async () => {
    const id = await w.applicant(w.job.plain, [], { applicantStatusId: w.applicantStatus.reviewed });
    await t.db
      .insert(applicationStatusHistory)
      .values({ appId: w.appId, applicationId: id, applicantStatusId: w.applicantStatus.reviewed });
    const { view } = await historyView(id);
    expect(view.stages).toEqual([]);
    expect(view.pipeline).toBeNull();
    expect(view.history[0]).toMatchObject({ applicantStatusId: w.applicantStatus.reviewed, status: { name: 'Reviewed' }, stage: null });
    expect(view.currentStatus).toMatchObject({
      applicantStatusId: w.applicantStatus.reviewed,
      name: 'Reviewed',
      stage: null,
      statusColor: null,
    });
  });

  it('names the assigned recruiters', async () => {
    const id = await w.applicant(w.job.pipeline);
    await t.db.insert(applicationRecruiters).values({ appId: w.appId, applicationId: id, userId: w.users.otherRecruiter.id });
    const [recruiter] = await t.db.select().from(users).where(eq(users.id, w.users.otherRecruiter.id));
    const { view } = await historyView(id);
    expect(view.recruitingManager).toEqual([{ id: recruiter.id, name: recruiter.name, lastName: recruiter.lastName }]);
  });

  it("answers 404 for unknown, malformed, trashed, other tenants' and other teams' applicants; 403 for an employee", async () => {
    const trashed = await w.applicant(w.job.pipeline, undefined, { deletedAt: new Date() });
    const foreign = await w.applicant(w.job.outsider, [], { appId: w.users.outsider.appId });
    for (const id of [999999, 'abc', 0, trashed, foreign]) expect((await historyView(id)).status, String(id)).toBe(404);
    const otherJob = await w.applicant(w.job.other);
    expect((await historyView(otherJob, w.users.manager)).status).toBe(404);
    expect((await historyView(otherJob, w.users.recruiter)).status).toBe(404);
    expect((await historyView(otherJob, w.users.otherManager)).status).toBe(200);
    expect((await historyView(otherJob, w.users.employee)).status).toBe(403);
  });
});
