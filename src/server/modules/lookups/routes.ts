import { Hono } from 'hono';
import { listQuerySchema } from '../../../shared/contract/list';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { parseInput } from '../../http/validate';
import { pagedLookup, withLocations } from './service';
import { lookups } from './specs';

/** Read-only lists for forms: each is paged (limit, page, search) and scoped to the caller's app. */
export function lookupRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('setup:read', 'jobs:read');
  for (const [path, spec] of Object.entries(lookups)) {
    if (path === 'city') continue;
    routes.get(`/${path}`, read, async (c) => c.json(await pagedLookup(c.get('ctx'), parseInput(listQuerySchema(), c.req.query()), spec)));
  }
  routes.get('/city', read, async (c) => {
    const ctx = c.get('ctx');
    const page = await pagedLookup(ctx, parseInput(listQuerySchema(), c.req.query()), lookups.city);
    return c.json({ data: await withLocations(ctx, page.data), meta: page.meta });
  });
  return routes;
}
