import { Hono } from 'hono';
import { itemResponseSchema, listQuerySchema, listResponseSchema, MessageResponseSchema } from '../../../shared/contract/list';
import { ApplicantStatusInputSchema, ApplicantStatusSchema } from '../../../shared/contract/applicant-status';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { parseId } from '../../http/validate';
import * as service from './service';

const item = itemResponseSchema(ApplicantStatusSchema);

/** Applicant statuses (spec 001 §7 "Applicant status"): field `status`; JSON or form bodies. */
export function applicantStatusRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('setup:read', 'jobs:read', 'applications:read');
  const write = can('setup:write');
  const id = (raw: string | undefined) => parseId(raw, 'Applicant status');

  routes.get(
    '/',
    read,
    endpoint({ summary: 'List applicant statuses', query: listQuerySchema(), responses: { 200: listResponseSchema(ApplicantStatusSchema) } }, async (c, input) =>
      c.json(await service.listApplicantStatuses(c.get('ctx'), input.query)),
    ),
  );
  routes.get(
    '/:id',
    read,
    endpoint({ summary: 'One applicant status', responses: { 200: item } }, async (c) =>
      c.json({ data: await service.getApplicantStatus(c.get('ctx'), id(c.req.param('id'))) }),
    ),
  );
  routes.post(
    '/',
    write,
    endpoint({ summary: 'Create an applicant status', body: ApplicantStatusInputSchema, responses: { 201: item } }, async (c, input) =>
      c.json({ data: await service.createApplicantStatus(c.get('ctx'), input.body), message: 'Applicant status created.' }, 201),
    ),
  );
  routes.put(
    '/:id',
    write,
    endpoint({ summary: 'Rename an applicant status', body: ApplicantStatusInputSchema, responses: { 200: item } }, async (c, input) => {
      const statusId = id(c.req.param('id'));
      return c.json({ data: await service.updateApplicantStatus(c.get('ctx'), statusId, input.body), message: 'Applicant status updated.' });
    }),
  );
  routes.delete(
    '/:id',
    write,
    endpoint({ summary: 'Delete an applicant status', responses: { 200: MessageResponseSchema } }, async (c) => {
      await service.deleteApplicantStatus(c.get('ctx'), id(c.req.param('id')));
      return c.json({ message: 'Applicant status deleted.' });
    }),
  );
  return routes;
}
