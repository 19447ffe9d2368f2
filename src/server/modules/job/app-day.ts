import { eq } from 'drizzle-orm';
import { apps } from '../../db/schema';
import type { ServiceContext } from '../../http/context';
import { calendarDayIn } from '../../../shared/rules/calendar-day';

/** Today as 'YYYY-MM-DD' in the app's time zone: jobs are active while their expiry date is not before it. */
export async function appToday(ctx: ServiceContext): Promise<string> {
  const [app] = await ctx.db.select({ timeZone: apps.timeZone }).from(apps).where(eq(apps.id, ctx.appId));
  return calendarDayIn(app?.timeZone ?? 'UTC', ctx.now);
}
