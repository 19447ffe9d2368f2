import { Hono } from 'hono';
import { JobAnalyticsSchema, JobPipelineViewSchema } from '../../../shared/contract/job-views';
import { itemResponseSchema } from '../../../shared/contract/list';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { parseId } from '../../http/validate';
import { jobAnalytics, jobPipelineView } from './service';

/**
 * Read-only views of one job's applications, mounted at /api/job beside the job resource: these
 * paths have a second segment, so they never compete with GET /api/job/:id.
 */
export function jobInsightsRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('jobs:read');
  const jobId = (raw: string | undefined) => parseId(raw, 'Job');
  routes.get(
    '/:id/view-application',
    read,
    endpoint(
      { summary: "The job's pipeline with applicant counts per status", responses: { 200: itemResponseSchema(JobPipelineViewSchema) } },
      async (c) => c.json({ data: await jobPipelineView(c.get('ctx'), jobId(c.req.param('id'))) }),
    ),
  );
  routes.get(
    '/:id/analytics',
    read,
    endpoint({ summary: "The job's application analytics", responses: { 200: itemResponseSchema(JobAnalyticsSchema) } }, async (c) =>
      c.json({ data: await jobAnalytics(c.get('ctx'), jobId(c.req.param('id'))) }),
    ),
  );
  return routes;
}
