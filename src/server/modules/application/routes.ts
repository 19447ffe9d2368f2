import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { answerEndpoint, pathId, recordEndpoint } from '../../http/call-endpoint';
import { queryEndpoint } from '../../http/query-endpoint';
import { parseId } from '../../http/validate';
import {
  ApplicantDetailSchema,
  ApplicantFilterQuerySchema,
  ApplicationListItemSchema,
  ApplicationListQuerySchema,
  JobApplicationItemSchema,
  JobApplicationQuerySchema,
} from '../../../shared/contract/application';
import { ApplicantAnswersSchema } from '../../../shared/contract/application-answers';
import { listResponseSchema } from '../../../shared/contract/list';
import { applicantAnswers } from './answers';
import { listJobApplications } from './job-applications';
import { listApplications } from './list';
import { getApplicant } from './read';

/** `all` (the per-job page's 'All' option) or a job id; anything else names no job (404). */
const jobOf = (c: Context<AppEnv>) => (c.req.param('jobId') === 'all' ? 'all' : parseId(c.req.param('jobId'), 'Job'));

/** The applicant reads (spec §7 "Applicants"), mounted at /api: the spec's paths share no prefix. */
export function applicationRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('applications:read');
  const rows = listResponseSchema(ApplicationListItemSchema);

  routes.get(
    '/v2/application',
    read,
    queryEndpoint(
      {
        summary: 'List the applicants the user may see, filtered (up to 500 a page)',
        query: ApplicationListQuerySchema,
        responses: { 200: rows },
      },
      listApplications,
    ),
  );
  routes.get(
    '/applicant-filter',
    read,
    queryEndpoint(
      {
        summary: "The filter bar's applicant list (the same rows as v2/application)",
        query: ApplicantFilterQuerySchema,
        responses: { 200: rows },
      },
      listApplications,
    ),
  );
  routes.get(
    '/job-application/:jobId',
    read,
    answerEndpoint(
      {
        summary: "A job's applicants (`all`: every applicant the user may see)",
        target: jobOf,
        query: JobApplicationQuerySchema,
        responses: { 200: listResponseSchema(JobApplicationItemSchema) },
      },
      (ctx, { target, query }) => listJobApplications(ctx, target, query),
    ),
  );
  routes.get(
    '/applicant/:id',
    read,
    recordEndpoint(
      {
        summary: 'One applicant with its job, source, stage, status, referral and managers',
        target: pathId('Applicant'),
        data: ApplicantDetailSchema,
      },
      (ctx, { target }) => getApplicant(ctx, target),
    ),
  );
  routes.get(
    '/application/:id/answers',
    read,
    recordEndpoint(
      {
        summary: "The applicant's answers to the job's screening questions, in order, each marked when it is a knockout answer",
        target: pathId('Applicant'),
        data: ApplicantAnswersSchema,
      },
      (ctx, { target }) => applicantAnswers(ctx, target),
    ),
  );
  return routes;
}
