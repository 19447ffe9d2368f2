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
import { itemResponseSchema } from '../../../shared/contract/list';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { parseId } from '../../http/validate';
import { candidateHistory, changeApplicationStatus, changeManyStatuses, statusChangeOptions } from './service';

/** Stage and status changes of applicants and their history, mounted at /api (the spec's paths). */
export function applicationStatusChangeRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('applications:read');
  const write = can('applications:write');
  const applicantId = (raw: string | undefined) => parseId(raw, 'Applicant');

  routes.put(
    '/application/:id',
    write,
    endpoint(
      {
        summary: "Change an applicant's stage and status (or applicant status) with a comment, and/or replace its recruiters",
        description:
          'Any status of the job\'s pipeline may be chosen from any other (Rejected included); the stage must be in the pipeline and the status one of the stage\'s. A status is applied only when one is sent. Nothing to change answers 422 "No Changes To Save".',
        body: ApplicationStatusChangeSchema,
        responses: { 200: itemResponseSchema(ApplicationStatusResultSchema) },
      },
      async (c, input) => {
        const id = applicantId(c.req.param('id'));
        return c.json({ data: await changeApplicationStatus(c.get('ctx'), id, input.body), message: STATUS_SAVED });
      },
    ),
  );

  routes.post(
    '/multiple-status-change',
    write,
    endpoint(
      {
        summary: 'Move up to 500 applicants to one stage and status (or applicant status): all or none',
        body: MultipleStatusChangeSchema,
        responses: { 200: itemResponseSchema(MultipleStatusResultSchema) },
      },
      async (c, input) => c.json({ data: await changeManyStatuses(c.get('ctx'), input.body), message: STATUS_SAVED }),
    ),
  );

  routes.get(
    '/candidate-history/:id',
    read,
    endpoint(
      {
        summary: "An applicant's status history and the job's pipeline marked past, present, future or not visited",
        responses: { 200: itemResponseSchema(CandidateHistorySchema) },
      },
      async (c) => c.json({ data: await candidateHistory(c.get('ctx'), applicantId(c.req.param('id'))) }),
    ),
  );

  routes.get(
    '/status-change-options',
    read,
    endpoint(
      {
        summary: 'The stages and statuses a change of these applicants may choose',
        query: StatusChangeOptionsQuerySchema,
        responses: { 200: itemResponseSchema(StatusChangeOptionsSchema) },
      },
      async (c, input) => c.json({ data: await statusChangeOptions(c.get('ctx'), input.query.applicantIds) }),
    ),
  );
  return routes;
}
