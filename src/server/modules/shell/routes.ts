import { Hono } from 'hono';
import { listQuerySchema } from '../../../shared/contract/list';
import { UserListQuerySchema } from '../../../shared/contract/users';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { parseInput } from '../../http/validate';
import { notFound } from '../../http/errors';
import * as shell from './service';

/** Reference and shell endpoints (spec 000 §7): who am I, what may I do, company, apps, footer. */
export function shellRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/userinfo', async (c) => c.json({ data: await shell.userInfo(c.get('ctx')) }));
  routes.get('/v2/permissions', (c) => c.json({ data: shell.permissions(c.get('ctx')) }));
  // The spec reads the company as company/1: one company per app, whatever the id.
  routes.get('/company/:id', async (c) => {
    if (c.req.param('id') !== '1') throw notFound('Company');
    return c.json({ data: await shell.company(c.get('ctx')) });
  });
  routes.get('/default-image', async (c) => c.json({ data: await shell.defaultImage(c.get('ctx')) }));
  routes.get('/footer-content', async (c) => c.json(await shell.footer(c.get('ctx')).then((data) => ({ data }))));
  routes.get('/app-manager', async (c) => c.json(await shell.listAppLinks(c.get('ctx'), parseInput(listQuerySchema(), c.req.query()))));
  routes.get('/platform', can('jobs:read', 'setup:read'), async (c) =>
    c.json(await shell.listPlatforms(c.get('ctx'), parseInput(listQuerySchema(), c.req.query()))),
  );
  routes.get('/users', can('users:read'), async (c) => c.json(await shell.listUsers(c.get('ctx'), parseInput(UserListQuerySchema, c.req.query()))));
  return routes;
}
