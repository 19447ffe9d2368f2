import { pgTable, integer, text, date, numeric, index } from 'drizzle-orm/pg-core';
import { relations } from 'drizzle-orm';
import { appRowColumns, createdAtColumn, timestampColumns } from './columns';
import { users } from './org';
import { applications } from './applications';
import { referralStatuses } from './referral-config';

/**
 * A hired referral's payout record (/referral-payable): one per referred application once the
 * candidate has a joining date. The payout is due joining date + 90 days; until then status
 * change and export are refused. `referralStatusId` is the payout state (codes payable, on_hold,
 * paid, not_eligible); the referral's own state stays on applications.referral_status_id.
 */
export const referralPayables = pgTable(
  'referral_payables',
  {
    ...appRowColumns(),
    applicationId: integer('application_id')
      .notNull()
      .unique('referral_payables_application_unique')
      .references(() => applications.id, { onDelete: 'cascade' }),
    joiningDate: date('joining_date').notNull(),
    referralStatusId: integer('referral_status_id')
      .notNull()
      .references(() => referralStatuses.id, { onDelete: 'restrict' }),
    /** The slab amount when the record was made, so later slab edits do not change payouts. */
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }),
    ...timestampColumns(),
  },
  (t) => [
    index('referral_payables_app_joining_idx').on(t.appId, t.joiningDate),
    index('referral_payables_app_status_idx').on(t.appId, t.referralStatusId),
  ],
);

/** Remarks left with each payable status change (the list's `remark` with `remarkName`). */
export const referralPayableRemarks = pgTable(
  'referral_payable_remarks',
  {
    ...appRowColumns(),
    referralPayableId: integer('referral_payable_id')
      .notNull()
      .references(() => referralPayables.id, { onDelete: 'cascade' }),
    remarkName: text('remark_name').notNull(),
    /** The status set together with this remark. */
    referralStatusId: integer('referral_status_id').references(() => referralStatuses.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('referral_payable_remarks_payable_idx').on(t.referralPayableId, t.createdAt)],
);

export const referralPayablesRelations = relations(referralPayables, ({ one, many }) => ({
  application: one(applications, { fields: [referralPayables.applicationId], references: [applications.id] }),
  referralStatus: one(referralStatuses, {
    fields: [referralPayables.referralStatusId],
    references: [referralStatuses.id],
  }),
  remarks: many(referralPayableRemarks),
}));

export const referralPayableRemarksRelations = relations(referralPayableRemarks, ({ one }) => ({
  referralPayable: one(referralPayables, {
    fields: [referralPayableRemarks.referralPayableId],
    references: [referralPayables.id],
  }),
  referralStatus: one(referralStatuses, {
    fields: [referralPayableRemarks.referralStatusId],
    references: [referralStatuses.id],
  }),
  createdBy: one(users, { fields: [referralPayableRemarks.createdById], references: [users.id] }),
}));
