import { Hono } from 'hono';
import { listResponseSchema } from '../../../shared/contract/list';
import { QuestionGroupListQuerySchema, QuestionGroupOptionSchema } from '../../../shared/contract/question-group';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { queryEndpoint } from '../../http/query-endpoint';
import { listQuestionGroups } from './service';

/** Question groups (spec 001 "Question groups and questions"); read-only until the question screens land. */
export function questionGroupRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/',
    can('jobs:read', 'setup:read'),
    queryEndpoint(
      {
        summary: 'List question groups',
        query: QuestionGroupListQuerySchema,
        responses: { 200: listResponseSchema(QuestionGroupOptionSchema) },
      },
      listQuestionGroups,
    ),
  );
  return routes;
}
