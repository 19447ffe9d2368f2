import { eq } from 'drizzle-orm';
import { apps } from './schema';
import type { Db } from './client';
import type { ServiceContext } from '../core/context';
import { calendarDayIn } from '../../shared/rules/calendar-day';

/**
 * The app's IANA time zone. The request's sign-in has read it; a context without it reads it here
 * (inside a transaction pass its `db`: the embedded database has one connection).
 */
export async function appTimeZone(ctx: ServiceContext, db: Db = ctx.db): Promise<string> {
  if (ctx.timeZone !== undefined) return ctx.timeZone;
  const [app] = await db.select({ timeZone: apps.timeZone }).from(apps).where(eq(apps.id, ctx.appId));
  return app?.timeZone ?? 'UTC';
}

/** Today as 'YYYY-MM-DD' in the app's time zone: jobs are active while their expiry date is not before it. */
export async function appToday(ctx: ServiceContext, db: Db = ctx.db): Promise<string> {
  return calendarDayIn(await appTimeZone(ctx, db), ctx.now);
}
