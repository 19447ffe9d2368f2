import { Hono } from 'hono';
import { listQuerySchema, listResponseSchema } from '../../../shared/contract/list';
import { LOOKUP_ROW_SCHEMAS } from '../../../shared/contract/lookups';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { pagedLookup, withLocations, type CityRow } from './service';
import { lookups } from './specs';

const describe = <P extends keyof typeof LOOKUP_ROW_SCHEMAS>(path: P, summary: string) => ({
  summary,
  query: listQuerySchema(),
  responses: { 200: listResponseSchema(LOOKUP_ROW_SCHEMAS[path]) },
});

/** Read-only lists for forms: each is paged (limit, page, search) and scoped to the caller's app. */
export function lookupRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('setup:read', 'jobs:read');
  for (const [path, spec] of Object.entries(lookups)) {
    if (path === 'city') continue;
    routes.get(
      `/${path}`,
      read,
      endpoint(describe(path as keyof typeof lookups, `List ${path.replace(/-/g, ' ')} choices`), async (c, input) =>
        c.json(await pagedLookup(c.get('ctx'), input.query, spec)),
      ),
    );
  }
  routes.get(
    '/city',
    read,
    endpoint(describe('city', 'List cities, each with its office locations'), async (c, input) => {
      const ctx = c.get('ctx');
      const page = await pagedLookup<CityRow>(ctx, input.query, lookups.city);
      return c.json({ data: await withLocations(ctx, page.data), meta: page.meta });
    }),
  );
  return routes;
}
