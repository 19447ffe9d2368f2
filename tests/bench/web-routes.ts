// The list routes the web bench loads (issue 37: every list route), each with the element only its
// loaded data renders and the page's own data request, and the demo-data parameters they need: the
// job with the most applicants, and the demo employee, whose My referrals has rows (an admin refers
// no one).
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { applications, apps, users } from '../../src/server/db/schema';
import type { LoadCase } from './web-loads';

/** A row's '…' menu, 'Actions for <name>': a skeleton row has none. */
const ROW_ACTIONS = 'button[aria-label^="Actions for "]';

/** The careers list of the demo workspace: server-rendered, its jobs in the HTML. */
export const CAREERS_LIST = '/careers/acme';

export interface RouteParameters {
  /** The job with the most live applications. */
  jobId: number;
  /** The demo employee, who has referred candidates. */
  employeeId: number;
}

export async function routeParameters(db: Db, appKey: string): Promise<RouteParameters> {
  const [app] = await db.select({ id: apps.id }).from(apps).where(eq(apps.key, appKey));
  const live = and(eq(applications.appId, app.id), isNull(applications.deletedAt));
  const [busiest] = await db
    .select({ jobId: applications.jobId, applicants: count() })
    .from(applications)
    .where(live)
    .groupBy(applications.jobId)
    .orderBy(desc(count()))
    .limit(1);
  const [employee] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.appId, app.id), eq(users.email, `employee@${appKey}.test`)));
  if (!busiest || !employee) throw new Error(`the demo data of ${appKey} has no applicants or no employee`);
  const [referred] = await db
    .select({ referrals: count() })
    .from(applications)
    .where(and(live, eq(applications.referrerId, employee.id)));
  if (referred.referrals === 0) throw new Error(`the demo employee of ${appKey} has referred no one: My referrals would be empty`);
  return { jobId: busiest.jobId, employeeId: employee.id };
}

/** The routes, in the order loaded; `employee` is the session My referrals is loaded with. */
export function listRoutes(parameters: RouteParameters, employee: Record<string, string>): LoadCase[] {
  const list = (path: string, dataRequest: string, ready = ROW_ACTIONS): LoadCase => ({ path, ready, dataRequest });
  return [
    // The Total Applicants tile's figure (a skeleton until the tiles answer).
    { path: '/', ready: '#main-content a[href="/application"] > p', dataRequest: '/api/dashboard/tiles' },
    list('/all/job', '/api/job?'),
    list('/application', '/api/v2/application?'),
    // No row menu here: a row's selection checkbox (the header's is 'Select all rows', in thead).
    list(`/job/application/${parameters.jobId}`, `/api/job-application/${parameters.jobId}?`, 'tbody input[aria-label^="Select "]'),
    list('/total-referrals', '/api/total-referral?'),
    list('/referral-progress', '/api/referral-progress?'),
    list('/referral-hired', '/api/referral-hired?'),
    list('/referral-payable', '/api/referral-payable?'),
    { ...list('/my-referrals', '/api/my-referrals?', 'a[aria-label^="Chat about "]'), session: employee },
    list('/referralChat', '/api/channels?', 'ul[aria-label="Chats"] a'),
    // The floor runs the same statements and sends the least HTML (careers-floor.ts): the ratio is what the page adds.
    { path: CAREERS_LIST, ready: 'ul.jobs a', floorReady: 'ul.jobs a', dataRequest: null },
  ];
}
