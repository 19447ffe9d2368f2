import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { invalid } from '../../http/errors';
import { can } from '../../http/permissions';
import { parseId, parseInput } from '../../http/validate';
import { JOB_CREATED, JOB_SAVED, JOB_UPDATED } from '../../../shared/contract/job';
import { DeleteJobsSchema, JobPublishSchema, JobSeoSchema } from '../../../shared/contract/job-commands';
import { JobListQuerySchema, JobOptionsQuerySchema } from '../../../shared/contract/job-list';
import { jobOptions, listJobs } from './list';
import { getJobDetail } from './read';
import { JobCreateBody, JobUpdateBody, readImageChange, readSeoImage, SEO_IMAGE_MISSING } from './request';
import { readStoredSeoImage, removeSeoImage, uploadSeoImage } from './seo-image';
import { createJob, deleteJobs, publishJob, saveJobSeo, updateJob } from './service';

const jobId = (c: Context<AppEnv>) => parseId(c.req.param('id'), 'Job');

/**
 * The job resource (spec 000 §7 "Jobs"), mounted at /api: the spec's paths do not share one
 * prefix (job, jobs/filter, publishjob-to-platforms, multiple-job-delete).
 */
export function jobRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('jobs:read');
  const write = can('jobs:write');

  routes.get('/job', read, async (c) => c.json(await listJobs(c.get('ctx'), parseInput(JobListQuerySchema, c.req.query()))));
  routes.get('/job/:id', read, async (c) => c.json({ data: await getJobDetail(c.get('ctx'), jobId(c)) }));
  routes.post('/job', write, async (c) => {
    const body = c.get('body');
    const input = parseInput(JobCreateBody, body);
    const image = await readSeoImage(body);
    return c.json({ data: await createJob(c.get('ctx'), input, image), message: JOB_CREATED }, 201);
  });
  routes.put('/job/:id', write, async (c) => {
    const id = jobId(c);
    const body = c.get('body');
    const input = parseInput(JobUpdateBody, body);
    return c.json({ data: await updateJob(c.get('ctx'), id, input, await readImageChange(body)), message: JOB_UPDATED });
  });
  routes.post('/job/:id/seo', write, async (c) => {
    const id = jobId(c);
    const body = c.get('body');
    const input = parseInput(JobSeoSchema, body);
    return c.json({ data: await saveJobSeo(c.get('ctx'), id, input, await readImageChange(body)), message: JOB_SAVED });
  });

  routes.get('/job/:id/seo-image', read, async (c) => {
    const { bytes, type } = await readStoredSeoImage(c.get('ctx'), jobId(c));
    // Copied into a plain ArrayBuffer-backed view, which is what a response body takes.
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': type.contentType,
      'Content-Disposition': `inline; filename="seo-image.${type.extension}"`,
      'Cache-Control': 'private, no-cache',
    });
  });
  routes.post('/job/:id/seo-image', write, async (c) => {
    const ctx = c.get('ctx');
    const id = jobId(c);
    const image = await readSeoImage(c.get('body'));
    if (!image) throw invalid({ file: [SEO_IMAGE_MISSING] });
    await uploadSeoImage(ctx, id, image);
    return c.json({ data: await getJobDetail(ctx, id), message: JOB_SAVED });
  });
  routes.delete('/job/:id/seo-image', write, async (c) => {
    const ctx = c.get('ctx');
    const id = jobId(c);
    await removeSeoImage(ctx, id);
    return c.json({ data: await getJobDetail(ctx, id), message: JOB_SAVED });
  });

  routes.post('/publishjob-to-platforms/:id', write, async (c) => {
    const id = jobId(c);
    const { platformId } = parseInput(JobPublishSchema, c.get('body'));
    return c.json({ data: await publishJob(c.get('ctx'), id, platformId), message: JOB_SAVED });
  });
  routes.post('/multiple-job-delete', write, async (c) => {
    const { jobId: ids } = parseInput(DeleteJobsSchema, c.get('body'));
    const deleted = await deleteJobs(c.get('ctx'), ids);
    return c.json({ message: `${deleted} job${deleted === 1 ? '' : 's'} deleted.` });
  });

  routes.get('/jobs/filter', read, async (c) => c.json({ data: await jobOptions(c.get('ctx'), 'active', parseInput(JobOptionsQuerySchema, c.req.query())) }));
  routes.get('/expired-jobs/filter', read, async (c) =>
    c.json({ data: await jobOptions(c.get('ctx'), 'expired', parseInput(JobOptionsQuerySchema, c.req.query())) }),
  );
  return routes;
}
