import * as v from 'valibot';
import { id, toWholeNumber } from './fields';
import { PAYMENT_RELEASE_OPTIONS, REFERRAL_GAP_OPTIONS, SELECTION_ATTRIBUTION_OPTIONS } from '../rules/referral-payout';

// Referrals Settings (/referral-settings): per referral setting type, the payout and duplicate
// rules. The type flagged default is the one the screen opens on (the spec's 'type id 1') and the
// one every referral rule reads.

export const REFERRAL_SETTINGS_SAVED = 'Your change has been successfully submitted';
export const UNKNOWN_SETTING_TYPE = 'Unknown referral setting type.';

export const PAYMENT_RELEASE_INVALID = 'The payment release period must be 45, 60, 90 or 180 days.';
export const RE_HIRED_INVALID = 'Re-hired candidate must be 1 (Yes) or 0 (No).';
export const REFERRAL_GAP_INVALID = 'The referral gap period must be 6, 9 or 12 months.';
export const SELECTION_ATTRIBUTE_INVALID = 'Selection attribution must be 1 (One), 2 (Two) or 3 (Three).';

/** How the screen names each choice (spec §9). */
export const REFERRAL_GAP_LABELS: Record<(typeof REFERRAL_GAP_OPTIONS)[number], string> = { 6: '6 months', 9: '9 months', 12: '1 year' };
export const SELECTION_ATTRIBUTION_LABELS: Record<(typeof SELECTION_ATTRIBUTION_OPTIONS)[number], string> = {
  1: 'One',
  2: 'Two',
  3: 'Three',
};

/** One of `options`, sent as a number (JSON) or digits (form); missing says the same message. */
const oneOf = <const T extends readonly number[]>(options: T, message: string) =>
  v.pipe(
    v.optional(v.union([v.number(message), v.string(message), v.boolean(message)], message), ''),
    v.transform(toWholeNumber),
    v.picklist(options, message),
  );

/** PUT /api/referral-setting/{referralSettingTypeId}: every setting of the type. */
export const ReferralSettingInputSchema = v.object({
  paymentReleaseInDays: oneOf(PAYMENT_RELEASE_OPTIONS, PAYMENT_RELEASE_INVALID),
  reHiredCandidate: oneOf([0, 1], RE_HIRED_INVALID),
  referralGapPeriod: oneOf(REFERRAL_GAP_OPTIONS, REFERRAL_GAP_INVALID),
  selectionAttribute: oneOf(SELECTION_ATTRIBUTION_OPTIONS, SELECTION_ATTRIBUTE_INVALID),
});
export type ReferralSettingInput = v.InferInput<typeof ReferralSettingInputSchema>;
export type ReferralSettingFields = v.InferOutput<typeof ReferralSettingInputSchema>;

/** GET /api/referral-setting: which type; the default type when none is named. */
export const ReferralSettingQuerySchema = v.object({ referralSettingTypeId: v.optional(id(UNKNOWN_SETTING_TYPE)) });

export const ReferralSettingSchema = v.object({
  referralSettingTypeId: v.number(),
  paymentReleaseInDays: v.number(),
  reHiredCandidate: v.number(),
  referralGapPeriod: v.number(),
  selectionAttribute: v.number(),
});
export type ReferralSetting = v.InferOutput<typeof ReferralSettingSchema>;

/** GET /api/referral-setting-type rows; `isDefault` 1 marks the type the screen opens on. */
export const ReferralSettingTypeSchema = v.object({ id: v.number(), name: v.string(), isDefault: v.number() });
export type ReferralSettingType = v.InferOutput<typeof ReferralSettingTypeSchema>;
