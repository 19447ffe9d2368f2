import { and, asc, desc, eq } from 'drizzle-orm';
import { referralSettings, referralSettingTypes } from '../../db/schema';
import type { ListQuery } from '../../../shared/contract/list';
import type { ReferralSetting, ReferralSettingFields } from '../../../shared/contract/referral-settings';
import { listColumns } from '../../db/paging';
import type { ServiceContext } from '../../core/context';
import { notFound } from '../../core/errors';

const types = referralSettingTypes;
const settings = referralSettings;
const TYPE_LABEL = 'Referral setting type';

/** GET /api/referral-setting-type: the default type first (the screen's first selection), then in the order added. */
export function listReferralSettingTypes(ctx: ServiceContext, query: ListQuery) {
  const source = { table: types, where: eq(types.appId, ctx.appId), search: [types.name], order: [desc(types.isDefault), asc(types.id)] };
  return listColumns(ctx.db, query, source, { id: types.id, name: types.name, isDefault: types.isDefault });
}

/** The named type of the app, or without a name the app's default type (the first one when none is flagged). */
async function settingTypeId(ctx: ServiceContext, typeId: number | undefined): Promise<number> {
  const [type] = await ctx.db
    .select({ id: types.id })
    .from(types)
    .where(and(eq(types.appId, ctx.appId), typeId === undefined ? undefined : eq(types.id, typeId)))
    .orderBy(desc(types.isDefault), asc(types.id))
    .limit(1);
  if (!type) throw notFound(TYPE_LABEL);
  return type.id;
}

/** The schema's defaults (90-day release, no re-hires, 6-month gap, attribution One) stand for a type never saved. */
const DEFAULTS: ReferralSettingFields = { paymentReleaseInDays: 90, reHiredCandidate: 0, referralGapPeriod: 6, selectionAttribute: 1 };

const settingFields = {
  paymentReleaseInDays: settings.paymentReleaseInDays,
  reHiredCandidate: settings.reHiredCandidate,
  referralGapPeriod: settings.referralGapPeriod,
  selectionAttribute: settings.selectionAttribute,
};

/** GET /api/referral-setting?referralSettingTypeId=: the type's settings. */
export async function getReferralSettings(ctx: ServiceContext, typeId: number | undefined): Promise<ReferralSetting> {
  const referralSettingTypeId = await settingTypeId(ctx, typeId);
  const [row] = await ctx.db
    .select(settingFields)
    .from(settings)
    .where(and(eq(settings.appId, ctx.appId), eq(settings.referralSettingTypeId, referralSettingTypeId)));
  return { referralSettingTypeId, ...(row ?? DEFAULTS) };
}

/** PUT /api/referral-setting/{typeId}: one row per type, written whole (created on the first save). */
export async function saveReferralSettings(ctx: ServiceContext, typeId: number, input: ReferralSettingFields): Promise<ReferralSetting> {
  const referralSettingTypeId = await settingTypeId(ctx, typeId);
  const [row] = await ctx.db
    .insert(settings)
    .values({ appId: ctx.appId, referralSettingTypeId, ...input })
    .onConflictDoUpdate({ target: settings.referralSettingTypeId, set: { ...input, updatedAt: ctx.now } })
    .returning(settingFields);
  return { referralSettingTypeId, ...row };
}
