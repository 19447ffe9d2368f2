import { Hono } from 'hono';
import {
  ApplicationStatusChangeSchema,
  ApplicationStatusResultSchema,
  CandidateHistorySchema,
  MultipleStatusChangeSchema,
  MultipleStatusResultSchema,
  StatusChangeOptionsQuerySchema,
  StatusChangeOptionsSchema,
  STATUS_SAVED,
} from '../../../shared/contract/application-status-change';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { pathId, recordEndpoint } from '../../http/call-endpoint';
import { candidateHistory, changeApplicationStatus, changeManyStatuses, statusChangeOptions } from './service';

/** Stage and status changes of applicants and their history, mounted at /api (the spec's paths). */
export function applicationStatusChangeRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('applications:read');
  const write = can('applications:write');
  const applicant = pathId('Applicant');

  routes.put(
    '/application/:id',
    write,
    recordEndpoint(
      {
        summary: "Change an applicant's stage and status (or applicant status) with a comment, and/or replace its recruiters",
        description:
          'Any status of the job\'s pipeline may be chosen from any other (Rejected included); the stage must be in the pipeline and the status one of the stage\'s. A status is applied only when one is sent. Nothing to change answers 422 "No Changes To Save".',
        target: applicant,
        body: ApplicationStatusChangeSchema,
        data: ApplicationStatusResultSchema,
        message: STATUS_SAVED,
      },
      (ctx, { target, body }) => changeApplicationStatus(ctx, target, body),
    ),
  );

  routes.post(
    '/multiple-status-change',
    write,
    recordEndpoint(
      {
        summary: 'Move up to 500 applicants to one stage and status (or applicant status): all or none',
        body: MultipleStatusChangeSchema,
        data: MultipleStatusResultSchema,
        message: STATUS_SAVED,
      },
      (ctx, { body }) => changeManyStatuses(ctx, body),
    ),
  );

  routes.get(
    '/candidate-history/:id',
    read,
    recordEndpoint(
      {
        summary: "An applicant's status history and the job's pipeline marked past, present, future or not visited",
        target: applicant,
        data: CandidateHistorySchema,
      },
      (ctx, { target }) => candidateHistory(ctx, target),
    ),
  );

  routes.get(
    '/status-change-options',
    read,
    recordEndpoint(
      {
        summary: 'The stages and statuses a change of these applicants may choose',
        query: StatusChangeOptionsQuerySchema,
        data: StatusChangeOptionsSchema,
      },
      (ctx, { query }) => statusChangeOptions(ctx, query.applicantIds),
    ),
  );
  return routes;
}
