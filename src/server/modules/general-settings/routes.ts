import { Hono } from 'hono';
import {
  GeneralSettingsInputSchema,
  GeneralSettingsOptionsSchema,
  GeneralSettingsSchema,
  GENERAL_SETTINGS_SAVED,
} from '../../../shared/contract/general-settings';
import { itemResponseSchema } from '../../../shared/contract/list';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import * as service from './service';

const item = itemResponseSchema(GeneralSettingsSchema);

/**
 * General settings (spec 001 §7 "Hiring process and general settings"): one row per app.
 * GET /options is ours: the two selectors' choices in one call, so the screen needs no other module.
 */
export function generalSettingsRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('setup:read', 'referral-config:read');

  routes.get(
    '/',
    read,
    endpoint({ summary: 'The general settings', responses: { 200: item } }, async (c) =>
      c.json({ data: await service.getGeneralSettings(c.get('ctx')) }),
    ),
  );
  routes.get(
    '/options',
    read,
    endpoint(
      { summary: 'The choices of the general settings selectors', responses: { 200: itemResponseSchema(GeneralSettingsOptionsSchema) } },
      async (c) => c.json({ data: await service.getGeneralSettingsOptions(c.get('ctx')) }),
    ),
  );
  routes.put(
    '/',
    can('settings:write'),
    endpoint({ summary: 'Save the general settings', body: GeneralSettingsInputSchema, responses: { 200: item } }, async (c, input) =>
      c.json({ data: await service.updateGeneralSettings(c.get('ctx'), input.body), message: GENERAL_SETTINGS_SAVED }),
    ),
  );
  return routes;
}
