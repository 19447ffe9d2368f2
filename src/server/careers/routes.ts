import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { AppDeps } from '../core/context';
import { apps, jobPlatforms, jobs } from '../db/schema';
import { sniffImage } from '../storage/file-type';
import { APPLIED, APPLY_RATE_LIMIT, JOB_CLOSED, UTM_MAX } from '../../shared/contract/careers-apply';
import { HttpError } from '../core/errors';
import type { Realtime } from '../core/realtime';
import { applyOnCareersSite, createApplyLimiter } from '../modules/careers-apply/service';
import { containsNul } from '../http/nul-character';
import type { HiringChangedSignal } from '../http/hiring-changed';
import { clientKey, readApplyPost, valuesToShow } from './apply-request';
import { JOB_STATUS_IDS } from '../../shared/contract/job-values';
import { allOpenJobs, filterOptions, listOpenJobs, type CareersQuery } from './open-jobs';
import { findCareersJob, openImagePath, type CareersGraphEntry, type CareersJob } from './job-read';
import { renderListPage, listQueryString } from './list-page';
import { renderJobPage } from './job-page';
import type { FormErrors, FormValues } from './apply-form';
import { messagePage, unknownWorkspacePage } from './page';
import { renderRobots, renderSitemap } from './sitemap';
import { absolute, jobPath, listPath, publicOrigin } from './urls';
import { findWorkspace, type Workspace } from './workspace';

// The public careers site: no sign-in, the workspace (apps.key) in the path. Unknown workspace:
// 404; a job that is gone, unpublished, not open or expired: 410 with a link to the open ones.

const SEARCH_MAX = 100;
const NO_CACHE = { 'Cache-Control': 'no-cache' };

const positive = (text: string | undefined) => {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
};

function readListQuery(c: Context): CareersQuery {
  return {
    search: (c.req.query('search') ?? '').replaceAll('\0', '').trim().slice(0, SEARCH_MAX),
    department: positive(c.req.query('department')),
    location: positive(c.req.query('location')),
    jobType: positive(c.req.query('jobType')),
    remote: c.req.query('remote') === '1',
    page: positive(c.req.query('page')) || 1,
  };
}

/** A job page to render; after a refused POST, with the values typed and the errors. */
interface JobPageInput {
  workspace: Workspace;
  job: CareersJob;
  values: FormValues;
  errors: FormErrors;
  problem?: string;
  status: ContentfulStatusCode;
}

