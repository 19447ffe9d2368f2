import { useCallback } from 'react';
import type {
  AcquisitionsCard,
  ApplicantSourceCard,
  DashboardFilterParams,
  DashboardTiles,
  MyReferralSummary,
  RecruiterProgressCard,
} from '../../../shared/contract/dashboard';
import type { ReferralSummary } from '../../../shared/contract/referral';
import { useInvalidate } from '../../lib/query-keys';
import { useItemQuery } from '../../lib/use-query';
import { API_PATHS } from '../../../shared/contract/api-paths';
import { DASHBOARD_TILES_PATH, REFERRAL_COUNTS_PATH } from './first-reads';

// The dashboard's reads: the tiles, the three filtered cards, the referral counts and an employee's own summary.

const dashboardPath = (part: string) => `${API_PATHS.dashboard}/${part}`;

/** The cards a footer filters, by the endpoint each reads. */
export interface DashboardCards {
  'applicant-source': ApplicantSourceCard;
  'recruiter-progress': RecruiterProgressCard;
  acquisitions: AcquisitionsCard;
}
export type DashboardCardName = keyof DashboardCards;

/** GET dashboard/tiles (staff only: `enabled`); the app asks for it at boot when it opens on / (first-reads.ts). */
export const useDashboardTiles = (enabled: boolean) => useItemQuery<DashboardTiles>(enabled ? DASHBOARD_TILES_PATH : null);

/** GET dashboard/{card} with the card's footer filters (asked once `enabled`). */
export const useDashboardCard = <C extends DashboardCardName>(card: C, filter: DashboardFilterParams, enabled: boolean) =>
  useItemQuery<DashboardCards[C]>(enabled ? dashboardPath(card) : null, filter);

/** GET referral-summary: the referral tiles and cards (staff only: `enabled`). */
export const useReferralCounts = (enabled: boolean) => useItemQuery<ReferralSummary>(enabled ? REFERRAL_COUNTS_PATH : null);

/** GET dashboard/my-referrals: the signed-in employee's own referrals and bonuses (`enabled` for employees). */
export const useMyReferralSummary = (enabled: boolean) => useItemQuery<MyReferralSummary>(enabled ? dashboardPath('my-referrals') : null);

/** Reloads every figure on the dashboard (after hiring changed elsewhere). */
export function useRefreshDashboard(): () => void {
  const invalidate = useInvalidate();
  return useCallback(() => void invalidate(API_PATHS.dashboard, API_PATHS.referralSummary), [invalidate]);
}
