// The dashboard cases of `npm run bench` (embedded, 200,000 applications) and `npm run bench:pg`
// (PostgreSQL, 1,000,000): the tiles, and each card unfiltered, for one department, and for the
// last 7 days — what / asks for on its first paint and on a footer filter.
import type { Db } from '../../src/server/db/client';
import { departments } from '../../src/server/db/schema';
import type { BenchCase } from './measure';
import { firstSeededId } from './seed-hiring';

const CARDS = ['applicant-source', 'recruiter-progress', 'acquisitions'] as const;

export async function dashboardCases(db: Db, appId: number, app: string, budgetMs: number): Promise<BenchCase[]> {
  const departmentId = await firstSeededId(db, departments, appId);
  const bench = (name: string, card: string, query = ''): BenchCase => ({
    name,
    path: `/api/dashboard/${card}?app=${app}${query}`,
    budgetP95Ms: budgetMs,
    ratioOver: 'minimal server',
  });
  return [
    bench('GET dashboard/tiles', 'tiles'),
    ...CARDS.flatMap((card) => [
      bench(`GET dashboard/${card}`, card),
      bench(`GET dashboard/${card} one department`, card, `&departmentId=${departmentId}`),
      bench(`GET dashboard/${card} last 7 days`, card, '&date=last7'),
    ]),
  ];
}
