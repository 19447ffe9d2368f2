import { Hono } from 'hono';
import { listResponseSchema } from '../../../shared/contract/list';
import { QuestionGroupListQuerySchema, QuestionGroupOptionSchema } from '../../../shared/contract/question-group';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { listQuestionGroups } from './service';

/** Question groups (spec 001 "Question groups and questions"); read-only until the question screens land. */
export function questionGroupRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/',
    can('jobs:read', 'setup:read'),
    endpoint(
      { summary: 'List question groups', query: QuestionGroupListQuerySchema, responses: { 200: listResponseSchema(QuestionGroupOptionSchema) } },
      async (c, input) => c.json(await listQuestionGroups(c.get('ctx'), input.query)),
    ),
  );
  return routes;
}
