import { pgTable, integer, text, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { relations, sql } from 'drizzle-orm';
import { appRowColumns, createdAtColumn, flagColumn, timestampColumns, uniqueNameIndex } from './columns';

// Where jobs are: country → city → location (an office address). Jobs point at a location and
// read back `location (locationDisplay, country, city)`.

export const countries = pgTable(
  'countries',
  {
    ...appRowColumns(),
    name: text('name').notNull(),
    /** ISO 3166-1 alpha-2, e.g. IN. */
    code: text('code'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueNameIndex('countries_app_name_unique', t.appId, t.name)],
);

export const cities = pgTable(
  'cities',
  {
    ...appRowColumns(),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'restrict' }),
    city: text('city').notNull(),
    state: text('state'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('cities_app_country_city_unique').on(t.appId, t.countryId, sql`lower(${t.city})`),
    index('cities_country_idx').on(t.countryId),
  ],
);

export const locations = pgTable(
  'locations',
  {
    ...appRowColumns(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    /** The label lists show, e.g. 'Bengaluru – Acme Tower'. */
    locationDisplay: text('location_display').notNull(),
    address: text('address'),
    pincode: text('pincode'),
    status: flagColumn('status'),
    ...timestampColumns(),
  },
  (t) => [uniqueNameIndex('locations_app_display_unique', t.appId, t.locationDisplay), index('locations_city_idx').on(t.cityId)],
);

export const branches = pgTable(
  'branches',
  {
    ...appRowColumns(),
    branchName: text('branch_name').notNull(),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    status: flagColumn('status'),
    ...timestampColumns(),
  },
  (t) => [uniqueNameIndex('branches_app_name_unique', t.appId, t.branchName), index('branches_location_idx').on(t.locationId)],
);

export const countriesRelations = relations(countries, ({ many }) => ({ cities: many(cities) }));

export const citiesRelations = relations(cities, ({ one, many }) => ({
  country: one(countries, { fields: [cities.countryId], references: [countries.id] }),
  locations: many(locations),
}));

export const locationsRelations = relations(locations, ({ one, many }) => ({
  city: one(cities, { fields: [locations.cityId], references: [cities.id] }),
  branches: many(branches),
}));

export const branchesRelations = relations(branches, ({ one }) => ({
  location: one(locations, { fields: [branches.locationId], references: [locations.id] }),
}));
