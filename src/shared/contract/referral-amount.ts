import * as v from 'valibot';

/** GET /api/referral-amount rows. */
export const ReferralAmountOptionSchema = v.object({
  id: v.number(),
  slug: v.string(),
  amount: v.number(),
  department: v.nullable(v.object({ departmentId: v.number(), departmentName: v.string() })),
  designation: v.nullable(v.object({ id: v.number(), designation: v.string() })),
});
export type ReferralAmountOption = v.InferOutput<typeof ReferralAmountOptionSchema>;
