// The report cases of `npm run bench` (embedded, 200,000 applications) and `npm run bench:pg`
// (PostgreSQL, 1,000,000): each report of /reports as the page first asks for it (the last 90 days,
// no filter: every bench application falls in them), time in stage for the bench's pipeline, and
// each CSV export.
import type { Db } from '../../src/server/db/client';
import { pipelines } from '../../src/server/db/schema';
import { REPORT_NAMES } from '../../src/shared/contract/reports';
import type { BenchCase } from './measure';
import { firstSeededId } from './seed-hiring';

export async function reportCases(db: Db, appId: number, app: string, budgetMs: number): Promise<BenchCase[]> {
  const pipelineId = await firstSeededId(db, pipelines, appId);
  const query = (name: string) => `?app=${app}${name === 'time-in-stage' ? `&pipelineId=${pipelineId}` : ''}`;
  const bench = (name: string, path: string): BenchCase => ({ name, path, budgetP95Ms: budgetMs, ratioOver: 'minimal server' });
  return REPORT_NAMES.flatMap((name) => [
    bench(`GET reports/${name}`, `/api/reports/${name}${query(name)}`),
    bench(`GET reports/${name}.csv`, `/api/reports/${name}.csv${query(name)}`),
  ]);
}
