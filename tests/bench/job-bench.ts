// The job list cases both benches measure (run.ts on the embedded database, postgres-lists.ts on a
// PostgreSQL server): page 1, a late page, sorted by applicants, searched for a common word in
// titles and for one rare job code.
import type { BenchCase } from './measure';

export function jobListCases(list: (query: string) => string, budgetMs: number): BenchCase[] {
  return [
    { name: 'GET job all page 1', path: list('type=all'), budgetP95Ms: budgetMs },
    { name: 'GET job all page 900 (limit 10)', path: list('type=all&page=900&limit=10'), budgetP95Ms: budgetMs },
    { name: 'GET job all sort by applicants', path: list('type=all&sort=jobApplication&order=desc'), budgetP95Ms: budgetMs },
    { name: 'GET job all search engineer', path: list('type=all&search=engineer'), budgetP95Ms: budgetMs },
    { name: 'GET job all search rare code', path: list('type=all&search=JC-4242'), budgetP95Ms: budgetMs },
  ];
}
