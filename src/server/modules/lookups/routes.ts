import { Hono } from 'hono';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { listQuerySchema } from '../../../shared/contract/list';
import { locations } from '../../db/schema';
import type { AppEnv, ServiceContext } from '../../http/context';
import { can } from '../../http/permissions';
import { parseInput } from '../../http/validate';
import { pagedLookup, type LookupRow } from './paged-lookup';
import { lookups } from './specs';

/** A city row carries its office locations, so the job form can pick both from one list. */
async function withLocations(ctx: ServiceContext, rows: LookupRow[]) {
  const ids = rows.map((row) => Number(row.cityId));
  const found = ids.length
    ? await ctx.db
        .select({ cityId: locations.cityId, locationId: locations.id, locationDisplay: locations.locationDisplay, address: locations.address, pincode: locations.pincode })
        .from(locations)
        .where(and(eq(locations.appId, ctx.appId), inArray(locations.cityId, ids)))
        .orderBy(asc(locations.locationDisplay))
    : [];
  return rows.map((row) => ({ ...row, locations: found.filter((l) => l.cityId === row.cityId).map(({ cityId: _city, ...l }) => l) }));
}

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
