import { Hono } from 'hono';
import type * as v from 'valibot';
import {
  AcquisitionsCardSchema,
  ApplicantSourceCardSchema,
  DashboardFilterSchema,
  DashboardTilesSchema,
  MyReferralSummarySchema,
  RecruiterProgressCardSchema,
  type DashboardFilter,
} from '../../../shared/contract/dashboard';
import type { AppEnv, ServiceContext } from '../../core/context';
import { recordEndpoint } from '../../http/call-endpoint';
import { can } from '../../http/permissions';
import { acquisitionsCard, applicantSourceCard, dashboardTiles, myReferralSummary, recruiterProgressCard } from './service';

type Card<S extends v.GenericSchema> = (ctx: ServiceContext, filter: DashboardFilter) => Promise<v.InferOutput<S>>;

/** The dashboard's figures (spec §2 "Dashboard"), mounted at /api/dashboard. */
export function dashboardRoutes() {
  const routes = new Hono<AppEnv>();
  const staff = can('applications:read');
  const card = <S extends v.GenericSchema>(summary: string, data: S, read: Card<S>) =>
    recordEndpoint({ summary, query: DashboardFilterSchema, data }, (ctx, { query }) => read(ctx, query));

  routes.get(
    '/tiles',
    staff,
    recordEndpoint(
      { summary: 'The tiles: Total Applicants, Published Jobs, Unpublished Jobs, Total Openings', data: DashboardTilesSchema },
      (ctx) => dashboardTiles(ctx),
    ),
  );
  routes.get(
    '/applicant-source',
    staff,
    card('Applicant Source: the filtered applications per source, most first', ApplicantSourceCardSchema, applicantSourceCard),
  );
  routes.get(
    '/recruiter-progress',
    staff,
    card(
      "Your Recruiter's Progress: per recruiting manager, their filtered jobs in progress, closed and overdue",
      RecruiterProgressCardSchema,
      recruiterProgressCard,
    ),
  );
  routes.get(
    '/acquisitions',
    staff,
    card('Acquisitions: of the filtered applications, how many reached each step of the funnel', AcquisitionsCardSchema, acquisitionsCard),
  );
  routes.get(
    '/my-referrals',
    can('referrals:refer'),
    recordEndpoint({ summary: "The caller's own referrals, hires and bonuses", data: MyReferralSummarySchema }, (ctx) =>
      myReferralSummary(ctx),
    ),
  );
  return routes;
}
