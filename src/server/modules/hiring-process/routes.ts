import { Hono } from 'hono';
import { listQuerySchema } from '../../../shared/contract/list';
import { HiringProcessInputSchema, HiringProcessStageInputSchema } from '../../../shared/contract/hiring-process';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { parseId, parseInput } from '../../http/validate';
import * as service from './service';

/**
 * The /hiring-process screen (spec 001 "Hiring process"). The spec does not show these paths
 * ("the process stage add call's path is not shown"); they follow the other set-up resources.
 */
export function hiringProcessRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('setup:read', 'jobs:read');
  const write = can('setup:write');
  const processId = (raw: string | undefined) => parseId(raw, 'Hiring process');

  routes.get('/', read, async (c) => c.json(await service.listHiringProcesses(c.get('ctx'), parseInput(listQuerySchema(), c.req.query()))));
  routes.get('/:id', read, async (c) => c.json({ data: await service.getHiringProcess(c.get('ctx'), processId(c.req.param('id'))) }));
  routes.post('/', write, async (c) => {
    const input = parseInput(HiringProcessInputSchema, c.get('body'));
    return c.json({ data: await service.createHiringProcess(c.get('ctx'), input), message: 'Hiring process created.' }, 201);
  });
  routes.put('/:id', write, async (c) => {
    const id = processId(c.req.param('id'));
    const input = parseInput(HiringProcessInputSchema, c.get('body'));
    return c.json({ data: await service.renameHiringProcess(c.get('ctx'), id, input), message: 'Hiring process updated.' });
  });
  routes.delete('/:id', write, async (c) => {
    await service.deleteHiringProcess(c.get('ctx'), processId(c.req.param('id')));
    return c.json({ message: 'Hiring process deleted.' });
  });
  routes.post('/:id/stage', write, async (c) => {
    const id = processId(c.req.param('id'));
    const input = parseInput(HiringProcessStageInputSchema, c.get('body'));
    return c.json({ data: await service.addHiringProcessStage(c.get('ctx'), id, input), message: 'Stage added.' }, 201);
  });
  routes.delete('/:id/stage/:stageId', write, async (c) => {
    const id = processId(c.req.param('id'));
    await service.removeHiringProcessStage(c.get('ctx'), id, parseId(c.req.param('stageId'), 'Hiring process stage'));
    return c.json({ message: 'Stage removed.' });
  });
  return routes;
}
