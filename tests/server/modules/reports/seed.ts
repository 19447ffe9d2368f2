import {
  applicantSources,
  applicationRecruiters,
  applicationStatusHistory,
  applications,
  departments,
  generalSettings,
  jobs,
  pipelines,
  pipelineStages,
  referralPayableRemarks,
  referralPayables,
  stages,
  stageStatuses,
  statuses,
} from '../../../../src/server/db/schema';
import type { TestApp, TestUser } from '../../../support/test-app';
import { createReferralSetup } from '../../../support/referral-factory';

// A known hiring history for the report tests ("now" is 2026-11-22T09:00Z, the app's zone UTC):
// J1 (D1, 2 positions, created 1 Oct) hires A1 on 15 Oct and A2 on 10 Nov (filled then, 40 days);
// J2 (D2, 1 position, created 1 Apr) was filled by A6 on 31 May. A7 is in the trash.

const at = (iso: string) => new Date(iso);
type Step = [stage: 'Screening' | 'Interview' | 'Offer', status: 'To-be-start' | 'Shortlisted' | 'Hired' | 'Rejected', when: string];

export interface Seeded {
  status: Record<string, number>;
  stage: Record<string, number>;
  source: Record<string, number>;
  department: Record<string, number>;
  pipelineId: number;
  job: Record<'J1' | 'J2', number>;
  app: Record<string, number>;
}

