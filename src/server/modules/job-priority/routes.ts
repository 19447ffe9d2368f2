import { Hono } from 'hono';
import { itemResponseSchema, listResponseSchema, MessageResponseSchema } from '../../../shared/contract/list';
import { JobPriorityInputSchema, JobPriorityListQuerySchema, JobPrioritySchema } from '../../../shared/contract/job-priority';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { parseId } from '../../http/validate';
import * as service from './service';

const item = itemResponseSchema(JobPrioritySchema);

/** Job priority (spec 001 "Job priority"): POST is multipart, PUT is JSON; both answer the saved row. */
export function jobPriorityRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('setup:read', 'jobs:read');
  const write = can('setup:write');
  const id = (raw: string | undefined) => parseId(raw, 'Job priority');

  routes.get(
    '/',
    read,
    endpoint({ summary: 'List job priorities', query: JobPriorityListQuerySchema, responses: { 200: listResponseSchema(JobPrioritySchema) } }, async (c, input) =>
      c.json(await service.listJobPriorities(c.get('ctx'), input.query)),
    ),
  );
  routes.get(
    '/:id',
    read,
    endpoint({ summary: 'One job priority', responses: { 200: item } }, async (c) => c.json({ data: await service.getJobPriority(c.get('ctx'), id(c.req.param('id'))) })),
  );
  routes.post(
    '/',
    write,
    endpoint({ summary: 'Create a job priority', body: JobPriorityInputSchema, responses: { 201: item } }, async (c, input) =>
      c.json({ data: await service.createJobPriority(c.get('ctx'), input.body), message: 'Job priority created.' }, 201),
    ),
  );
  routes.put(
    '/:id',
    write,
    endpoint({ summary: 'Update a job priority', body: JobPriorityInputSchema, responses: { 200: item } }, async (c, input) => {
      const priorityId = id(c.req.param('id'));
      return c.json({ data: await service.updateJobPriority(c.get('ctx'), priorityId, input.body), message: 'Job priority updated.' });
    }),
  );
  routes.delete(
    '/:id',
    write,
    endpoint({ summary: 'Delete a job priority', responses: { 200: MessageResponseSchema } }, async (c) => {
      await service.deleteJobPriority(c.get('ctx'), id(c.req.param('id')));
      return c.json({ message: 'Job priority deleted.' });
    }),
  );
  return routes;
}
