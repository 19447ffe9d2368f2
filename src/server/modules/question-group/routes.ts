import { Hono } from 'hono';
import { QuestionGroupListQuerySchema } from '../../../shared/contract/question-group';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { parseInput } from '../../http/validate';
import { listQuestionGroups } from './service';

/** Question groups (spec 001 "Question groups and questions"); read-only until the question screens land. */
export function questionGroupRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/', can('jobs:read', 'setup:read'), async (c) => c.json(await listQuestionGroups(c.get('ctx'), parseInput(QuestionGroupListQuerySchema, c.req.query()))));
  return routes;
}
