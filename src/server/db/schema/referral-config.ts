import { pgTable, integer, smallint, text, numeric, uniqueIndex, index, check } from 'drizzle-orm/pg-core';
import { relations, sql } from 'drizzle-orm';
import { appRowColumns, createdAtColumn, flagColumn, timestampColumns, uniqueNameIndex, updatedAtColumn } from './columns';
import { departments, designations } from './org';

// Referral rules: settings per setting type, amount slabs, who may refer, and the referral statuses.

export const referralSettingTypes = pgTable(
  'referral_setting_types',
  {
    ...appRowColumns(),
    name: text('name').notNull(),
    /** The type selected first on /referral-settings (the spec's 'type id 1'). */
    isDefault: flagColumn('is_default', 0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueNameIndex('referral_setting_types_app_name_unique', t.appId, t.name),
    uniqueIndex('referral_setting_types_app_default_unique')
      .on(t.appId)
      .where(sql`${t.isDefault} = 1`),
  ],
);

export const referralSettings = pgTable(
  'referral_settings',
  {
    ...appRowColumns(),
    referralSettingTypeId: integer('referral_setting_type_id')
      .notNull()
      .references(() => referralSettingTypes.id, { onDelete: 'cascade' }),
    /** Days after joining before the payout is released: 45, 60, 90 or 180. */
    paymentReleaseInDays: smallint('payment_release_in_days').notNull().default(90),
    /** 1: a re-hired former employee still earns a referral. */
    reHiredCandidate: flagColumn('re_hired_candidate', 0),
    /** Months before the same candidate can be referred again: 6, 9 or 12. */
    referralGapPeriod: smallint('referral_gap_period').notNull().default(6),
    /** Selection attribution: 1 One, 2 Two, 3 Three. */
    selectionAttribute: smallint('selection_attribute').notNull().default(1),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('referral_settings_type_unique').on(t.referralSettingTypeId)],
);

/** Referral amount slabs (/referral-amount); a job points at one and lists show its slug. */
export const referralAmountSlabs = pgTable(
  'referral_amount_slabs',
  {
    ...appRowColumns(),
    slug: text('slug').notNull(),
    // Restrict: a slab that names a department or designation must be edited before those go.
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    designationId: integer('designation_id')
      .notNull()
      .references(() => designations.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    ...timestampColumns(),
  },
  (t) => [
    uniqueNameIndex('referral_amount_slabs_app_slug_unique', t.appId, t.slug),
    index('referral_amount_slabs_department_idx').on(t.departmentId),
    index('referral_amount_slabs_designation_idx').on(t.designationId),
    check('referral_amount_slabs_amount_nonnegative', sql`${t.amount} >= 0`),
  ],
);

/** Whether holders of a designation may refer (/referrer-eligibility): one row per designation. */
export const referrerEligibilities = pgTable(
  'referrer_eligibilities',
  {
    ...appRowColumns(),
    designationId: integer('designation_id')
      .notNull()
      .references(() => designations.id, { onDelete: 'cascade' }),
    eligibilityStatus: flagColumn('eligibility_status'),
    ...timestampColumns(),
  },
  (t) => [uniqueIndex('referrer_eligibilities_app_designation_unique').on(t.appId, t.designationId)],
);

/**
 * Stable keys of the referral statuses every app has. The spec filters by fixed ids (2 for the
 * in-progress lists, 19 for hired), but identity ids are shared by all apps, so the server filters
 * on `referral_statuses.code` instead: 'in_progress' stands for the spec's 2, 'hired' for its 19.
 * Referral (application) states: in_progress, hired, rejected, duplicate. Payout (payable record)
 * states: payable, on_hold, paid, not_eligible.
 */
export const REFERRAL_STATUS_CODES = [
  'in_progress',
  'hired',
  'rejected',
  'duplicate',
  'payable',
  'on_hold',
  'paid',
  'not_eligible',
] as const;
export type ReferralStatusCode = (typeof REFERRAL_STATUS_CODES)[number];

/** Referral statuses (id, referralStatus); apps may add their own with codes of their choosing. */
export const referralStatuses = pgTable(
  'referral_statuses',
  {
    ...appRowColumns(),
    code: text('code').notNull(),
    referralStatus: text('referral_status').notNull(),
    colour: text('colour').notNull().default('#616161'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('referral_statuses_app_code_unique').on(t.appId, t.code),
    uniqueNameIndex('referral_statuses_app_name_unique', t.appId, t.referralStatus),
  ],
);

export const referralSettingTypesRelations = relations(referralSettingTypes, ({ many }) => ({
  settings: many(referralSettings),
}));

export const referralSettingsRelations = relations(referralSettings, ({ one }) => ({
  type: one(referralSettingTypes, {
    fields: [referralSettings.referralSettingTypeId],
    references: [referralSettingTypes.id],
  }),
}));

export const referralAmountSlabsRelations = relations(referralAmountSlabs, ({ one }) => ({
  department: one(departments, { fields: [referralAmountSlabs.departmentId], references: [departments.id] }),
  designation: one(designations, { fields: [referralAmountSlabs.designationId], references: [designations.id] }),
}));

export const referrerEligibilitiesRelations = relations(referrerEligibilities, ({ one }) => ({
  designation: one(designations, { fields: [referrerEligibilities.designationId], references: [designations.id] }),
}));
