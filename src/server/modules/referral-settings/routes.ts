import { Hono } from 'hono';
import { itemResponseSchema, listQuerySchema, listResponseSchema } from '../../../shared/contract/list';
import {
  REFERRAL_SETTINGS_SAVED,
  ReferralSettingInputSchema,
  ReferralSettingQuerySchema,
  ReferralSettingSchema,
  ReferralSettingTypeSchema,
} from '../../../shared/contract/referral-settings';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { parseId } from '../../http/validate';
import * as service from './service';

const item = itemResponseSchema(ReferralSettingSchema);

/** Referrals Settings (spec 001 §7 "GET setting types", "GET settings with referralSettingTypeId"); PUT saves a type's settings. */
export function referralSettingsRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('referral-config:read');

  routes.get(
    '/referral-setting-type',
    read,
    endpoint(
      {
        summary: 'List referral setting types (the default first)',
        query: listQuerySchema(),
        responses: { 200: listResponseSchema(ReferralSettingTypeSchema) },
      },
      async (c, input) => c.json(await service.listReferralSettingTypes(c.get('ctx'), input.query)),
    ),
  );
  routes.get(
    '/referral-setting',
    read,
    endpoint(
      {
        summary: "A referral setting type's settings (the default type's when none is named)",
        query: ReferralSettingQuerySchema,
        responses: { 200: item },
      },
      async (c, input) => c.json({ data: await service.getReferralSettings(c.get('ctx'), input.query.referralSettingTypeId) }),
    ),
  );
  routes.put(
    '/referral-setting/:id',
    can('referral-config:write'),
    endpoint(
      { summary: "Save a referral setting type's settings", body: ReferralSettingInputSchema, responses: { 200: item } },
      async (c, input) => {
        // The path id is checked before the body, so an unknown type is 404 whatever the body holds.
        const typeId = parseId(c.req.param('id'), 'Referral setting type');
        return c.json({ data: await service.saveReferralSettings(c.get('ctx'), typeId, input.body), message: REFERRAL_SETTINGS_SAVED });
      },
    ),
  );
  return routes;
}
