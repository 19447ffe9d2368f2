import { Hono } from 'hono';
import { listQuerySchema } from '../../../shared/contract/list';
import { PipelineInputSchema, PipelineSearchQuerySchema } from '../../../shared/contract/pipeline';
import type { Body } from '../../http/body';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { parseId, parseInput } from '../../http/validate';
import { getPipeline, searchPipelinesAndStages } from './service';
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

  routes.get('/', read, async (c) => c.json(await service.listPipelines(c.get('ctx'), parseInput(listQuerySchema(), c.req.query()))));
  // Before '/:id', so 'search' is not taken for an id.
  routes.get('/search', read, async (c) =>
    c.json({ data: await searchPipelinesAndStages(c.get('ctx'), parseInput(PipelineSearchQuerySchema, c.req.query()).search) }),
  );
  routes.get('/:id', read, async (c) => c.json({ data: await getPipeline(c.get('ctx'), parseId(c.req.param('id'), 'Pipeline')) }));
  routes.post('/', write, async (c) => {
    const input = parseInput(PipelineInputSchema, foldStageList(c.get('body')));
    return c.json({ data: await service.createPipeline(c.get('ctx'), input), message: 'Pipeline created.' }, 201);
  });
  routes.put('/:id', write, async (c) => {
    const id = parseId(c.req.param('id'), 'Pipeline');
    const input = parseInput(PipelineInputSchema, foldStageList(c.get('body')));
    return c.json({ data: await service.updatePipeline(c.get('ctx'), id, input), message: 'Pipeline updated.' });
  });
  routes.delete('/:id', write, async (c) => {
    await service.deletePipeline(c.get('ctx'), parseId(c.req.param('id'), 'Pipeline'));
    return c.json({ message: 'Pipeline deleted.' });
  });
  return routes;
}
