import { Hono } from 'hono';
import {
  MyReferralListSchema,
  MyReferralsQuerySchema,
  ReferCreateSchema,
  REFERRAL_ADDED,
  ReferralCheckSchema,
  ReferralDepartmentsSchema,
  ReferralEligibilityResponseSchema,
  ReferralJobListSchema,
  ReferralJobResponseSchema,
  ReferralJobsQuerySchema,
  ReferralVerdictResponseSchema,
  ReferResponseSchema,
} from '../../../shared/contract/referral-refer';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { queryEndpoint } from '../../http/query-endpoint';
import { parseId } from '../../http/validate';
import { readResumeUpload } from '../application-intake/service';
import {
  checkReferral,
  getReferralJob,
  listMyReferrals,
  listReferralJobs,
  referCandidate,
  referralDepartments,
  referralEligibility,
} from './service';

/** The employee's referral calls, mounted at /api: everyone who may refer (employees too) reaches them. */
export function referralReferRoutes() {
  const routes = new Hono<AppEnv>();
  const refer = can('referrals:refer');

  routes.get(
    '/referral-jobs',
    refer,
    queryEndpoint(
      {
        summary: 'Jobs open for referral (published, not expired) with their referral bonus',
        query: ReferralJobsQuerySchema,
        responses: { 200: ReferralJobListSchema },
      },
      listReferralJobs,
    ),
  );

  routes.get(
    '/referral-jobs/departments',
    refer,
    endpoint({ summary: 'The departments of the jobs open for referral', responses: { 200: ReferralDepartmentsSchema } }, async (c) =>
      c.json({ data: await referralDepartments(c.get('ctx')) }),
    ),
  );

  routes.get(
    '/referral-jobs/:id',
    refer,
    endpoint({ summary: 'One job open for referral, with its referral bonus', responses: { 200: ReferralJobResponseSchema } }, async (c) =>
      c.json({ data: await getReferralJob(c.get('ctx'), parseId(c.req.param('id'), 'Job')) }),
    ),
  );

  routes.get(
    '/referral-eligibility',
    refer,
    endpoint(
      {
        summary: "Whether the signed-in user's referrals earn a bonus, and the referral rules in force",
        responses: { 200: ReferralEligibilityResponseSchema },
      },
      async (c) => c.json({ data: await referralEligibility(c.get('ctx')) }),
    ),
  );

  routes.post(
    '/referral-check',
    refer,
    endpoint(
      {
        summary:
          'Before referring: whether the referral would earn a bonus and whether it would be refused as a duplicate (naming no other referral)',
        body: ReferralCheckSchema,
        responses: { 200: ReferralVerdictResponseSchema },
      },
      async (c, input) => c.json({ data: await checkReferral(c.get('ctx'), input.body) }),
    ),
  );

  routes.post(
    '/refer',
    refer,
    endpoint(
      {
        summary: 'Refer a candidate to an open job (multipart with the PDF resume as `file`, at most 5 MB)',
        body: ReferCreateSchema,
        files: ['file'],
        responses: { 201: ReferResponseSchema },
      },
      async (c, input) => {
        const fields = input.body;
        const resume = await readResumeUpload(c.get('body'));
        return c.json({ data: await referCandidate(c.get('ctx'), fields, resume), message: REFERRAL_ADDED }, 201);
      },
    ),
  );

  routes.get(
    '/my-referrals',
    refer,
    queryEndpoint(
      {
        summary: "The signed-in user's own referrals: candidate, job, a coarse stage, recruiters and, for hires, the payout",
        query: MyReferralsQuerySchema,
        responses: { 200: MyReferralListSchema },
      },
      listMyReferrals,
    ),
  );

  return routes;
}
