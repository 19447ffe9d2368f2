import * as v from 'valibot';
import { chosenId, hasValue, optionalChosenId, requiredText } from './fields';

// Referral amount slabs (/referral-amount): slab name (slug), department, designation, amount.
// The spec's messages: an added slab missing a required field, an edited one missing one, a
// slab name already used (any case).

export const SLAB_REQUIRED_ON_ADD = 'Please fill the required fields';
export const SLAB_REQUIRED_ON_EDIT = 'fill all the fields';
export const SLAB_NAME_TAKEN = 'Please fill unique slab name';
export const SLAB_NAME_MAX = 100;
/** The largest bonus a slab may pay; said beside the field, never applied silently. */
export const SLAB_AMOUNT_MAX = 10_000_000;
export const SLAB_AMOUNT_LIMIT = 'The amount must be a number from 0 to 10,000,000 with at most 2 decimals.';
export const UNKNOWN_DEPARTMENT = 'Please choose a department of this workspace.';
export const UNKNOWN_DESIGNATION = 'Please choose a designation of this workspace.';

const hasCents = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** Digits with up to two decimals, as a form sends them; JSON may send a number. */
const amountField = (requiredMessage: string) =>
  v.pipe(
    v.optional(v.unknown(), ''),
    v.check(hasValue, requiredMessage),
    v.transform((value) =>
      typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d{1,2})?\s*$/.test(value) ? Number(value) : Number.NaN,
    ),
    v.number(SLAB_AMOUNT_LIMIT),
    v.minValue(0, SLAB_AMOUNT_LIMIT),
    v.maxValue(SLAB_AMOUNT_MAX, SLAB_AMOUNT_LIMIT),
    v.check(hasCents, SLAB_AMOUNT_LIMIT),
  );

/** POST and PUT /api/referral-amount (departmentId, designationId, amount, slug); the department may be none (any). */
const slabInput = (requiredMessage: string) =>
  v.object({
    slug: requiredText('slab name', SLAB_NAME_MAX, requiredMessage),
    departmentId: optionalChosenId(UNKNOWN_DEPARTMENT),
    designationId: chosenId(requiredMessage, UNKNOWN_DESIGNATION),
    amount: amountField(requiredMessage),
  });

export const ReferralAmountCreateSchema = slabInput(SLAB_REQUIRED_ON_ADD);
export const ReferralAmountUpdateSchema = slabInput(SLAB_REQUIRED_ON_EDIT);
export type ReferralAmountInput = v.InferInput<typeof ReferralAmountCreateSchema>;
export type ReferralAmountFields = v.InferOutput<typeof ReferralAmountCreateSchema>;

/** GET /api/referral-amount rows (the slab screen and the job form's choices), and a written slab. */
export const ReferralAmountOptionSchema = v.object({
  id: v.number(),
  slug: v.string(),
  amount: v.number(),
  department: v.nullable(v.object({ departmentId: v.number(), departmentName: v.string() })),
  designation: v.nullable(v.object({ id: v.number(), designation: v.string() })),
});
export type ReferralAmountOption = v.InferOutput<typeof ReferralAmountOptionSchema>;
