import { Hono } from 'hono';
import { itemResponseSchema, listQuerySchema, listResponseSchema, MessageResponseSchema } from '../../../shared/contract/list';
import {
  PipelineInputSchema,
  PipelineRowSchema,
  PipelineSchema,
  PipelineSearchQuerySchema,
  PipelineSearchResultSchema,
} from '../../../shared/contract/pipeline';
import type { Body } from '../../http/body';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { parseId } from '../../http/validate';
import * as service from './service';

/**
 * The stage list arrives as JSON `stage: [{stageId, sequence}]`, as multipart `stage[i][stageId]`
 * (+ `stage[i][sequence]`), or as plain `stageId[i]` in the order selected. All become `stage`.
 */
export function foldStageList(body: Body): Body {
  if (body.stage !== undefined) return body;
  const slots = new Map<number, Record<string, unknown>>();
  for (const [key, value] of Object.entries(body)) {
    const match = /^stage\[(\d{1,4})\]\[(stageId|sequence)\]$/.exec(key);
    if (!match) continue;
    const slot = slots.get(Number(match[1])) ?? {};
    slot[match[2]] = value;
    slots.set(Number(match[1]), slot);
  }
  if (slots.size > 0) return { ...body, stage: [...slots.entries()].sort(([a], [b]) => a - b).map(([, slot]) => slot) };
  if (body.stageId === undefined) return body;
  const ids: unknown[] = Array.isArray(body.stageId) ? body.stageId : [body.stageId];
  return { ...body, stage: ids.map((stageId) => ({ stageId })) };
}

/** Hiring pipelines (spec 001 "Pipelines, stages, statuses"). */
export function pipelineRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('setup:read', 'jobs:read');
  const write = can('setup:write');
  const id = (raw: string | undefined) => parseId(raw, 'Pipeline');
  const item = itemResponseSchema(PipelineSchema);

  routes.get(
    '/',
    read,
    endpoint({ summary: 'List pipelines', query: listQuerySchema(), responses: { 200: listResponseSchema(PipelineRowSchema) } }, async (c, input) =>
      c.json(await service.listPipelines(c.get('ctx'), input.query)),
    ),
  );
  // Before '/:id', so 'search' is not taken for an id.
  routes.get(
    '/search',
    read,
    endpoint(
      { summary: 'Pipelines and stages whose names match', query: PipelineSearchQuerySchema, responses: { 200: itemResponseSchema(PipelineSearchResultSchema) } },
      async (c, input) => c.json({ data: await service.searchPipelinesAndStages(c.get('ctx'), input.query.search) }),
    ),
  );
  routes.get(
    '/:id',
    read,
    endpoint({ summary: 'One pipeline with its stages and statuses', responses: { 200: item } }, async (c) =>
      c.json({ data: await service.getPipeline(c.get('ctx'), id(c.req.param('id'))) }),
    ),
  );
  const body = { body: PipelineInputSchema, foldBody: foldStageList };
  routes.post(
    '/',
    write,
    endpoint({ summary: 'Create a pipeline', ...body, responses: { 201: item } }, async (c, input) =>
      c.json({ data: await service.createPipeline(c.get('ctx'), input.body), message: 'Pipeline created.' }, 201),
    ),
  );
  routes.put(
    '/:id',
    write,
    endpoint({ summary: 'Update a pipeline', ...body, responses: { 200: item } }, async (c, input) => {
      const pipelineId = id(c.req.param('id'));
      return c.json({ data: await service.updatePipeline(c.get('ctx'), pipelineId, input.body), message: 'Pipeline updated.' });
    }),
  );
  routes.delete(
    '/:id',
    write,
    endpoint({ summary: 'Delete a pipeline', responses: { 200: MessageResponseSchema } }, async (c) => {
      await service.deletePipeline(c.get('ctx'), id(c.req.param('id')));
      return c.json({ message: 'Pipeline deleted.' });
    }),
  );
  return routes;
}