export function careersRoutes(
  deps: Pick<AppDeps, 'db' | 'storage' | 'clock' | 'publicUrl' | 'activityFeed' | 'applyAttemptsPerWindow'>,
  realtime: Realtime,
  hiringChanged: Pick<HiringChangedSignal, 'changed'>,
) {
  const routes = new Hono();
  const limiter = createApplyLimiter(deps.applyAttemptsPerWindow ?? APPLY_RATE_LIMIT.attempts, deps.clock);
  const origin = (c: Context) => publicOrigin(c.req.url, deps.publicUrl);

  async function withWorkspace(c: Context, then: (workspace: Workspace) => Promise<Response>): Promise<Response> {
    // PostgreSQL text cannot hold U+0000: an address with one names nothing.
    if (Object.values(c.req.param()).some(containsNul)) return c.html(unknownWorkspacePage(), 404);
    const workspace = await findWorkspace(deps.db, c.req.param('workspace') ?? '', deps.clock());
    return workspace ? then(workspace) : c.html(unknownWorkspacePage(), 404);
  }

  const closed = (c: Context, workspace: Workspace) => c.html(messagePage(workspace, 'This job is closed', JOB_CLOSED), 410, NO_CACHE);

  /** The job page; also what a refused application shows again. */
  async function jobPage(c: Context, { workspace, job, values, errors, problem, status }: JobPageInput) {
    const url = absolute(origin(c), jobPath(workspace.key, job));
    const query = Object.fromEntries(Object.entries(c.req.query()).map(([key, value]) => [key, value.slice(0, UTM_MAX)]));
    const imageUrl = (entry?: CareersGraphEntry) => `${url}/${entry ? `graph/${entry.id}/` : ''}image`;
    const html = renderJobPage({
      workspace,
      job,
      url,
      logoUrl: absolute(origin(c), workspace.logo),
      imageUrl,
      form: {
        action: `${jobPath(workspace.key, job)}/apply`,
        query,
        values,
        errors,
        problem,
      },
    });
    return c.html(html, status, NO_CACHE);
  }

  async function serveImage(c: Context, graphId?: number) {
    return withWorkspace(c, async (workspace) => {
      const path = await openImagePath(deps.db, workspace, c.req.param('job') ?? '', graphId);
      const bytes = path ? await deps.storage.get(path) : null;
      const type = bytes ? sniffImage(bytes) : null;
      if (!bytes || !type) return c.text('Not found.', 404);
      return c.body(new Uint8Array(bytes), 200, { 'Content-Type': type.contentType, 'Cache-Control': 'public, max-age=300' });
    });
  }

  routes.get('/:workspace', (c) =>
    withWorkspace(c, async (workspace) => {
      const query = readListQuery(c);
      const [{ rows, total }, options] = await Promise.all([listOpenJobs(deps.db, workspace, query), filterOptions(deps.db, workspace)]);
      const canonical = absolute(origin(c), listPath(workspace.key) + listQueryString({ ...query, search: '' }, query.page));
      return c.html(renderListPage({ workspace, query, rows, total, options, canonical }), 200, NO_CACHE);
    }),
  );

  routes.get('/:workspace/sitemap.xml', (c) =>
    withWorkspace(c, async (workspace) => {
      const xml = renderSitemap(origin(c), workspace.key, await allOpenJobs(deps.db, workspace));
      return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', ...NO_CACHE });
    }),
  );

  routes.get('/:workspace/:job', (c) =>
    withWorkspace(c, async (workspace) => {
      const job = await findCareersJob(deps.db, workspace, c.req.param('job'));
      if (!job?.open) return closed(c, workspace);
      return jobPage(c, { workspace, job, values: {}, errors: {}, status: 200 });
    }),
  );

  routes.post('/:workspace/:job/apply', (c) =>
    withWorkspace(c, async (workspace) => {
      const job = await findCareersJob(deps.db, workspace, c.req.param('job'));
      if (!job?.open) return closed(c, workspace);
      const post = await readApplyPost(c);
      if (!post)
        return jobPage(c, {
          workspace,
          job,
          values: {},
          errors: {},
          problem: 'The form could not be read. Please try again.',
          status: 400,
        });
      try {
        await applyOnCareersSite(
          { ...deps, realtime, limiter },
          { appId: workspace.appId, jobId: job.id, fields: post.fields, resume: post.resume, clientKey: clientKey(c) },
        );
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        if (error.status === 410) return closed(c, workspace);
        const values = valuesToShow(post.fields);
        return jobPage(c, {
          workspace,
          job,
          values,
          errors: error.errors ?? {},
          problem: error.errors ? undefined : error.message,
          status: error.status,
        });
      }
      hiringChanged.changed(workspace.appId);
      // Post/redirect/get: a reload of the thank-you page sends nothing again.
      return c.redirect(`${jobPath(workspace.key, job)}/applied`, 303);
    }),
  );

  routes.get('/:workspace/:job/applied', (c) =>
    withWorkspace(c, async (workspace) => c.html(messagePage(workspace, 'Application sent', APPLIED), 200, NO_CACHE)),
  );

  routes.get('/:workspace/:job/image', (c) => serveImage(c));
  routes.get('/:workspace/:job/graph/:graphId/image', (c) => serveImage(c, positive(c.req.param('graphId'))));

  return routes;
}

/** GET /robots.txt: the careers pages are for crawlers; each workspace with a published open job names its sitemap. */
export function robotsRoute(deps: Pick<AppDeps, 'db' | 'publicUrl'>) {
  const routes = new Hono();
  routes.get('/robots.txt', async (c) => {
    const listed = await deps.db
      .select({ key: apps.key })
      .from(apps)
      .where(
        exists(
          deps.db
            .select({ one: sql`1` })
            .from(jobs)
            .innerJoin(jobPlatforms, eq(jobPlatforms.jobId, jobs.id))
            .where(and(eq(jobs.appId, apps.id), eq(jobs.jobStatusId, JOB_STATUS_IDS.open))),
        ),
      )
      .orderBy(asc(apps.key));
    const text = renderRobots(
      publicOrigin(c.req.url, deps.publicUrl),
      listed.map((row) => row.key),
    );
    return c.text(text, 200, { 'Cache-Control': 'public, max-age=3600' });
  });
  return routes;
}
