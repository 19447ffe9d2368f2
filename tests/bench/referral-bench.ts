// The referral cases of `npm run bench` (issue 11): each staff referral list on page 1 and on a
// late page with a search, and My referrals for the employee with 200 referrals.
import type { BenchCase } from './measure';
import type { Send } from './application-bench';

const LISTS = ['total-referral', 'referral-progress', 'referral-hired', 'referral-payable'] as const;

/** The list's page `share` of the way to its last page, read from page 1's meta. */
async function latePage(send: Send, path: string, share: number): Promise<number> {
  const response = await send(path);
  if (response.status !== 200) throw new Error(`HTTP ${response.status} for ${path}`);
  const body = (await response.json()) as { meta: { last_page: number } };
  return Math.max(2, Math.floor(body.meta.last_page * share));
}

export async function referralCases(send: Send, app: string, budgetMs: number): Promise<BenchCase[]> {
  const cases: BenchCase[] = [];
  for (const list of LISTS) {
    const path = (query: string) => `/api/${list}?app=${app}${query}`;
    cases.push({ name: `GET ${list}`, path: path(''), budgetP95Ms: budgetMs });
    const late = await latePage(send, path(''), 0.75);
    cases.push({ name: `GET ${list} page ${late}`, path: path(`&page=${late}`), budgetP95Ms: budgetMs });
    // Asha is one of the first names the bench gives referred candidates.
    const lateSearch = await latePage(send, path('&search=asha'), 0.75);
    cases.push({ name: `GET ${list} search page ${lateSearch}`, path: path(`&search=asha&page=${lateSearch}`), budgetP95Ms: budgetMs });
  }
  return cases;
}
