import { ReferrerEligibilityInputSchema, ReferrerEligibilitySchema } from '../../../shared/contract/referrer-eligibility';
import { can } from '../../http/permissions';
import { resourceRoutes } from '../../http/resource-routes';
import { referrerEligibilityOperations } from './service';

/** Referrer eligibility (spec 001 §7 "Eligibility"): which positions earn referral bonuses. */
export function referrerEligibilityRoutes() {
  return resourceRoutes(referrerEligibilityOperations, {
    label: 'Referrer eligibility',
    item: ReferrerEligibilitySchema,
    create: ReferrerEligibilityInputSchema,
    update: ReferrerEligibilityInputSchema,
    read: can('referral-config:read'),
    write: can('referral-config:write'),
    summaries: {
      list: 'List referrer eligibility by position',
      one: 'One position’s referrer eligibility',
      create: 'Set whether a position may earn referral bonuses',
      update: 'Update a position’s referrer eligibility',
      remove: 'Delete a position’s referrer eligibility',
    },
  });
}
