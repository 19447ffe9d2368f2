import { Hono } from 'hono';
import { JobPriorityInputSchema, JobPriorityListQuerySchema } from '../../../shared/contract/job-priority';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { parseId, parseInput } from '../../http/validate';
import * as service from './service';

/** Job priority (spec 001 "Job priority"): POST is multipart, PUT is JSON; both answer the saved row. */
export function jobPriorityRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('setup:read', 'jobs:read');
  const write = can('setup:write');

  routes.get('/', read, async (c) => c.json(await service.listJobPriorities(c.get('ctx'), parseInput(JobPriorityListQuerySchema, c.req.query()))));
  routes.get('/:id', read, async (c) => c.json({ data: await service.getJobPriority(c.get('ctx'), parseId(c.req.param('id'), 'Job priority')) }));
  routes.post('/', write, async (c) => {
    const input = parseInput(JobPriorityInputSchema, c.get('body'));
    return c.json({ data: await service.createJobPriority(c.get('ctx'), input), message: 'Job priority created.' }, 201);
  });
  routes.put('/:id', write, async (c) => {
    const id = parseId(c.req.param('id'), 'Job priority');
    const input = parseInput(JobPriorityInputSchema, c.get('body'));
    return c.json({ data: await service.updateJobPriority(c.get('ctx'), id, input), message: 'Job priority updated.' });
  });
  routes.delete('/:id', write, async (c) => {
    await service.deleteJobPriority(c.get('ctx'), parseId(c.req.param('id'), 'Job priority'));
    return c.json({ message: 'Job priority deleted.' });
  });
  return routes;
}
