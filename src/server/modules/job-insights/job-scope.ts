import { and, eq } from 'drizzle-orm';
import { apps, jobs } from '../../db/schema';
import { notFound } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import { calendarDayIn, daysBetween } from '../../../shared/rules/calendar-day';
import { visibleJobs } from '../job/service';

/** What the insight endpoints need of a job, read with the app's time zone in one query. */
export interface InsightJob {
  id: number;
  jobTitle: string;
  pipelineId: number | null;
  applicationCount: number;
  createdAt: Date;
  expiryDate: string | null;
  timeZone: string;
}

/**
 * The job if it is one of the caller's (a hiring manager's own, as their job list shows), or 404:
 * unknown ids, other apps' jobs and jobs whose applicants the caller does not see look the same.
 */
export async function findInsightJob(ctx: ServiceContext, id: number): Promise<InsightJob> {
  const [row] = await ctx.db
    .select({
      id: jobs.id,
      jobTitle: jobs.jobTitle,
      pipelineId: jobs.pipelineId,
      applicationCount: jobs.applicationCount,
      createdAt: jobs.createdAt,
      expiryDate: jobs.expiryDate,
      timeZone: apps.timeZone,
    })
    .from(jobs)
    .innerJoin(apps, eq(apps.id, jobs.appId))
    .where(and(visibleJobs(ctx, ctx.appId), eq(jobs.id, id)));
  if (!row) throw notFound('Job');
  return row;
}

export interface OpenSpan {
  /** The calendar day the job was created, in the app's time zone. */
  firstDay: string;
  /** Today, or the expiry date once the job has expired (never before firstDay). */
  lastDay: string;
  daysOpen: number;
}

/**
 * How long the job has been open, in calendar days of the app's time zone: an expired job
 * stopped being open on its expiry date (the same "expiry before today" rule as the job lists).
 */
export function openSpan(job: InsightJob, now: Date): OpenSpan {
  const firstDay = calendarDayIn(job.timeZone, job.createdAt);
  const today = calendarDayIn(job.timeZone, now);
  const end = job.expiryDate !== null && job.expiryDate < today ? job.expiryDate : today;
  const lastDay = end < firstDay ? firstDay : end;
  return { firstDay, lastDay, daysOpen: daysBetween(firstDay, lastDay) };
}
