import {
  ReferralAmountCreateSchema,
  ReferralAmountOptionSchema,
  ReferralAmountUpdateSchema,
} from '../../../shared/contract/referral-amount';
import { can } from '../../http/permissions';
import { resourceRoutes } from '../../http/resource-routes';
import { referralAmountOperations } from './service';

/**
 * Referral amount slabs (spec 001 §7 "Referral amount calculation"): the slab screen reads and
 * writes them; the job form reads them (jobs:read) to give a job its referral amount.
 */
export function referralAmountRoutes() {
  return resourceRoutes(referralAmountOperations, {
    label: 'Referral amount',
    item: ReferralAmountOptionSchema,
    create: ReferralAmountCreateSchema,
    update: ReferralAmountUpdateSchema,
    read: can('referral-config:read', 'jobs:read'),
    write: can('referral-config:write'),
    summaries: {
      list: 'List referral amount slabs',
      one: 'One referral amount slab',
      create: 'Create a referral amount slab',
      update: 'Update a referral amount slab',
      remove: 'Delete a referral amount slab (refused while a job uses it)',
    },
  });
}
