import { Hono } from 'hono';
import { listQuerySchema } from '../../../shared/contract/list';
import { StatusCreateSchema, StatusMapStageSchema, StatusRenameSchema } from '../../../shared/contract/status';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { parseId, parseInput } from '../../http/validate';
import * as service from './service';

/** Statuses (spec 001 §7): POST is multipart (name, stageId); the stage reads back as stageStatus.name. */
export function statusRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('setup:read', 'jobs:read');
  const write = can('setup:write');
  const listQuery = listQuerySchema();

  routes.get('/', read, async (c) => c.json(await service.listStatuses(c.get('ctx'), parseInput(listQuery, c.req.query()))));
  routes.get('/:id', read, async (c) => c.json({ data: await service.getStatus(c.get('ctx'), parseId(c.req.param('id'), 'Status')) }));
  routes.post('/', write, async (c) => {
    const input = parseInput(StatusCreateSchema, c.get('body'));
    return c.json({ data: await service.createStatus(c.get('ctx'), input), message: 'Status created.' }, 201);
  });
  routes.put('/map-stage/:id', write, async (c) => {
    const id = parseId(c.req.param('id'), 'Status');
    const input = parseInput(StatusMapStageSchema, c.get('body'));
    return c.json({ data: await service.mapStatusToStage(c.get('ctx'), id, input.stageId), message: 'Stage mapped.' });
  });
  routes.put('/:id', write, async (c) => {
    const id = parseId(c.req.param('id'), 'Status');
    const input = parseInput(StatusRenameSchema, c.get('body'));
    return c.json({ data: await service.renameStatus(c.get('ctx'), id, input), message: 'Status updated.' });
  });
  routes.delete('/:id', write, async (c) => {
    await service.deleteStatus(c.get('ctx'), parseId(c.req.param('id'), 'Status'));
    return c.json({ message: 'Status deleted.' });
  });
  return routes;
}
