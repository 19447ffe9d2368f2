import { Hono } from 'hono';
import * as v from 'valibot';
import { listQuerySchema } from '../../../shared/contract/list';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { parseInput } from '../../http/validate';
import { listQuestionGroups } from './service';

const listQuery = v.object({
  ...listQuerySchema().entries,
  status: v.optional(v.pipe(v.string(), v.transform(Number), v.picklist([0, 1], 'Status must be 1 or 0.'))),
});

/** Question groups (spec 001 "Question groups and questions"); read-only until the question screens land. */
export function questionGroupRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/', can('jobs:read', 'setup:read'), async (c) => c.json(await listQuestionGroups(c.get('ctx'), parseInput(listQuery, c.req.query()))));
  return routes;
}
