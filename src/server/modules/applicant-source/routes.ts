import { Hono } from 'hono';
import { itemResponseSchema, listQuerySchema, listResponseSchema, MessageResponseSchema } from '../../../shared/contract/list';
import { ApplicantSourceSchema, SourceCreateSchema, SourceUpdateSchema } from '../../../shared/contract/applicant-source';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { parseId } from '../../http/validate';
import * as service from './service';

const item = itemResponseSchema(ApplicantSourceSchema);

/** Applicant sources (spec 001 §7 "Applicant source"): POST multipart, PUT JSON or form; `data` is the row. */
export function applicantSourceRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('setup:read', 'jobs:read');
  const write = can('setup:write');
  const id = (raw: string | undefined) => parseId(raw, 'Applicant source');

  routes.get(
    '/',
    read,
    endpoint({ summary: 'List applicant sources', query: listQuerySchema(), responses: { 200: listResponseSchema(ApplicantSourceSchema) } }, async (c, input) =>
      c.json(await service.listSources(c.get('ctx'), input.query)),
    ),
  );
  routes.get(
    '/:id',
    read,
    endpoint({ summary: 'One applicant source', responses: { 200: item } }, async (c) => c.json({ data: await service.getSource(c.get('ctx'), id(c.req.param('id'))) })),
  );
  routes.post(
    '/',
    write,
    endpoint({ summary: 'Create an applicant source', body: SourceCreateSchema, responses: { 201: item } }, async (c, input) =>
      c.json({ data: await service.createSource(c.get('ctx'), input.body), message: 'Applicant source created.' }, 201),
    ),
  );
  routes.put(
    '/:id',
    write,
    endpoint({ summary: 'Update an applicant source (the identifier is read-only)', body: SourceUpdateSchema, responses: { 200: item } }, async (c, input) => {
      const sourceId = id(c.req.param('id'));
      return c.json({ data: await service.updateSource(c.get('ctx'), sourceId, input.body), message: 'Applicant source updated.' });
    }),
  );
  routes.delete(
    '/:id',
    write,
    endpoint({ summary: 'Delete an applicant source no application came from', responses: { 200: MessageResponseSchema } }, async (c) => {
      await service.deleteSource(c.get('ctx'), id(c.req.param('id')));
      return c.json({ message: 'Applicant source deleted.' });
    }),
  );
  return routes;
}