export async function seedHistory(
  t: TestApp,
  admin: TestUser,
  people: { recruiter1: TestUser; recruiter2: TestUser; referrer: TestUser; manager1: TestUser; manager2: TestUser },
): Promise<Seeded> {
  const appId = admin.appId;
  const status: Record<string, number> = {};
  const stage: Record<string, number> = {};
  for (const [name, code] of [
    ['To-be-start', 'to_be_start'],
    ['Shortlisted', null],
    ['Hired', null],
    ['Rejected', 'rejected'],
  ] as const) {
    const [row] = await t.db.insert(statuses).values({ appId, name, code, statusColor: '#000000' }).returning();
    status[name] = row.id;
  }
  for (const [name, list] of [
    ['Screening', ['To-be-start', 'Rejected']],
    ['Interview', ['Shortlisted', 'Rejected']],
    ['Offer', ['Hired', 'Rejected']],
  ] as const) {
    const [row] = await t.db.insert(stages).values({ appId, name }).returning();
    stage[name] = row.id;
    await t.db.insert(stageStatuses).values(list.map((s, i) => ({ appId, stageId: row.id, statusId: status[s], sequence: i + 1 })));
  }
  const [pipeline] = await t.db.insert(pipelines).values({ appId, name: 'Engineering' }).returning();
  await t.db
    .insert(pipelineStages)
    .values(
      ['Screening', 'Interview', 'Offer'].map((name, i) => ({ appId, pipelineId: pipeline.id, stageId: stage[name], sequence: i + 1 })),
    );
  await t.db.insert(generalSettings).values({ appId, payableEmployeeStatusId: status.Hired });
  const referral = await createReferralSetup(t.db, appId);

  const source: Record<string, number> = {};
  for (const name of ['LinkedIn', 'Careers']) {
    const [row] = await t.db.insert(applicantSources).values({ appId, source: name, identifier: name.toLowerCase() }).returning();
    source[name] = row.id;
  }
  const department: Record<string, number> = {};
  for (const name of ['D1', 'D2']) {
    const [row] = await t.db.insert(departments).values({ appId, departmentName: name }).returning();
    department[name] = row.id;
  }
  const addJob = async (fields: Partial<typeof jobs.$inferInsert>) =>
    (
      await t.db
        .insert(jobs)
        .values({ appId, jobTitle: 'Job', pipelineId: pipeline.id, ...fields })
        .returning()
    )[0].id;
  const job = {
    J1: await addJob({
      departmentId: department.D1,
      numberOfPositions: 2,
      recruitingManagerId: people.recruiter1.id,
      hiringManagerId: people.manager1.id,
      createdAt: at('2026-10-01T12:00:00Z'),
    }),
    J2: await addJob({
      departmentId: department.D2,
      numberOfPositions: 1,
      hiringManagerId: people.manager2.id,
      createdAt: at('2026-04-01T12:00:00Z'),
    }),
  };

  const app: Record<string, number> = {};
  const add = async (
    name: string,
    jobId: number,
    fields: Partial<typeof applications.$inferInsert> & { createdAt: Date },
    history: Step[],
    recruiters: TestUser[] = [],
  ) => {
    const last = history.at(-1)!;
    const [row] = await t.db
      .insert(applications)
      .values({
        appId,
        jobId,
        firstName: name,
        applicantEmail: `${name.toLowerCase()}@example.test`,
        currentStageId: stage[last[0]],
        currentStatusId: status[last[1]],
        statusChangedAt: at(last[2]),
        ...fields,
      })
      .returning();
    await t.db
      .insert(applicationStatusHistory)
      .values(
        history.map(([s, st, when]) => ({ appId, applicationId: row.id, stageId: stage[s], statusId: status[st], createdAt: at(when) })),
      );
    if (recruiters.length > 0)
      await t.db.insert(applicationRecruiters).values(recruiters.map((user) => ({ appId, applicationId: row.id, userId: user.id })));
    app[name] = row.id;
  };
  const { recruiter1, recruiter2, referrer } = people;
  await add(
    'A1',
    job.J1,
    { sourceId: source.LinkedIn, createdAt: at('2026-10-05T10:00:00Z') },
    [
      ['Screening', 'To-be-start', '2026-10-05T10:00:00Z'],
      ['Interview', 'Shortlisted', '2026-10-08T10:00:00Z'],
      ['Offer', 'Hired', '2026-10-15T10:00:00Z'],
    ],
    [recruiter2],
  );
  await add(
    'A2',
    job.J1,
    { sourceId: source.Careers, utmSource: 'LinkedIn-Ads', referrerId: referrer.id, createdAt: at('2026-10-20T00:00:00Z') },
    [
      ['Screening', 'To-be-start', '2026-10-20T00:00:00Z'],
      ['Interview', 'Shortlisted', '2026-10-25T00:00:00Z'],
      ['Offer', 'Hired', '2026-11-10T00:00:00Z'],
    ],
  );
  await add(
    'A3',
    job.J2,
    { createdAt: at('2026-11-01T00:00:00Z') },
    [
      ['Screening', 'To-be-start', '2026-11-01T00:00:00Z'],
      ['Screening', 'Rejected', '2026-11-03T00:00:00Z'],
    ],
    [recruiter2],
  );
  await add(
    'A4',
    job.J2,
    { sourceId: source.LinkedIn, createdAt: at('2026-11-02T00:00:00Z') },
    [
      ['Screening', 'To-be-start', '2026-11-02T00:00:00Z'],
      ['Interview', 'Shortlisted', '2026-11-04T00:00:00Z'],
    ],
    [recruiter1],
  );
  await add(
    'A5',
    job.J2,
    { sourceId: source.Careers, utmSource: 'linkedin-ads', referrerId: referrer.id, createdAt: at('2026-11-20T00:00:00Z') },
    [['Screening', 'To-be-start', '2026-11-20T00:00:00Z']],
    [recruiter1, recruiter2],
  );
  await add('A6', job.J2, { sourceId: source.LinkedIn, referrerId: referrer.id, createdAt: at('2026-05-01T00:00:00Z') }, [
    ['Screening', 'To-be-start', '2026-05-01T00:00:00Z'],
    ['Offer', 'Hired', '2026-05-31T00:00:00Z'],
  ]);
  await add(
    'A7',
    job.J2,
    { sourceId: source.LinkedIn, createdAt: at('2026-11-05T00:00:00Z'), deletedAt: at('2026-11-07T00:00:00Z') },
    [
      ['Screening', 'To-be-start', '2026-11-05T00:00:00Z'],
      ['Offer', 'Hired', '2026-11-06T00:00:00Z'],
    ],
    [recruiter1],
  );

  // Payouts (90-day release): A2 decided payable, A3's period ended 21 Nov (due), A5's ends 30 Nov
  // (upcoming), A6 paid on 1 Nov, A7's (trashed) never counts.
  const codes = referral.statuses;
  const payables = await t.db
    .insert(referralPayables)
    .values([
      { appId, applicationId: app.A2, joiningDate: '2026-11-10', referralStatusId: codes.payable, amount: 1000 },
      { appId, applicationId: app.A3, joiningDate: '2026-08-23', referralStatusId: codes.hired, amount: 300 },
      { appId, applicationId: app.A5, joiningDate: '2026-09-01', referralStatusId: codes.hired, amount: 500 },
      { appId, applicationId: app.A6, joiningDate: '2026-06-01', referralStatusId: codes.paid, amount: 2000 },
      { appId, applicationId: app.A7, joiningDate: '2026-08-01', referralStatusId: codes.payable, amount: 7000 },
    ])
    .returning();
  await t.db.insert(referralPayableRemarks).values({
    appId,
    referralPayableId: payables[3].id,
    remarkName: 'Paid',
    referralStatusId: codes.paid,
    createdAt: at('2026-11-01T08:00:00Z'),
  });
  return { status, stage, source, department, pipelineId: pipeline.id, job, app };
}
