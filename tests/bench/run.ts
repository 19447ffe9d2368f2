// `npm run bench`: in-process latency of API endpoints on the embedded database, with one app
// holding 10,000 jobs and 200,000 applications (the applicant list per filter, the candidate
// history, the referral lists and My referrals, the dashboard's tiles and cards, a 500-applicant
// bulk status change, the export's memory), then the job and applicant lists and the dashboard of
// such an app loaded in Debian's Chromium, taking turns, from a server in a process of its own.
// Prints p50/p95 per case and fails when a budget is exceeded. BENCH_ITERATIONS
// overrides the number of timed requests per API case, BENCH_PAGE_LOADS the page loads per page,
// BENCH_ONLY (a regular expression) keeps only the cases whose names match.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPglite, openPglite } from '../../src/server/db/client';
import { apps, jobPriorities, users } from '../../src/server/db/schema';
import { createBenchApp } from './bench-app';
import { measure, report, type BenchCase } from './measure';
import { APPLICATION_LIST_PAGES, DASHBOARD_PAGE, JOB_LIST_PAGES, measurePages, type PageCase } from './browser';
import { startServerProcess } from './hub-process';
import type { EmbeddedBenchServer } from './embedded-server';
import {
  applicantBenchIds,
  applicantCases,
  exportReport,
  measureBulkStatusChange,
  measureExportMemory,
  memoryBefore,
} from './application-bench';
import { ROOT, ensureWebBuild } from '../e2e/support/server';
import { APPLICATION_COUNT, BIG_JOB_APPLICATIONS, JOB_COUNT, seedBenchHiring } from './seed-hiring';
import { referralCases } from './referral-bench';
import { jobListCases } from './job-bench';
import { dashboardCases } from './dashboard-bench';

const iterations = Number(process.env.BENCH_ITERATIONS ?? 100);
const pageLoads = Number(process.env.BENCH_PAGE_LOADS ?? 20);

const database = openPglite(await createPglite());
await database.migrate();
const db = database.db;
const [tenant] = await db.insert(apps).values({ key: 'bench', name: 'Bench', timeZone: 'Asia/Kolkata' }).returning();
const [admin] = await db.insert(users).values({ appId: tenant.id, email: 'bench@example.test', name: 'Bench', role: 'admin' }).returning();
await db
  .insert(jobPriorities)
  .values(Array.from({ length: 1000 }, (_, i) => ({ appId: tenant.id, name: `Priority ${i}`, status: i % 3 ? 1 : 0 })));
const seedStarted = performance.now();
// BENCH_APPLICATIONS seeds fewer for a quick check of the bench itself (budgets are for 200,000).
const applicationCount = Number(process.env.BENCH_APPLICATIONS ?? APPLICATION_COUNT);
const { bigJobId, referrerId } = await seedBenchHiring(db, tenant.id, new Date(), { jobs: JOB_COUNT, applications: applicationCount });
console.log(`seeded ${JOB_COUNT} jobs and ${applicationCount} applications in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

// Built before the app is created: the server reads index.html once, when it starts.
await ensureWebBuild();
const { app, token, tokenFor } = await createBenchApp(db, { userId: admin.id, appKey: tenant.key }, path.join(ROOT, 'dist/web'));

const job = (query: string) => `/api/job?app=bench&${query}`;
const cases: BenchCase[] = [
  { name: 'GET userinfo', path: '/api/userinfo?app=bench', budgetP95Ms: 50 },
  { name: 'GET job-priority page 1', path: '/api/job-priority?app=bench', budgetP95Ms: 50 },
  { name: 'GET job-priority late page + search', path: '/api/job-priority?app=bench&page=5&search=Priority%201', budgetP95Ms: 50 },
  ...jobListCases(job, 50),
  { name: 'GET job active page 1', path: job('type=active'), budgetP95Ms: 50 },
  { name: 'GET job expired page 1', path: job('type=expired'), budgetP95Ms: 50 },
  { name: 'GET job spec flag activeJobs=1', path: job('activeJobs=1'), budgetP95Ms: 50 },
  { name: 'GET job all published (1)', path: job('type=all&jobPublishedSaveStatus=1'), budgetP95Ms: 50 },
  { name: 'GET job all unpublished (0)', path: job('type=all&jobPublishedSaveStatus=0'), budgetP95Ms: 50 },
  { name: 'GET job active published (1)', path: job('type=active&jobPublishedSaveStatus=1'), budgetP95Ms: 50 },
  { name: 'GET job expired unpublished (0)', path: job('type=expired&jobPublishedSaveStatus=0'), budgetP95Ms: 50 },
  { name: 'GET job expired late page 500', path: job('type=expired&page=500&limit=10'), budgetP95Ms: 50 },
  { name: 'GET job all limit 100', path: job('type=all&limit=100'), budgetP95Ms: 50 },
  { name: 'GET job all search title', path: job('type=all&search=backend'), budgetP95Ms: 50 },
  { name: 'GET job active search department', path: job('type=active&search=department%2012'), budgetP95Ms: 50 },
  { name: 'GET job all search late page', path: job('type=all&search=engineer&page=80'), budgetP95Ms: 50 },
  { name: `GET job/:id (${BIG_JOB_APPLICATIONS} applications)`, path: `/api/job/${bigJobId}?app=bench`, budgetP95Ms: 50 },
  {
    name: `GET job/:id/view-application (${BIG_JOB_APPLICATIONS})`,
    path: `/api/job/${bigJobId}/view-application?app=bench`,
    budgetP95Ms: 100,
  },
  { name: `GET job/:id/analytics (${BIG_JOB_APPLICATIONS})`, path: `/api/job/${bigJobId}/analytics?app=bench`, budgetP95Ms: 150 },
];

const send = (path: string, init: RequestInit = {}) =>
  app.request(path, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` } });
