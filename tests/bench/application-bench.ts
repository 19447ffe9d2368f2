// The applicant cases of `npm run bench`, shared by the embedded run (run.ts) and the PostgreSQL
// server run (postgres-lists.ts): the list with each one filter on page 1 and a late page,
// searches, the candidate history, a 500-applicant bulk status change and the export's memory.
import { sql } from 'drizzle-orm';
import { once } from 'node:events';
import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import type { Db } from '../../src/server/db/client';
import { percentile, type BenchCase, type BenchResult } from './measure';

export type Send = (path: string, init?: RequestInit) => Response | Promise<Response>;

export interface ApplicantBenchIds {
  sourceId: number;
  statusId: number;
  applicantStatusId: number;
  departmentId: number;
  locationId: number;
  bigJobId: number;
  /** An application of the big job: it has one to four history entries. */
  historyApplicantId: number;
  /** 500 applications of the big job, for the bulk status change. */
  bulkIds: number[];
  /** Two (stage, status) pairs of the big job's pipeline the bulk change alternates between. */
  targets: [number, number][];
}

type Row = Record<string, number>;
const first = async (db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

export async function applicantBenchIds(db: Db, appId: number, bigJobId: number): Promise<ApplicantBenchIds> {
  const [lookups] = await first(
    db,
    sql`select (select min(id) from applicant_sources where app_id = ${appId}) as "sourceId",
               (select min(current_status_id) from applications where app_id = ${appId}) as "statusId",
               (select min(id) from applicant_statuses where app_id = ${appId}) as "applicantStatusId",
               (select min(id) from departments where app_id = ${appId}) as "departmentId",
               (select min(id) from locations where app_id = ${appId}) as "locationId"`,
  );
  const bulk = await first(db, sql`select id from applications where job_id = ${bigJobId} and deleted_at is null order by id limit 500`);
  const pairs = await first(
    db,
    sql`select ss.stage_id as "stageId", ss.status_id as "statusId" from pipeline_stages ps
        join jobs j on j.pipeline_id = ps.pipeline_id and j.id = ${bigJobId}
        join stage_statuses ss on ss.stage_id = ps.stage_id
        order by ps.sequence, ss.sequence limit 2`,
  );
  return {
    ...(lookups as Omit<ApplicantBenchIds, 'bigJobId' | 'historyApplicantId' | 'bulkIds' | 'targets'>),
    bigJobId,
    historyApplicantId: bulk[bulk.length - 1]!.id!,
    bulkIds: bulk.map((row) => row.id!),
    targets: pairs.map((pair) => [pair.stageId!, pair.statusId!] as [number, number]),
  };
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The list's page `share` of the way to its last page, read from page 1's meta. */
async function latePage(send: Send, path: string, share: number): Promise<number> {
  const response = await send(path);
  if (response.status !== 200) throw new Error(`HTTP ${response.status} for ${path}`);
  const body = (await response.json()) as { meta: { last_page: number } };
  return Math.max(2, Math.floor(body.meta.last_page * share));
}

/**
 * GET v2/application with each one filter (page 1 and a page three quarters of the way to the
 * end), with a search, and GET candidate-history. `list` builds the list's address from a query.
 */
export async function applicantCases(
  send: Send,
  ids: ApplicantBenchIds,
  list: (query: string) => string,
  budgets: { list: number; history: number },
  historyPath: (id: number) => string,
): Promise<BenchCase[]> {
  const filters: [string, string][] = [
    ['no filter', ''],
    ['sourceId', `sourceId=${ids.sourceId}`],
    ['statusId', `statusId=${ids.statusId}`],
    ['applicantStatusId', `applicantStatusId=${ids.applicantStatusId}`],
    ['jobId', `jobId=${ids.bigJobId}`],
    ['departmentId', `departmentId=${ids.departmentId}`],
    ['locationId', `locationId=${ids.locationId}`],
    ['fromDate/toDate (30 days)', `fromDate=${day(30)}&toDate=${day(1)}`],
    ['expiredJobs', 'expiredJobs=1'],
    ['applicantRelated', 'applicantRelated=referral'],
    ['search', 'search=priya'],
    ['search + departmentId', `search=asha&departmentId=${ids.departmentId}`],
  ];
  const cases: BenchCase[] = [];
  for (const [name, query] of filters) {
    const path = list(query);
    const late = await latePage(send, path, 0.75);
    cases.push({ name: `GET v2/application ${name}`, path, budgetP95Ms: budgets.list });
    cases.push({
      name: `GET v2/application ${name} page ${late}`,
      path: list(`${query}${query ? '&' : ''}page=${late}`),
      budgetP95Ms: budgets.list,
    });
  }
  cases.push({ name: 'GET candidate-history/{id}', path: historyPath(ids.historyApplicantId), budgetP95Ms: budgets.history });
  return cases;
}

/** POST multiple-status-change of the 500 bulk ids, alternating between two targets so each call moves everyone. */
export async function measureBulkStatusChange(
  send: Send,
  ids: ApplicantBenchIds,
  path: string,
  iterations: number,
  budgetMs: number,
): Promise<BenchResult> {
  const wall: number[] = [];
  for (let i = 0; i < iterations + 1; i++) {
    const [stageId, statusId] = ids.targets[i % ids.targets.length]!;
    const form = new FormData();
    ids.bulkIds.forEach((id, n) => form.append(`applicantId[${n}]`, String(id)));
    form.append('stageId', String(stageId));
    form.append('statusId', String(statusId));
    form.append('comment', `Bench move ${i}`);
    const started = performance.now();
    const response = await send(path, { method: 'POST', body: form });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`bulk status change: HTTP ${response.status} ${text.slice(0, 300)}`);
    // The first call moves applicants from their seeded pairs: a warm-up, not timed.
    if (i > 0) wall.push(performance.now() - started);
  }
  wall.sort((a, b) => a - b);
  const p95 = percentile(wall, 0.95);
  return {
    name: `POST multiple-status-change (${ids.bulkIds.length})`,
    p50: percentile(wall, 0.5),
    p95,
    budgetP95Ms: budgetMs,
    ok: p95 <= budgetMs,
  };
}

export interface ExportMemory {
  rows: number;
  /** The Content-Encoding the server chose, or null for the CSV itself. */
  coding: string | null;
  /** The body's bytes as sent (compressed when `coding` is set), and the CSV's. */
  wireBytes: number;
  csvBytes: number;
  seconds: number;
  heapGrowthMb: number;
  rssGrowthMb: number;
  ok: boolean;
}

const MB = 1024 * 1024;
const decoders: Record<string, () => Transform> = { br: createBrotliDecompress, gzip: createGunzip };

/** Memory now, after a collection when the process runs with --expose-gc. */
export function memoryBefore(): NodeJS.MemoryUsage {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage();
}

/**
 * Consumes one export in this process as a browser would (`acceptEncoding`, decoding it as it
 * arrives), sampling memory every chunk: the growth is the peak over `before` (by default the
 * memory just before the request). Within budget when both heap and RSS grow less than `budgetMb`.
 */
export async function measureExportMemory(
  send: Send,
  path: string,
  budgetMb: number,
  { acceptEncoding, before = memoryBefore() }: { acceptEncoding?: string; before?: NodeJS.MemoryUsage } = {},
): Promise<ExportMemory> {
  let peakHeap = before.heapUsed;
  let peakRss = before.rss;
  const started = performance.now();
  const response = await send(path, acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {});
  if (response.status !== 200 || !response.body) throw new Error(`export: HTTP ${response.status}`);
  const coding = response.headers.get('content-encoding');
  const decoder = coding ? decoders[coding]?.() : undefined;
  if (coding && !decoder) throw new Error(`export: unexpected Content-Encoding ${coding}`);
  const decoded: Buffer[] = [];
  decoder?.on('data', (chunk: Buffer) => decoded.push(chunk));
  let wireBytes = 0;
  let csvBytes = 0;
  let lines = 0;
  const count = (chunks: Uint8Array[]) => {
    for (const chunk of chunks) {
      csvBytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  };
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    wireBytes += value.byteLength;
    if (decoder) await new Promise((resolve) => decoder.write(value, resolve));
    count(decoder ? decoded.splice(0) : [value]);
  }
  if (decoder) {
    decoder.end();
    await once(decoder, 'end');
    count(decoded.splice(0));
  }
  const heapGrowthMb = (peakHeap - before.heapUsed) / MB;
  const rssGrowthMb = (peakRss - before.rss) / MB;
  const seconds = (performance.now() - started) / 1000;
  const ok = heapGrowthMb < budgetMb && rssGrowthMb < budgetMb;
  return { rows: lines - 1, coding, wireBytes, csvBytes, seconds, heapGrowthMb, rssGrowthMb, ok };
}

export function exportReport(result: ExportMemory, budgetMb: number): string {
  const { rows, coding, wireBytes, csvBytes, seconds, heapGrowthMb, rssGrowthMb, ok } = result;
  const size = coding
    ? `${(wireBytes / MB).toFixed(1)} MB ${coding} of ${(csvBytes / MB).toFixed(1)} MB`
    : `${(csvBytes / MB).toFixed(1)} MB, not compressed`;
  return `${ok ? 'ok  ' : 'SLOW'} ${`export ${rows.toLocaleString('en')} rows (${size}, ${seconds.toFixed(1)} s)`.padEnd(64)} heap +${heapGrowthMb.toFixed(1)} MB  rss +${rssGrowthMb.toFixed(1)} MB  (budget < ${budgetMb} MB each)`;
}
