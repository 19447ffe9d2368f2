import { count, eq } from 'drizzle-orm';
import {
  answers,
  applicantSources,
  applicantStatuses,
  applications,
  companies,
  jobPlatforms,
  jobs,
  pipelines,
  pipelineStages,
  publishPlatforms,
  questionGroups,
  questions,
  stages,
  stageStatuses,
  statuses,
} from '../../../../src/server/db/schema';
import { RealtimeHub } from '../../../../src/server/realtime/hub';
import type { FileStore } from '../../../../src/server/storage/file-store';
import type { applyOnCareersSite } from '../../../../src/server/modules/careers-apply/service';
import { createApplyLimiter, type ApplyDeps } from '../../../../src/server/modules/careers-apply/service';
import { APPLY_RATE_LIMIT, answerField } from '../../../../src/shared/contract/careers-apply';
import { memoryFileStore } from '../../../support/memory-file-store';
import { createReferralSetup, type ReferralSetup } from '../../../support/referral-factory';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';

// One workspace with a careers job asking a question of every type, the sources the careers site
// uses, and a deps object whose file store counts the files it holds.

export const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PRIVACY_NOTICE = 'Acme keeps your details for one year.';

export interface CareersFixture {
  t: TestApp;
  deps: ApplyDeps;
  appId: number;
  otherAppId: number;
  recruiter: TestUser;
  referral: ReferralSetup;
  ids: Record<string, number>;
  /** The question ids by type. */
  q: Record<'short' | 'long' | 'yesNo' | 'single' | 'multi' | 'number', number>;
  /** Files the store holds now. */
  storedFiles: () => number;
  /** Applications, answers of the app: what a refused request must leave unchanged. */
  written: () => Promise<{ applications: number; answers: number; files: number }>;
  /** A request that passes every rule, with `fields` overriding the form's fields. */
  request: (
    fields?: Record<string, string | string[] | undefined>,
    more?: { jobId?: number; resume?: Uint8Array | null },
  ) => Parameters<typeof applyOnCareersSite>[1];
}

function countingStore(): { store: FileStore; files: () => number } {
  const inner = memoryFileStore();
  const live = new Set<string>();
  return {
    files: () => live.size,
    store: {
      ...inner,
      put: async (data, extension) => {
        const name = await inner.put(data, extension);
        live.add(name);
        return name;
      },
      remove: async (name) => {
        live.delete(name);
        await inner.remove(name);
      },
    },
  };
}

let serial = 0;

