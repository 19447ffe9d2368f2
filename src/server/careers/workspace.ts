import { eq } from 'drizzle-orm';
import { apps, companies } from '../db/schema';
import type { Db } from '../db/client';
import { calendarDayIn } from '../../shared/rules/calendar-day';
import { DEFAULT_PRIVACY_NOTICE } from '../../shared/contract/careers-apply';
import { BUILT_IN_LOGO } from '../modules/shell/service';

/** The workspace a careers address names (apps.key), with what its pages show of the company. */
export interface Workspace {
  appId: number;
  key: string;
  timeZone: string;
  /** Today in the workspace's time zone: a job is open while its expiry date is not before it. */
  today: string;
  companyName: string;
  /** A path on this server or an absolute URL, as the shell serves it. */
  logo: string;
  privacyNotice: string;
}

/** The workspace of `key`, or null for an unknown one (the site answers a plain 404). */
export async function findWorkspace(db: Db, key: string, now: Date): Promise<Workspace | null> {
  const [row] = await db
    .select({
      appId: apps.id,
      key: apps.key,
      name: apps.name,
      timeZone: apps.timeZone,
      companyName: companies.companyName,
      companyLogo: companies.companyLogo,
      defaultLogo: companies.defaultLogo,
      privacyNotice: companies.privacyNotice,
    })
    .from(apps)
    .leftJoin(companies, eq(companies.appId, apps.id))
    .where(eq(apps.key, key));
  if (!row) return null;
  return {
    appId: row.appId,
    key: row.key,
    timeZone: row.timeZone,
    today: calendarDayIn(row.timeZone, now),
    companyName: row.companyName ?? row.name,
    logo: row.companyLogo || row.defaultLogo || BUILT_IN_LOGO,
    privacyNotice: row.privacyNotice?.trim() || DEFAULT_PRIVACY_NOTICE,
  };
}
