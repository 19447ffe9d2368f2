import * as v from 'valibot';
import { chosenId, zeroOrOne } from './fields';

// Referrer eligibility (/referrer-eligibility): whether holders of a designation (a position) earn
// referral bonuses. One row per designation; the spec's messages, word for word, including its
// reuse of the slab screen's words when an edit repeats a designation.

export const ELIGIBILITY_DESIGNATION_REQUIRED = 'Please select any value';
export const ELIGIBILITY_TAKEN_ON_ADD = 'Please select unique value';
export const ELIGIBILITY_TAKEN_ON_EDIT = 'Please fill unique slab name';
export const ELIGIBILITY_STATUS_INVALID = 'Eligibility status must be 1 (Yes) or 0 (No).';
export const UNKNOWN_POSITION = 'Please choose a designation of this workspace.';

/** POST and PUT /api/referrer-eligibility (designationId, eligibilityStatus 1 Yes / 0 No). */
export const ReferrerEligibilityInputSchema = v.object({
  designationId: chosenId(ELIGIBILITY_DESIGNATION_REQUIRED, UNKNOWN_POSITION),
  eligibilityStatus: v.pipe(
    v.optional(v.unknown(), ''),
    v.union([v.number(), v.string(), v.boolean()], ELIGIBILITY_STATUS_INVALID),
    zeroOrOne(ELIGIBILITY_STATUS_INVALID),
  ),
});
export type ReferrerEligibilityInput = v.InferInput<typeof ReferrerEligibilityInputSchema>;
export type ReferrerEligibilityFields = v.InferOutput<typeof ReferrerEligibilityInputSchema>;

export const ReferrerEligibilitySchema = v.object({
  id: v.number(),
  designationId: v.number(),
  designation: v.object({ id: v.number(), designation: v.string() }),
  eligibilityStatus: v.number(),
});
export type ReferrerEligibility = v.InferOutput<typeof ReferrerEligibilitySchema>;

export const eligibilityLabel = (status: number) => (status === 1 ? 'Yes' : 'No');
