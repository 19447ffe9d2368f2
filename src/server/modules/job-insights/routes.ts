import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { parseId } from '../../http/validate';
import { jobAnalytics, jobPipelineView } from './service';

/**
 * Read-only views of one job's applications, mounted at /api/job beside the job resource: these
 * paths have a second segment, so they never compete with GET /api/job/:id.
 */
export function jobInsightsRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('jobs:read');
  routes.get('/:id/view-application', read, async (c) => c.json({ data: await jobPipelineView(c.get('ctx'), parseId(c.req.param('id'), 'Job')) }));
  routes.get('/:id/analytics', read, async (c) => c.json({ data: await jobAnalytics(c.get('ctx'), parseId(c.req.param('id'), 'Job')) }));
  return routes;
}
