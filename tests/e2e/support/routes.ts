// Every route of the web app, read from the route table's own text (a route added there is checked
// by every spec that walks them without anyone listing it), with demo-data ids for its parameters.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { apiGet } from './applicants';
import { ROOT } from './server';

/** Every path the route table declares: `path: '…'`, resourceRoutes('/base', …), and the keys of pageRoutes({…}). */
export function declaredRoutes(): string[] {
  const table = readFileSync(path.join(ROOT, 'src/web/app/route-table.ts'), 'utf8');
  const routes = [...table.matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1]);
  for (const [, base] of table.matchAll(/\.\.\.resourceRoutes\('([^']+)'/g)) routes.push(base, `${base}/create`, `${base}/:childPath/:id`);
  for (const [, block] of table.matchAll(/\.\.\.pageRoutes\(\{([^}]*)\}\)/g)) {
    routes.push(...[...block.matchAll(/'([^']+)':/g)].map((match) => match[1]));
  }
  return [...new Set(routes)];
}

/** Demo-data ids the parameters take, looked up once through the API as the signed-in admin. */
export interface DemoIds {
  job: number;
  referJob: number;
  referredApplicant: number;
  payableApplicant: number;
  source: number;
  applicantStatus: number;
  group: number;
  seoKeyword: number;
  seoGraph: number;
  /** A question group with questions, and one of its questions that has answers. */
  questionGroup: number;
  question: number;
}

type IdOf = keyof DemoIds;

/**
 * What each parameterised route's parameters are filled with. A route with a parameter missing here
 * fails the test, so a new page cannot slip past unchecked. `:childPath` is always both view and edit.
 */
export const PARAMETERS: Record<string, IdOf> = {
  '/job/edit/:id': 'job',
  '/job/view/:id': 'job',
  '/seo/create/:id': 'job',
  '/job/application/:id': 'job',
  '/application/view/:id': 'referredApplicant',
  '/application/viewV1/:id': 'referredApplicant',
  '/job-referral/:applicantId': 'payableApplicant',
  // A numeric identifier is an application id: the page opens that referral's channel.
  '/referralChat/:channelIdentifier': 'referredApplicant',
  '/refer/:jobId': 'referJob',
  '/my-referrals/:applicantId': 'referredApplicant',
  '/source/:childPath/:id': 'source',
  '/applicant-status/:childPath/:id': 'applicantStatus',
  '/group/edit/:id': 'group',
  '/group/view/:id': 'group',
  '/seo-keyword/:childPath/:id': 'seoKeyword',
  '/seo-graph/:childPath/:id': 'seoGraph',
  '/question-list/:id': 'questionGroup',
  '/question-create/:id': 'questionGroup',
  '/question-edit/:id': 'question',
  '/answers/:id': 'question',
};

export async function lookUpIds(page: Page): Promise<DemoIds> {
  const first = async <T>(address: string, pick: (row: T) => number): Promise<number> => {
    const { data } = await apiGet<{ data: T[] }>(page, address);
    if (data.length === 0) throw new Error(`the demo data has no row at ${address}`);
    return pick(data[0]);
  };
  // A group with a question that has answers, so /answers/{id} shows some.
  const groups = await apiGet<{ data: { id: number; questionCount: number }[] }>(page, '/api/question-group?limit=100');
  let questionGroup: number | undefined;
  let question: number | undefined;
  for (const group of groups.data.filter((row) => row.questionCount > 0)) {
    const asked = await apiGet<{ data: { id: number; answerCount: number }[] }>(page, `/api/question-group/${group.id}?limit=100`);
    question = asked.data.find((row) => row.answerCount > 0)?.id;
    questionGroup = group.id;
    if (question !== undefined) break;
  }
  if (questionGroup === undefined || question === undefined) throw new Error('the demo data has no question with answers');
  return {
    job: await first<{ jobId: number }>('/api/job?type=all&sort=jobApplication&order=desc&limit=1', (row) => row.jobId),
    referJob: await first<{ jobId: number }>('/api/referral-jobs?limit=1', (row) => row.jobId),
    referredApplicant: await first<{ applicantId: number }>('/api/total-referral?limit=1', (row) => row.applicantId),
    payableApplicant: await first<{ applicantId: number }>('/api/job-referral?limit=1', (row) => row.applicantId),
    source: await first<{ id: number }>('/api/source?limit=1', (row) => row.id),
    applicantStatus: await first<{ id: number }>('/api/applicant-status?limit=1', (row) => row.id),
    group: await first<{ id: number }>('/api/group?limit=1', (row) => row.id),
    seoKeyword: await first<{ id: number }>('/api/seo-keyword?limit=1', (row) => row.id),
    seoGraph: await first<{ id: number }>('/api/seo-graph?limit=1', (row) => row.id),
    questionGroup,
    question,
  };
}

/** The addresses a route pattern is checked at, or an error naming the parameter nobody fills. */
export function addressesOf(route: string, ids: DemoIds): string[] {
  if (!route.includes(':')) return [route];
  const filler = PARAMETERS[route];
  if (filler === undefined) {
    throw new Error(`${route} has a parameter tests/e2e/support/routes.ts does not know how to fill: add it to PARAMETERS`);
  }
  const value = String(ids[filler]);
  const filled = route.replace(/:(?!childPath)\w+/g, value);
  return filled.includes(':childPath') ? ['view', 'edit'].map((child) => filled.replace(':childPath', child)) : [filled];
}

/** Waits for the page's level-1 heading and for every skeleton and spinner to be gone. */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel(/^Loading/)).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // The top bar's logo, so the screenshot shows the bar as it is.
  await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete))).toBe(true);
}
