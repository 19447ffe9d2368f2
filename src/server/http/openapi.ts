import { Hono } from 'hono';
import { describeRoute, generateSpecs } from 'hono-openapi';
import { findTargetHandler } from 'hono/utils/handler';
import { BUILD_VERSION } from '../core/build-version';
import { renderApiReference } from './api-reference';
import type { AppEnv } from '../core/context';
import { describeOperation, describePage, operationOf } from './route';

/**
 * The reference's groups, each declared once with what it holds; `tagged` files a router under one,
 * so a router cannot name a group that is not declared here.
 */
const API_TAGS = {
  Account:
    'The pages of the built-in sign-in (sign in, sign out, one-time welcome link, change password) and the sign-in settings of the web client.',
  Health: 'Whether the server is up and its database answers: for load balancers and monitoring, without a token.',
  'API document': 'This OpenAPI document and the reference page built from it, without a token.',
  Shell:
    'What every screen of the app frame reads: the signed-in user and permissions, the company, footer and menus, users and platforms for pickers, and renewing the session token.',
  'Job priority': 'Set-up: the priorities a job can be given.',
  Pipelines: 'Set-up: hiring pipelines, each an ordered list of stages with their statuses.',
  'Hiring process': 'Set-up: hiring processes and their stages.',
  Stages: 'Set-up: the stages of pipelines, each with its ordered statuses.',
  Statuses: 'Set-up: the statuses inside a stage.',
  Groups: 'Set-up: groups of users, their members and whether their referral chat is on.',
  'Form lookups':
    'The choices of the job and applicant forms: departments, divisions, functions, positions, places, job and employment types, skills, recruiters, referral statuses.',
  'Applicant sources': 'Set-up: where applications come from (the source an applicant is tagged with).',
  'Applicant statuses': 'Set-up: the applicant statuses, used for applicants of jobs without a hiring process.',
  'General settings': 'Set-up: the default applicant status of jobs without a hiring process, and the status that makes a hire payable.',
  Jobs: 'Jobs: list, create, edit, publish, delete, SEO fields and image, and per-job applicant analytics.',
  Applicants: 'Applicants: the filtered list and its CSV export, one applicant with the resume, and adding an applicant to a job.',
  'Applicant trash': 'Deleted applicants: moving them to the trash, listing it and restoring them (30 days).',
  'Duplicate records': 'Groups of applicants sharing an e-mail, phone or document number: dismissing a group or merging it.',
  'Form fields': 'Set-up: which fields of a form are mandatory.',
  'Question groups': 'Set-up: the question groups a job can ask.',
  'SEO keywords': 'Set-up: titled sets of SEO keywords for the careers pages.',
  'SEO graph': 'Set-up: structured-data (schema.org) entries with an image, optionally about a job, for the careers pages.',
  Questions: 'Set-up: the questions of a group (type, options, required) and the answers given to them.',
  'Referral amounts': 'Set-up: referral bonus slabs by position.',
  'Referral settings': 'Set-up: the referral rules of each referral setting type (release period, rehires, gap period).',
  'Referrer eligibility': 'Set-up: which positions may earn referral bonuses.',
  'Applicant status':
    "Moving applicants through their job's pipeline (one or up to 500 at once), the choices such a move offers, and an applicant's status history.",
  Referrals: 'The referral lists (all, in progress, hired) with their CSV exports and counts, and moving referrals to the trash.',
  'Referral payouts':
    'Payouts of hired referrals: the payable list and its export, payout states, duplicate or eligible decisions, last working day.',
  'Refer a candidate':
    "Referring a candidate: the jobs open for referral, the bonus eligibility check, the referral itself and the user's own referrals.",
  Chat: 'Referral chats: channels, messages and read markers (new messages are also pushed over the realtime hub).',
  Notifications: "The signed-in user's notifications: list, unread count, marking read.",
  Reports:
    'Hiring reports over the status history (time to hire and to fill, time in stage and conversion, source effectiveness, the referral programme, recruiter workload), as JSON or CSV.',
  Users: 'The users of the workspace: adding them with a one-time sign-in link, roles and active state.',
};

/** A group of the reference, as `tagged` takes it. */
export type ApiTag = keyof typeof API_TAGS;

const documentation = {
  info: {
    title: 'Hireloop API',
    version: BUILD_VERSION,
    description: [
      'The API of the product specification (spec 000 and 001, section 7), generated from the routes’ own schemas.',
      'Every /api call but the public ones needs `Authorization: Bearer <token>` and the workspace key `app`.',
      'Lists take page (1-based), limit (default 10, max 100) and search, and answer `{ data, meta }`.',
      'Errors answer `{ message, errors? }`; `errors` names each invalid field with its messages.',
    ].join('\n\n'),
  },
  tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
  servers: [{ url: '/' }],
  security: [{ bearer: [] }],
  components: { securitySchemes: { bearer: { type: 'http' as const, scheme: 'bearer' } } },
};

/**
 * The described routes of `app`, in order, each as hono-openapi's public `describeRoute` middleware
 * carrying the operation `route.ts` recorded for its handler. (A router mounted with its own error
 * handler wraps each handler; `findTargetHandler` unwraps it.)
 */
function describedRoutes(app: Hono<AppEnv>) {
  const described = new Hono();
  for (const route of app.routes) {
    const operation = operationOf(findTargetHandler(route.handler));
    if (operation) described.on(route.method, route.path, describeRoute(operation));
  }
  return described;
}

/** The OpenAPI document of every described route of `app`. */
export function buildApiDocument(app: Hono<AppEnv>) {
  // Paths such as /api/openapi.json are routes here, not static files.
  return generateSpecs(describedRoutes(app), { documentation, excludeStaticFile: false });
}

/** Files every described route of a router under `tag`, so the reference groups them by resource. */
export function tagged<R extends { routes: readonly { handler: object }[] }>(tag: ApiTag, router: R): R {
  for (const route of router.routes) {
    const operation = operationOf(route.handler);
    if (operation) Object.assign(operation, { tags: [tag] });
  }
  return router;
}

export type ApiDocument = Awaited<ReturnType<typeof buildApiDocument>>;

/**
 * /api/openapi.json and the reference page at /api/docs, both without a token. The page is
 * rendered here from the document, with no script, so it works offline and under the app's policy.
 */
export function apiDocsRoutes(app: Hono<AppEnv>) {
  const routes = new Hono<AppEnv>();
  let document: ReturnType<typeof buildApiDocument> | undefined;
  let page: Promise<string> | undefined;

  routes.get(
    '/openapi.json',
    describeOperation({
      summary: 'This OpenAPI document',
      security: [],
      responses: { 200: { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } } },
    }),
    async (c) => c.json(await (document ??= buildApiDocument(app))),
  );
  routes.get('/docs', describePage('The API reference, a page built from this document'), async (c) =>
    c.html(await (page ??= (document ??= buildApiDocument(app)).then(renderApiReference))),
  );
  return routes;
}
