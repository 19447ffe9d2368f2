import { Hono, type Context } from 'hono';
import { listQuerySchema } from '../../../shared/contract/list';
import { GroupInputSchema } from '../../../shared/contract/group';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { parseId, parseInput } from '../../http/validate';
import * as service from './service';

/** Groups (spec 001 "Groups"): form-data create, update by POST {id} as the spec does (PUT also works). */
export function groupRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('setup:read', 'jobs:read');
  const write = can('setup:write');

  const update = async (c: Context<AppEnv>) => {
    const id = parseId(c.req.param('id'), 'Group');
    const input = parseInput(GroupInputSchema, c.get('body'));
    return c.json({ data: await service.updateGroup(c.get('ctx'), id, input), message: 'Group updated.' });
  };

  routes.get('/', read, async (c) => c.json(await service.listGroups(c.get('ctx'), parseInput(listQuerySchema(), c.req.query()))));
  routes.get('/:id', read, async (c) => c.json({ data: await service.getGroup(c.get('ctx'), parseId(c.req.param('id'), 'Group')) }));
  routes.post('/', write, async (c) => {
    const input = parseInput(GroupInputSchema, c.get('body'));
    return c.json({ data: await service.createGroup(c.get('ctx'), input), message: 'Group created.' }, 201);
  });
  routes.post('/:id', write, update);
  routes.put('/:id', write, update);
  routes.delete('/:id', write, async (c) => {
    await service.deleteGroup(c.get('ctx'), parseId(c.req.param('id'), 'Group'));
    return c.json({ message: 'Group deleted.' });
  });
  return routes;
}
