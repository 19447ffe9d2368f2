import { useDashboardCard, useDashboardTiles, type DashboardCardName } from '../api';
import { useCardFilter, withQuery } from './card-filter';

/**
 * A card's footer filters (address parameters `prefix.…`), its figures under them, and the
 * applicant list under the same filters (View All): department, job, the branch's location and
 * the date's days, in the names that list reads from its address.
 */
export function useFilteredCard<C extends DashboardCardName>(card: C, prefix: string) {
  const filter = useCardFilter(prefix);
  // The cards ask once the tiles have answered: on the embedded database's one session their
  // statements would otherwise queue in front of the tiles', the figures a user looks at first.
  const tiles = useDashboardTiles(true);
  const query = useDashboardCard(card, filter.params, tiles.data !== undefined || tiles.error !== undefined);
  const figures = query.data?.data;
  const { departmentId, jobId } = filter.values;
  const applicationsLink = withQuery('/application', { departmentId, jobId, locationId: figures?.locationId, ...figures?.range });
  return { filter, query, figures, applicationsLink };
}
