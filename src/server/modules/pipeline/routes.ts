import { Hono } from 'hono';
import { itemResponseSchema } from '../../../shared/contract/list';
import {
  PipelineInputSchema,
  PipelineRowSchema,
  PipelineSchema,
  PipelineSearchQuerySchema,
  PipelineSearchResultSchema,
} from '../../../shared/contract/pipeline';
import type { Body, AppEnv } from '../../core/context';
import { resourceRoutes, setupRead } from '../../http/resource-routes';
import { endpoint } from '../../http/route';
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
  // Before '/:id', so 'search' is not taken for an id.
  routes.get(
    '/search',
    setupRead,
    endpoint(
      {
        summary: 'Pipelines and stages whose names match',
        query: PipelineSearchQuerySchema,
        responses: { 200: itemResponseSchema(PipelineSearchResultSchema) },
      },
      async (c, input) => c.json({ data: await service.searchPipelinesAndStages(c.get('ctx'), input.query.search) }),
    ),
  );
  const spec = {
    label: 'Pipeline',
    item: PipelineSchema,
    row: PipelineRowSchema,
    create: PipelineInputSchema,
    update: PipelineInputSchema,
    foldBody: foldStageList,
    summaries: {
      list: 'List pipelines',
      one: 'One pipeline with its stages and statuses',
      create: 'Create a pipeline',
      update: 'Update a pipeline',
      remove: 'Delete a pipeline',
    },
  };
  return resourceRoutes(service.pipelineOperations, spec, routes);
}
