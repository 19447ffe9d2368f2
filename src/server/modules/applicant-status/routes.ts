import { Hono } from 'hono';
import { listQuerySchema } from '../../../shared/contract/list';
import { ApplicantStatusInputSchema } from '../../../shared/contract/applicant-status';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { parseId, parseInput } from '../../http/validate';
import * as service from './service';

/** Applicant statuses (spec 001 §7 "Applicant status"): field `status`; JSON or form bodies. */
export function applicantStatusRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('setup:read', 'jobs:read', 'applications:read');
  const write = can('setup:write');
  const id = (raw: string | undefined) => parseId(raw, 'Applicant status');

  routes.get('/', read, async (c) => c.json(await service.listApplicantStatuses(c.get('ctx'), parseInput(listQuerySchema(), c.req.query()))));
  routes.get('/:id', read, async (c) => c.json({ data: await service.getApplicantStatus(c.get('ctx'), id(c.req.param('id'))) }));
  routes.post('/', write, async (c) => {
    const input = parseInput(ApplicantStatusInputSchema, c.get('body'));
    return c.json({ data: await service.createApplicantStatus(c.get('ctx'), input), message: 'Applicant status created.' }, 201);
  });
  routes.put('/:id', write, async (c) => {
    const statusId = id(c.req.param('id'));
    const input = parseInput(ApplicantStatusInputSchema, c.get('body'));
    return c.json({ data: await service.updateApplicantStatus(c.get('ctx'), statusId, input), message: 'Applicant status updated.' });
  });
  routes.delete('/:id', write, async (c) => {
    await service.deleteApplicantStatus(c.get('ctx'), id(c.req.param('id')));
    return c.json({ message: 'Applicant status deleted.' });
  });
  return routes;
}
