import { Hono } from 'hono';
import { listQuerySchema, listResponseSchema } from '../../../shared/contract/list';
import {
  REFERRAL_SETTINGS_SAVED,
  ReferralSettingInputSchema,
  ReferralSettingQuerySchema,
  ReferralSettingSchema,
  ReferralSettingTypeSchema,
} from '../../../shared/contract/referral-settings';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { pathId, recordEndpoint } from '../../http/call-endpoint';
import { queryEndpoint } from '../../http/query-endpoint';
import * as service from './service';

/** Referrals Settings (spec 001 §7 "GET setting types", "GET settings with referralSettingTypeId"); PUT saves a type's settings. */
export function referralSettingsRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('referral-config:read');

  routes.get(
    '/referral-setting-type',
    read,
    queryEndpoint(
      {
        summary: 'List referral setting types (the default first)',
        query: listQuerySchema(),
        responses: { 200: listResponseSchema(ReferralSettingTypeSchema) },
      },
      service.listReferralSettingTypes,
    ),
  );
  routes.get(
    '/referral-setting',
    read,
    recordEndpoint(
      {
        summary: "A referral setting type's settings (the default type's when none is named)",
        query: ReferralSettingQuerySchema,
        data: ReferralSettingSchema,
      },
      (ctx, { query }) => service.getReferralSettings(ctx, query.referralSettingTypeId),
    ),
  );
  routes.put(
    '/referral-setting/:id',
    can('referral-config:write'),
    recordEndpoint(
      {
        summary: "Save a referral setting type's settings",
        target: pathId('Referral setting type'),
        body: ReferralSettingInputSchema,
        data: ReferralSettingSchema,
        message: REFERRAL_SETTINGS_SAVED,
      },
      (ctx, { target, body }) => service.saveReferralSettings(ctx, target, body),
    ),
  );
  return routes;
}
