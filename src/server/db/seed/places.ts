import { branches, cities, countries, locations } from '../schema';
import { insertIds, insertNamed, insertRows, type IdMap, type SeedContext } from './context';
import type { OrgSpec } from './spec';

export interface PlaceIds {
  countries: IdMap;
  /** Location ids by city. */
  locations: IdMap;
  /** Country name by city. */
  countryOfCity: Map<string, string>;
}

/** The countries, and for each office its city, location and branch. */
export async function seedPlaces(ctx: SeedContext, org: Pick<OrgSpec, 'countries' | 'offices'>): Promise<PlaceIds> {
  const { db, appId } = ctx;
  const countryIds = await insertNamed(
    db,
    'country',
    countries,
    org.countries,
    (c) => c.name,
    (c) => ({ appId, name: c.name, code: c.code }),
  );
  const cityIds = await insertIds(
    db,
    cities,
    org.offices.map((o) => ({ appId, countryId: countryIds.get(o.country), city: o.city, state: o.state })),
  );
  const locationIds = await insertNamed(
    db,
    'city',
    locations,
    org.offices,
    (o) => o.city,
    (o, i) => ({
      appId,
      cityId: cityIds[i],
      locationDisplay: o.display,
      address: o.address,
      pincode: o.pincode,
    }),
  );
  await insertRows(
    db,
    branches,
    org.offices.map((o) => ({ appId, branchName: o.branch, locationId: locationIds.get(o.city) })),
  );
  return {
    countries: countryIds,
    locations: locationIds,
    countryOfCity: new Map(org.offices.map((o) => [o.city, o.country])),
  };
}
