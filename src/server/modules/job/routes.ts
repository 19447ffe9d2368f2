import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { parseId, parseInput } from '../../http/validate';
import { listQuerySchema } from '../../../shared/contract/list';
import { JOB_CREATED, JOB_SAVED, JOB_UPDATED } from '../../../shared/contract/job';
import { deleteJobs, DeleteJobsSchema } from './delete';
import { jobOptions, JobListQuerySchema, listJobs } from './list';
import { publishJob, readPublishInput } from './publish';
import { getJobDetail } from './read';
import { readStoredSeoImage, removeSeoImage, uploadSeoImage } from './seo-image';
import { createJob, saveJobSeo, updateJob } from './write';

const jobId = (c: Context<AppEnv>) => parseId(c.req.param('id'), 'Job');

/**
 * The job resource (spec 000 §7 "Jobs"), mounted at /api: the spec's paths do not share one
 * prefix (job, jobs/filter, publishjob-to-platforms, multiple-job-delete).
 */
export function jobRoutes(deps: Pick<AppDeps, 'storage'>) {
  const routes = new Hono<AppEnv>();
  const read = can('jobs:read');
  const write = can('jobs:write');
  const { storage } = deps;

  routes.get('/job', read, async (c) => c.json(await listJobs(c.get('ctx'), parseInput(JobListQuerySchema, c.req.query()))));
  routes.get('/job/:id', read, async (c) => c.json({ data: await getJobDetail(c.get('ctx'), jobId(c)) }));
  routes.post('/job', write, async (c) => c.json({ data: await createJob(c.get('ctx'), storage, c.get('body')), message: JOB_CREATED }, 201));
  routes.put('/job/:id', write, async (c) => c.json({ data: await updateJob(c.get('ctx'), storage, jobId(c), c.get('body')), message: JOB_UPDATED }));
  routes.post('/job/:id/seo', write, async (c) => c.json({ data: await saveJobSeo(c.get('ctx'), storage, jobId(c), c.get('body')), message: JOB_SAVED }));

  routes.get('/job/:id/seo-image', read, async (c) => {
    const { bytes, type } = await readStoredSeoImage(c.get('ctx'), storage, jobId(c));
    // Copied into a plain ArrayBuffer-backed view, which is what a response body takes.
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': type.contentType,
      'Content-Disposition': `inline; filename="seo-image.${type.extension}"`,
      'Cache-Control': 'private, no-cache',
    });
  });
  routes.post('/job/:id/seo-image', write, async (c) => {
    const ctx = c.get('ctx');
    await uploadSeoImage(ctx, storage, jobId(c), c.get('body'));
    return c.json({ data: await getJobDetail(ctx, jobId(c)), message: JOB_SAVED });
  });
  routes.delete('/job/:id/seo-image', write, async (c) => {
    const ctx = c.get('ctx');
    await removeSeoImage(ctx, storage, jobId(c));
    return c.json({ data: await getJobDetail(ctx, jobId(c)), message: JOB_SAVED });
  });

  routes.post('/publishjob-to-platforms/:id', write, async (c) => {
    return c.json({ data: await publishJob(c.get('ctx'), jobId(c), readPublishInput(c.get('body'))), message: JOB_SAVED });
  });
  routes.post('/multiple-job-delete', write, async (c) => {
    const { jobId: ids } = parseInput(DeleteJobsSchema, c.get('body'));
    const deleted = await deleteJobs(c.get('ctx'), storage, ids);
    return c.json({ message: `${deleted} job${deleted === 1 ? '' : 's'} deleted.` });
  });

  routes.get('/jobs/filter', read, async (c) => c.json({ data: await jobOptions(c.get('ctx'), 'active', parseInput(listQuerySchema(), c.req.query())) }));
  routes.get('/expired-jobs/filter', read, async (c) => c.json({ data: await jobOptions(c.get('ctx'), 'expired', parseInput(listQuerySchema(), c.req.query())) }));
  return routes;
}