const request = (path: string) => send(path);
const applicantIds = await applicantBenchIds(db, tenant.id, bigJobId);
cases.push(
  ...(await applicantCases(
    send,
    applicantIds,
    (query) => `/api/v2/application?app=bench${query ? `&${query}` : ''}`,
    { list: 50, history: 20 },
    (id) => `/api/candidate-history/${id}?app=bench`,
  )),
);
cases.push(...(await referralCases(send, 'bench', 50)));
cases.push(...(await dashboardCases(db, tenant.id, 'bench', 150)));
const employeeToken = await tokenFor(referrerId);
const asEmployee = (path: string) => app.request(path, { headers: { authorization: `Bearer ${employeeToken}` } });
const only = new RegExp(process.env.BENCH_ONLY ?? '');
const selected = (name: string) => only.test(name);
let failed = false;
for (const bench of cases.filter((bench) => selected(bench.name))) {
  const result = await measure(request, bench, iterations);
  failed ||= !result.ok;
  console.log(report(result));
}

const employeeCases: BenchCase[] = [
  { name: 'GET my-referrals (an employee with 200)', path: '/api/my-referrals?app=bench', budgetP95Ms: 20 },
  { name: 'GET dashboard/my-referrals (an employee with 200)', path: '/api/dashboard/my-referrals?app=bench', budgetP95Ms: 20 },
];
for (const bench of employeeCases.filter((bench) => selected(bench.name))) {
  const result = await measure(asEmployee, bench, iterations);
  failed ||= !result.ok;
  console.log(report(result));
}
if (selected('POST multiple-status-change')) {
  const bulk = await measureBulkStatusChange(send, applicantIds, '/api/multiple-status-change?app=bench', 5, 2000);
  failed ||= !bulk.ok;
  console.log(report(bulk));
}
if (selected('export')) {
  // Every application the admin sees (200,000 unless BENCH_APPLICATIONS says less), more than the
  // budget's 100,000 rows: as the CSV itself, then compressed as Chromium asks for it. Both grow
  // over the memory before the first, so the second counts whatever the first left behind.
  const before = memoryBefore();
  for (const acceptEncoding of [undefined, 'gzip, deflate, br, zstd']) {
    const exported = await measureExportMemory(send, '/api/v2/application/export?app=bench', 50, { acceptEncoding, before });
    failed ||= !exported.ok;
    console.log(exportReport(exported, 50));
  }
}

/**
 * The pages as a user gets them: from a server in a process of its own, its embedded database in
 * a thread of its own (as `npm start` runs it), seeded alike. Served from this process, the
 * database's statements held this process's event loop, the browser's answers with it: the
 * dashboard's first tile was timed once its cards' statements had run too.
 */
async function measureServedPages(pages: PageCase[]) {
  const server = await startServerProcess<EmbeddedBenchServer>(fileURLToPath(new URL('./embedded-server.ts', import.meta.url)), {
    BENCH_EMBEDDED: 'thread',
    BENCH_JOBS: String(JOB_COUNT),
    BENCH_APPLICATIONS: String(applicationCount),
    BENCH_WEB_ROOT: path.join(ROOT, 'dist/web'),
  });
  try {
    const { port, token, appKey, idlePath } = server.ready;
    const baseURL = `http://127.0.0.1:${port}`;
    const idle = async () => void (await fetch(`${baseURL}${idlePath}`));
    const signIn = `/all/job?token=${encodeURIComponent(token)}&app=${appKey}&authType=self`;
    return await measurePages({ baseURL, idle }, signIn, pages, pageLoads);
  } finally {
    await server.stop();
  }
}

const pages = [...JOB_LIST_PAGES, ...APPLICATION_LIST_PAGES, DASHBOARD_PAGE].filter((page) => selected(page.name));
await database.close();
const pageResults = pages.length ? await measureServedPages(pages) : [];
for (const result of pageResults) {
  failed ||= !result.ok;
  console.log(report(result));
}
// The dashboard's first tile within the job list's time to its first row (noise allowed: 1.2×).
const allJobs = JOB_LIST_PAGES.find((page) => page.path === '/all/job?job=all')!;
const [jobList, dashboard] = [allJobs.name, DASHBOARD_PAGE.name].map((name) => pageResults.find((result) => result.name === name));
if (jobList && dashboard) {
  const ratio = dashboard.p95 / jobList.p95;
  failed ||= ratio > 1.2;
  console.log(`${ratio > 1.2 ? 'SLOW' : 'ok  '} / first tile p95 is ×${ratio.toFixed(2)} ${jobList.name}'s p95 (budget ×1.2)`);
}
process.exit(failed ? 1 : 0);
