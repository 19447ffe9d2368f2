import { Hono } from 'hono';
import { GeneralSettingsInputSchema, GENERAL_SETTINGS_SAVED } from '../../../shared/contract/general-settings';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { parseInput } from '../../http/validate';
import * as service from './service';

/**
 * General settings (spec 001 §7 "Hiring process and general settings"): one row per app.
 * GET /options is ours: the two selectors' choices in one call, so the screen needs no other module.
 */
export function generalSettingsRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('setup:read', 'referral-config:read');

  routes.get('/', read, async (c) => c.json({ data: await service.getGeneralSettings(c.get('ctx')) }));
  routes.get('/options', read, async (c) => c.json({ data: await service.getGeneralSettingsOptions(c.get('ctx')) }));
  routes.put('/', can('settings:write'), async (c) => {
    const input = parseInput(GeneralSettingsInputSchema, c.get('body'));
    return c.json({ data: await service.updateGeneralSettings(c.get('ctx'), input), message: GENERAL_SETTINGS_SAVED });
  });
  return routes;
}
