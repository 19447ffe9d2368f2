import type { Permission } from '../../../shared/contract/permissions';
import { API_PATHS } from '../../../shared/contract/api-paths';

// What / asks for first, named apart from the page's code: the app starts these requests at boot
// (app/route-table's `data:`) while the page's code is still loading, and the page's hooks read
// the same keys.

/** Who sees the staff dashboard (tiles and cards); anyone else sees their own referrals. */
export const STAFF_DASHBOARD: Permission = 'applications:read';

/** GET dashboard/tiles: the headline figures, staff only (an employee gets 403). */
export const DASHBOARD_TILES_PATH = `${API_PATHS.dashboard}/tiles`;

/** GET referral-summary: the referral tiles and cards beside them. */
export const REFERRAL_COUNTS_PATH = API_PATHS.referralSummary;
