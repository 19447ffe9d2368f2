// `npm run bench:pg`: every list endpoint on a PostgreSQL server with 10,000 jobs and 1,000,000
// applications (a quarter of them referrals): the job list (page 1, a late page, sorted by
// applicants, searched for a word and for a rare code), the applicant list per filter (page 1 and
// a late page), the four referral lists (page 1, a late page, a searched late page), the
// dashboard's tiles and cards (dashboard-bench.ts) and the reports (reports-bench.ts), each at 1
// and at 10 concurrent clients over HTTP beside the same statements run alone and served by a
// minimal node:http server (postgres-bench.ts).
// A list fails above 1.5× the statements alone or above 100 ms p95 at one client; the dashboard
// and the reports above 1.5× the minimal server (issue 36 sets them no time of their own). Says so
// and exits 0 when no server is reachable. BENCH_ONLY (a regular expression) keeps the cases whose
// names match (BENCH_ONLY='dashboard|reports'); BENCH_PG_KEEP=<database> keeps the seeded database
// for the next run.
import { applicantBenchIds, applicantCases } from './application-bench';
import { jobListCases } from './job-bench';
import type { BenchCase } from './measure';
import { openPgBench } from './postgres-bench';
import { referralCases } from './referral-bench';
import { dashboardCases } from './dashboard-bench';
import { reportCases } from './reports-bench';

const LIST_BUDGET_MS = 100;
const counts = { jobs: 10_000, applications: Number(process.env.BENCH_PG_APPLICATIONS ?? 1_000_000) };
const iterations = Number(process.env.BENCH_ITERATIONS ?? 100);
const only = new RegExp(process.env.BENCH_ONLY ?? '');

const bench = await openPgBench(counts, iterations);
if (!bench) process.exit(0);
let failed = false;
try {
  const ids = await applicantBenchIds(bench.db, bench.appId, bench.bigJobId);
  const applicants = await applicantCases(
    bench.send,
    ids,
    (q) => `/api/v2/application?app=bench${q ? `&${q}` : ''}`,
    { list: LIST_BUDGET_MS, history: LIST_BUDGET_MS },
    (id) => `/api/candidate-history/${id}?app=bench`,
  );
  const cases: BenchCase[] = [
    ...jobListCases((query) => `/api/job?app=bench&${query}`, LIST_BUDGET_MS),
    ...applicants.filter((bench) => bench.name.startsWith('GET v2/application')),
    ...(await referralCases(bench.send, 'bench', LIST_BUDGET_MS)),
    ...(await dashboardCases(bench.db, bench.appId, 'bench', Infinity)),
    ...(await reportCases(bench.db, bench.appId, 'bench', Infinity)),
  ];
  for (const list of cases.filter((list) => only.test(list.name))) failed = !(await bench.compare(list)) || failed;
} catch (error) {
  failed = true;
  console.error('PostgreSQL bench failed:', error);
} finally {
  await bench.close();
}
process.exit(failed ? 1 : 0);
