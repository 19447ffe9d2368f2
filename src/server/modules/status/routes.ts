import { Hono } from 'hono';
import { itemResponseSchema, listQuerySchema, listResponseSchema, MessageResponseSchema } from '../../../shared/contract/list';
import { StatusCreateSchema, StatusMapStageSchema, StatusRenameSchema, StatusSchema } from '../../../shared/contract/status';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { parseId } from '../../http/validate';
import * as service from './service';

/** Statuses (spec 001 §7): POST is multipart (name, stageId); the stage reads back as stageStatus.name. */
export function statusRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('setup:read', 'jobs:read');
  const write = can('setup:write');
  const id = (raw: string | undefined) => parseId(raw, 'Status');
  const item = itemResponseSchema(StatusSchema);

  routes.get(
    '/',
    read,
    endpoint({ summary: 'List statuses', query: listQuerySchema(), responses: { 200: listResponseSchema(StatusSchema) } }, async (c, input) =>
      c.json(await service.listStatuses(c.get('ctx'), input.query)),
    ),
  );
  routes.get('/:id', read, endpoint({ summary: 'One status', responses: { 200: item } }, async (c) => c.json({ data: await service.getStatus(c.get('ctx'), id(c.req.param('id'))) })));
  routes.post(
    '/',
    write,
    endpoint({ summary: 'Create a status in a stage', body: StatusCreateSchema, responses: { 201: item } }, async (c, input) =>
      c.json({ data: await service.createStatus(c.get('ctx'), input.body), message: 'Status created.' }, 201),
    ),
  );
  routes.put(
    '/map-stage/:id',
    write,
    endpoint({ summary: 'Move a status to a stage', body: StatusMapStageSchema, responses: { 200: item } }, async (c, input) => {
      const statusId = id(c.req.param('id'));
      return c.json({ data: await service.mapStatusToStage(c.get('ctx'), statusId, input.body.stageId), message: 'Stage mapped.' });
    }),
  );
  routes.put(
    '/:id',
    write,
    endpoint({ summary: 'Rename a status', body: StatusRenameSchema, responses: { 200: item } }, async (c, input) => {
      const statusId = id(c.req.param('id'));
      return c.json({ data: await service.renameStatus(c.get('ctx'), statusId, input.body), message: 'Status updated.' });
    }),
  );
  routes.delete(
    '/:id',
    write,
    endpoint({ summary: 'Delete a status', responses: { 200: MessageResponseSchema } }, async (c) => {
      await service.deleteStatus(c.get('ctx'), id(c.req.param('id')));
      return c.json({ message: 'Status deleted.' });
    }),
  );
  return routes;
}
