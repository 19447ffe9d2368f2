import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv, ServiceContext } from '../../core/context';
import { invalid } from '../../core/errors';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { messageEndpoint, pathId, recordEndpoint } from '../../http/call-endpoint';
import { queryEndpoint } from '../../http/query-endpoint';
import { ALWAYS_REQUIRED_ON_CREATE, JOB_CREATED, JOB_SAVED, JOB_UPDATED } from '../../../shared/contract/job';
import { JOB_CREATE_FORM } from '../../../shared/contract/form-fields';
import { DeleteJobsSchema, JobPublishSchema, JobSeoSchema } from '../../../shared/contract/job-commands';
import { JobListQuerySchema, JobOptionsQuerySchema } from '../../../shared/contract/job-list';
import {
  JobDetailSchema,
  JobListItemSchema,
  JobOptionSchema,
  PublishResultSchema,
  type JobDetail,
} from '../../../shared/contract/job-views';
import { itemResponseSchema, listResponseSchema } from '../../../shared/contract/list';
import { jobOptions, listJobs } from './list';
import { getJobDetail } from './read';
import { JobCreateBody, JobUpdateBody, readImageChange, readSeoImage, SEO_IMAGE_MISSING } from './request';
import { readStoredSeoImage, removeSeoImage, uploadSeoImage, type ImageChange } from './seo-image';
import { createJob, deleteJobs, publishJob, saveJobSeo, updateJob } from './service';

const jobId = pathId('Job');
const detail = itemResponseSchema(JobDetailSchema);

/**
 * A save of a job's fields that may add (`file`) or remove (`removeSeoImage`) its SEO image; the
 * path id is checked first, so a malformed id is 404 whatever the body holds.
 */
function fieldsWithImage<B extends v.GenericSchema>(
  summary: string,
  body: B,
  save: (ctx: ServiceContext, id: number, fields: v.InferOutput<B>, image: ImageChange) => Promise<JobDetail>,
  message: string,
) {
  return endpoint({ summary, body, files: ['file'], responses: { 200: detail } }, async (c, input) => {
    const id = jobId(c);
    const fields = input.body;
    return c.json({ data: await save(c.get('ctx'), id, fields, await readImageChange(c.get('body'))), message });
  });
}

/** Which fields a new job needs is the workspace's own configuration, beyond what the body's schema can say. */
const CREATE_REQUIRES = `${ALWAYS_REQUIRED_ON_CREATE.join(', ')} are always required, and so is each field the job form marks mandatory (GET /api/form-fields?form=${JOB_CREATE_FORM}); a 422 names every one missing.`;

/**
 * The job resource (spec 000 §7 "Jobs"), mounted at /api: the spec's paths do not share one
 * prefix (job, jobs/filter, publishjob-to-platforms, multiple-job-delete).
 */
export function jobRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('jobs:read');
  const write = can('jobs:write');

  routes.get(
    '/job',
    read,
    queryEndpoint({ summary: 'List jobs', query: JobListQuerySchema, responses: { 200: listResponseSchema(JobListItemSchema) } }, listJobs),
  );
  routes.get(
    '/job/:id',
    read,
    recordEndpoint({ summary: 'One job with every read-back field', target: jobId, data: JobDetailSchema }, (ctx, { target }) =>
      getJobDetail(ctx, target),
    ),
  );
  routes.post(
    '/job',
    write,
    endpoint(
      {
        summary: 'Create a job (multipart may carry the SEO image as `file`)',
        description: CREATE_REQUIRES,
        body: JobCreateBody,
        files: ['file'],
        responses: { 201: detail },
      },
      async (c, input) => {
        const fields = input.body;
        const image = await readSeoImage(c.get('body'));
        return c.json({ data: await createJob(c.get('ctx'), fields, image), message: JOB_CREATED }, 201);
      },
    ),
  );
  routes.put('/job/:id', write, fieldsWithImage('Update a job', JobUpdateBody, updateJob, JOB_UPDATED));
  routes.post('/job/:id/seo', write, fieldsWithImage("Save a job's SEO fields", JobSeoSchema, saveJobSeo, JOB_SAVED));
  routes.get(
    '/job/:id/seo-image',
    read,
    endpoint({ summary: "The job's SEO image", responses: {}, download: ['image/jpeg', 'image/png'] }, async (c) => {
      const { bytes, type } = await readStoredSeoImage(c.get('ctx'), jobId(c));
      // Copied into a plain ArrayBuffer-backed view, which is what a response body takes.
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': type.contentType,
        'Content-Disposition': `inline; filename="seo-image.${type.extension}"`,
        'Cache-Control': 'private, no-cache',
      });
    }),
  );
  routes.post(
    '/job/:id/seo-image',
    write,
    endpoint(
      { summary: 'Upload the SEO image (JPEG or PNG, multipart `file`)', files: ['file'], responses: { 200: detail } },
      async (c) => {
        const ctx = c.get('ctx');
        const id = jobId(c);
        const image = await readSeoImage(c.get('body'));
        if (!image) throw invalid({ file: [SEO_IMAGE_MISSING] });
        await uploadSeoImage(ctx, id, image);
        return c.json({ data: await getJobDetail(ctx, id), message: JOB_SAVED });
      },
    ),
  );
  routes.delete(
    '/job/:id/seo-image',
    write,
    recordEndpoint(
      { summary: 'Remove the SEO image', target: jobId, data: JobDetailSchema, message: JOB_SAVED },
      async (ctx, { target }) => {
        await removeSeoImage(ctx, target);
        return getJobDetail(ctx, target);
      },
    ),
  );

  routes.post(
    '/publishjob-to-platforms/:id',
    write,
    recordEndpoint(
      { summary: 'Publish a job to platforms', target: jobId, body: JobPublishSchema, data: PublishResultSchema, message: JOB_SAVED },
      (ctx, { target, body }) => publishJob(ctx, target, body.platformId),
    ),
  );
  routes.post(
    '/multiple-job-delete',
    write,
    messageEndpoint(
      {
        summary: 'Delete several jobs',
        body: DeleteJobsSchema,
        message: (deleted: number) => `${deleted} job${deleted === 1 ? '' : 's'} deleted.`,
      },
      (ctx, { body }) => deleteJobs(ctx, body.jobId),
    ),
  );

  const pickers = [
    { path: '/jobs/filter', summary: 'Active jobs for pickers', state: 'active' },
    { path: '/expired-jobs/filter', summary: 'Expired jobs for pickers', state: 'expired' },
  ] as const;
  for (const { path, summary, state } of pickers) {
    routes.get(
      path,
      read,
      recordEndpoint({ summary, query: JobOptionsQuerySchema, data: v.array(JobOptionSchema) }, (ctx, { query }) =>
        jobOptions(ctx, state, query),
      ),
    );
  }
  return routes;
}
