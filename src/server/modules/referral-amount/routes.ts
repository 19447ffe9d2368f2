import { Hono } from 'hono';
import { listQuerySchema } from '../../../shared/contract/list';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { parseInput } from '../../http/validate';
import { listReferralAmounts } from './service';

/** Referral amount slabs (spec 001 "Referral amount calculation"): read by the slab screen and the job form. */
export function referralAmountRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/', can('referral-config:read', 'jobs:read'), async (c) =>
    c.json(await listReferralAmounts(c.get('ctx'), parseInput(listQuerySchema(), c.req.query()))),
  );
  return routes;
}
