import { Hono } from 'hono';
import { listQuerySchema, listResponseSchema } from '../../../shared/contract/list';
import { ReferralAmountOptionSchema } from '../../../shared/contract/referral-amount';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { listReferralAmounts } from './service';

/** Referral amount slabs (spec 001 "Referral amount calculation"): read by the slab screen and the job form. */
export function referralAmountRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/',
    can('referral-config:read', 'jobs:read'),
    endpoint(
      { summary: 'List referral amount slabs', query: listQuerySchema(), responses: { 200: listResponseSchema(ReferralAmountOptionSchema) } },
      async (c, input) => c.json(await listReferralAmounts(c.get('ctx'), input.query)),
    ),
  );
  return routes;
}
