import pino from 'pino';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { createApp } from '../../../src/server/app';
import { createTokenSigner } from '../../../src/server/auth/tokens';
import { hashPassword } from '../../../src/server/auth/password';
import { DEMO_PASSWORD } from '../../../src/server/db/seed';
import { seedApp } from '../../../src/server/db/seed/app';
import { GLOBEX } from '../../../src/server/db/seed/globex';
import { apps, hiringProcessStages, questions, seoGraphs, users } from '../../../src/server/db/schema';
import type { Db } from '../../../src/server/db/client';
import { createTestApp, type TestUser } from '../../support/test-app';
import { createJob, createJobLookups } from '../../support/job-factory';
import { memoryFileStore } from '../../support/memory-file-store';
import { fingerprintQuery, trackStoredFiles } from './fingerprint';

// One app per fuzz file: the demo tenant Globex (every resource, with applications and history)
// as the caller's tenant, and a second tenant whose ids the caller must not reach.

export interface Route {
  method: string;
  path: string;
}

/** The routes the server answers, read from the app itself, so a new route is fuzzed too. */
export function servedRoutes(): Route[] {
  const app = createApp({
    db: {} as Db,
    clock: () => new Date(),
    storage: memoryFileStore(),
    logger: pino({ level: 'silent' }),
    auth: { signer: createTokenSigner('x'.repeat(32), 1, () => new Date()), entra: null, entraClient: null, loginAttemptsPerWindow: 1 },
    accountProfileUrl: '',
  });
  const seen = new Map<string, Route>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || !/^\/(api|account)\//.test(path)) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

export const isWrite = (route: Route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);

export const SEEDED_APP = GLOBEX.key;
export const SEEDED_ADMIN_EMAIL = 'admin@globex.test';
export const SEEDED_PASSWORD = DEMO_PASSWORD;

export async function startFuzzApp() {
  const t = await createTestApp({ loginAttemptsPerWindow: 1_000_000 });
  // The other tenant's rows come first, so the fuzz tenant's ids are not all 1.
  const outsider = await t.factories.tenant();
  await createJobLookups(t.db, outsider.id);
  const foreignJob = await createJob(t.db, outsider.id);
  await seedApp(t.db, GLOBEX, { now: new Date('2026-11-01T09:00:00Z'), passwordHash: await hashPassword(DEMO_PASSWORD) });
  const [tenant] = await t.db.select().from(apps).where(eq(apps.key, GLOBEX.key));
  // Globex seeds no SEO graph entry: one with a stored image, so /api/seo-graph/:id has a row to name.
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  await t.db.insert(seoGraphs).values({
    appId: tenant.id,
    title: 'Fuzz graph',
    type: 'Organization',
    description: '<p>Globex</p>',
    imagePath: await t.deps.storage.put(png, 'png'),
  });
  const [adminRow] = await t.db
    .select()
    .from(users)
    .where(and(eq(users.appId, tenant.id), eq(users.email, SEEDED_ADMIN_EMAIL)));
  const admin: TestUser = {
    id: adminRow.id,
    appId: tenant.id,
    appKey: tenant.key,
    email: adminRow.email,
    role: 'admin',
    token: await t.deps.auth.signer.sign({ userId: adminRow.id, appKey: tenant.key }),
  };
  // Only its owner revokes a share link: the admin's own, made before any fingerprint is taken
  // (made on first use, it would change the data between a probe's fingerprint and its answer).
  const [openJob] = (await t.call('GET', '/api/referral-jobs?limit=1', { as: admin })).body.data as { jobId: number }[];
  const adminLinkId = (
    (await t.call('POST', '/api/referral-link', { as: admin, json: { jobId: openJob.jobId } })).body.data as { id: number }
  ).id;
  const files = trackStoredFiles(t.deps.storage);
  const fingerprintSql = await fingerprintQuery(t.db);
  const idCache = new Map<string, string>();

  /** Resources whose rows are listed at another path (an applicant's routes list through v2/application). */
  const LIST_OF: Record<string, string> = {
    'publishjob-to-platforms': '/api/job',
    'job-application': '/api/job',
    application: '/api/v2/application',
    applicant: '/api/v2/application',
    'candidate-history': '/api/v2/application',
    'referral-setting': '/api/referral-setting-type',
    // Every payout record, decided or not: the detail actions answer 409 once one is decided.
    'job-referral': '/api/referral-payable',
    'referral-payable': '/api/referral-payable',
  };
  /** A real row id for a path parameter, found through the resource's own list. */
  async function realId(path: string, param: string): Promise<string> {
    const key = `${path} ${param}`;
    const cached = idCache.get(key);
    if (cached) return cached;
    // The resource is the segment after /api (/api/stage/map-status/:id names a stage).
    const resource = path.split('/')[2];
    let found: number | string | undefined = resource === 'company' ? tenant.id : undefined;
    if (param === 'stageId' && path.includes('/hiring-process/')) {
      const processId = Number(await realId(path, 'id'));
      const [stage] = await t.db
        .select()
        .from(hiringProcessStages)
        .where(eq(hiringProcessStages.hiringProcessId, processId))
        .orderBy(asc(hiringProcessStages.id));
      found = stage?.id;
    }
    if (resource === 'question' || resource === 'questions') {
      // Questions are listed under their group (/api/question-group/{id}): the tenant's first live one.
      const [question] = await t.db
        .select({ id: questions.id })
        .from(questions)
        .where(and(eq(questions.appId, tenant.id), isNull(questions.archivedAt)))
        .orderBy(asc(questions.id))
        .limit(1);
      found = question?.id;
    }
    if (resource === 'referral-link') found = adminLinkId;
    if (found === undefined) {
      const listPath = LIST_OF[resource] ?? `/api/${resource}`;
      const listed = await t.call('GET', `${listPath}?limit=5`, { as: admin });
      const rows = Array.isArray(listed.body.data) ? (listed.body.data as Record<string, unknown>[]) : [];
      // Rows name their id `id`, or after the resource first (`jobId`, `departmentId`).
      const rowId = (row: Record<string, unknown>) => row.id ?? Object.entries(row).find(([key]) => key.endsWith('Id'))?.[1];
      // A positive integer, or a public UUID (a chat channel's id).
      const usable = (id: unknown) =>
        (typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)) || (Number.isInteger(Number(id)) && Number(id) > 0);
      found = rows.map((row) => rowId(row) as number | string).find(usable);
    }
    if (found === undefined)
      throw new Error(`No row of the fuzz tenant to put in ${path} as :${param}; seed one or teach realId where to find it.`);
    const id = String(found);
    idCache.set(key, id);
    return id;
  }

  /** The path with every parameter replaced by a real id, or by `garbage` when given. */
  async function concretePath(path: string, garbage?: string): Promise<string> {
    let concrete = path;
    for (const [, param] of path.matchAll(/:(\w+)/g)) concrete = concrete.replace(`:${param}`, garbage ?? (await realId(path, param)));
    return concrete;
  }

  /** All rows of every table, and the stored files: equal before and after means nothing changed. */
  async function fingerprint(): Promise<string> {
    const result = (await t.db.execute(sql.raw(fingerprintSql))) as unknown as { rows: { fingerprint: string }[] };
    return `${result.rows[0].fingerprint}/${files.count()}`;
  }

  // Row 1 of most tables and the job belong to the other tenant: each must answer 404 there.
  const foreignIds = [...new Set(['1', String(foreignJob.id)])];
  return { t, admin, tenant, foreignIds, concretePath, fingerprint, close: () => t.close() };
}

export type FuzzApp = Awaited<ReturnType<typeof startFuzzApp>>;