export async function createCareersFixture(key: string): Promise<CareersFixture> {
  const t = await createTestApp();
  const tenant = await t.factories.tenant(key);
  const appId = tenant.id;
  const otherAppId = (await t.factories.tenant(`${key}-other`)).id;
  const recruiter = await t.factories.user(tenant, 'recruiter');
  const referral = await createReferralSetup(t.db, appId);
  const { store, files } = countingStore();
  const limiter = createApplyLimiter(APPLY_RATE_LIMIT.attempts, t.deps.clock);
  const deps: ApplyDeps = { db: t.db, storage: store, clock: t.deps.clock, realtime: new RealtimeHub(), limiter };
  await t.db.insert(companies).values({ appId, companyName: 'Acme', privacyNotice: PRIVACY_NOTICE });
  const ids: Record<string, number> = { referralSource: referral.sourceId };
  const source = async (name: string, identifier: string) =>
    (await t.db.insert(applicantSources).values({ appId, source: name, identifier }).returning())[0].id;
  ids.careersSource = await source('Company Website', 'careers');
  ids.linkedinSource = await source('LinkedIn', 'LinkedIn');

  ids.applied = (await t.db.insert(applicantStatuses).values({ appId, name: 'Applied' }).returning())[0].id;
  ids.toBeStart = (await t.db.insert(statuses).values({ appId, name: 'To-be-start', code: 'to_be_start' }).returning())[0].id;
  ids.stage = (await t.db.insert(stages).values({ appId, name: 'Screen' }).returning())[0].id;
  await t.db.insert(stageStatuses).values({ appId, stageId: ids.stage, statusId: ids.toBeStart, sequence: 1 });
  const [pipeline] = await t.db.insert(pipelines).values({ appId, name: 'Engineering' }).returning();
  await t.db.insert(pipelineStages).values({ appId, pipelineId: pipeline.id, stageId: ids.stage, sequence: 1 });

  const [group] = await t.db.insert(questionGroups).values({ appId, questionGroupName: 'Screening' }).returning();
  const question = async (fields: Partial<typeof questions.$inferInsert> & { question: string }) =>
    (
      await t.db
        .insert(questions)
        .values({ appId, questionGroupId: group.id, ...fields })
        .returning()
    )[0].id;
  const q = {
    yesNo: await question({
      question: 'Are you authorised to work in India?',
      type: 'yes_no',
      required: 1,
      knockoutAnswers: ['No'],
      sortOrder: 1,
    }),
    short: await question({ question: 'Current employer', type: 'short_text', sortOrder: 2 }),
    long: await question({ question: 'Why us?', type: 'long_text', sortOrder: 3 }),
    single: await question({
      question: 'Notice period',
      type: 'single_choice',
      options: ['Immediate', '30 days', '90 days'],
      knockoutAnswers: ['90 days'],
      sortOrder: 4,
    }),
    multi: await question({ question: 'Languages', type: 'multiple_choice', options: ['Go', 'TypeScript', 'Rust'], sortOrder: 5 }),
    number: await question({ question: 'Years of TypeScript', type: 'number', required: 1, sortOrder: 6 }),
  };
  ids.inactiveQuestion = await question({ question: 'Old question', type: 'short_text', required: 1, status: 0 });

  const [platform] = await t.db.insert(publishPlatforms).values({ appId, name: 'Careers' }).returning();
  const job = async (fields: Partial<typeof jobs.$inferInsert>, published = true) => {
    const [row] = await t.db
      .insert(jobs)
      .values({
        appId,
        jobTitle: 'Engineer',
        pipelineId: pipeline.id,
        questionGroupId: group.id,
        recruitingManagerId: recruiter.id,
        ...fields,
      })
      .returning();
    if (published) await t.db.insert(jobPlatforms).values({ appId, jobId: row.id, platformId: platform.id });
    return row.id;
  };
  ids.job = await job({ jobTitle: 'Backend Engineer', expiryDate: '2026-11-22' });
  ids.plainJob = await job({ jobTitle: 'Office Manager', questionGroupId: null, pipelineId: null });
  ids.unpublished = await job({ jobTitle: 'Draft' }, false);
  ids.closed = await job({ jobTitle: 'Closed', jobStatusId: 3 });
  ids.expired = await job({ jobTitle: 'Expired', expiryDate: '2026-11-21' });
  ids.otherAppJob = (await t.db.insert(jobs).values({ appId: otherAppId, jobTitle: 'Elsewhere' }).returning())[0].id;
  await t.db.insert(jobPlatforms).values({ appId: otherAppId, jobId: ids.otherAppJob, platformId: platform.id });

  const written = async () => {
    const [apps] = await t.db.select({ n: count() }).from(applications).where(eq(applications.appId, appId));
    const [given] = await t.db.select({ n: count() }).from(answers).where(eq(answers.appId, appId));
    return { applications: apps.n, answers: given.n, files: files() };
  };

  const request: CareersFixture['request'] = (fields = {}, more = {}) => {
    serial += 1;
    const form: Record<string, string | string[] | undefined> = {
      firstName: 'Asha',
      lastName: 'Rao',
      applicantEmail: `asha.${serial}@example.test`,
      phoneNumber: `+91 98765 ${String(10000 + serial)}`,
      experience: '4',
      consent: 'on',
      [answerField(q.yesNo)]: 'Yes',
      [answerField(q.number)]: '3',
      ...fields,
    };
    const defined = Object.fromEntries(
      Object.entries(form).filter((entry): entry is [string, string | string[]] => entry[1] !== undefined),
    );
    return {
      appId,
      jobId: more.jobId ?? ids.job,
      fields: defined,
      resume: more.resume === undefined ? PDF : more.resume,
      clientKey: `client-${serial}`,
    };
  };

  return { t, deps, appId, otherAppId, recruiter, referral, ids, q, storedFiles: files, written, request };
}
