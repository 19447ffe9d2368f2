// The dashboard cases of `npm run bench` (embedded, 200,000 applications) and `npm run bench:pg`
// (PostgreSQL, 1,000,000): the tiles, and each card unfiltered, for one department, and for the
// last 7 days — what / asks for on its first paint and on a footer filter.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { departments } from '../../src/server/db/schema';
import type { BenchCase } from './measure';

const CARDS = ['applicant-source', 'recruiter-progress', 'acquisitions'] as const;

export async function dashboardCases(db: Db, appId: number, app: string, budgetMs: number): Promise<BenchCase[]> {
  const [department] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.appId, appId))
    .orderBy(asc(departments.id))
    .limit(1);
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
      bench(`GET dashboard/${card} one department`, card, `&departmentId=${department.id}`),
      bench(`GET dashboard/${card} last 7 days`, card, '&date=last7'),
    ]),
  ];
}
