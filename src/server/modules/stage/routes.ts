import { Hono } from 'hono';
import { listQuerySchema } from '../../../shared/contract/list';
import { StageCreateSchema, StageDeleteManySchema, StageMapStatusSchema, StageUpdateSchema } from '../../../shared/contract/stage';
import { orderBySequence } from '../../../shared/rules/stage-sequence';
import type { Body } from '../../http/body';
import type { AppEnv } from '../../http/context';
import { invalid } from '../../http/errors';
import { can } from '../../http/permissions';
import { parseId, parseInput } from '../../http/validate';
import * as service from './service';

/**
 * Multipart sends the sequenced list as `status[i][statusId]` and `status[i][sequence]`, which the
 * body reader leaves as flat keys; this folds them into `status: [{ statusId, sequence }]`.
 */
export function foldStatusEntries(body: Body): Body {
  const entries = new Map<number, Record<string, unknown>>();
  const rest: Body = {};
  for (const [key, value] of Object.entries(body)) {
    const match = /^status\[(\d+)\]\[(statusId|sequence)\]$/.exec(key);
    if (!match) {
      rest[key] = value;
      continue;
    }
    const entry = entries.get(Number(match[1])) ?? {};
    entry[match[2]] = value;
    entries.set(Number(match[1]), entry);
  }
  if (entries.size === 0) return rest;
  return { ...rest, status: [...entries.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry) };
}

/** Stages (spec 001 §7): a stage is a name and a sequenced status list. */
export function stageRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('setup:read', 'jobs:read');
  const write = can('setup:write');
  const listQuery = listQuerySchema();

  routes.get('/', read, async (c) => c.json(await service.listStages(c.get('ctx'), parseInput(listQuery, c.req.query()))));
  routes.get('/:id', read, async (c) => c.json({ data: await service.getStage(c.get('ctx'), parseId(c.req.param('id'), 'Stage')) }));
  routes.post('/', write, async (c) => {
    const input = parseInput(StageCreateSchema, c.get('body'));
    if (input.statusId.length === 0) throw invalid({ statusId: ['Please Select Atleast One Status'] });
    const data = await service.createStage(c.get('ctx'), { name: input.name, statusIds: input.statusId });
    return c.json({ data, message: 'Stage created.' }, 201);
  });
  routes.put('/map-status/:id', write, async (c) => {
    const id = parseId(c.req.param('id'), 'Stage');
    const input = parseInput(StageMapStatusSchema, c.get('body'));
    if (input.statusId.length === 0) throw invalid({ statusId: ['Please Select Atleast One Status'] });
    return c.json({ data: await service.updateStage(c.get('ctx'), id, { statusIds: input.statusId }), message: 'Statuses mapped.' });
  });
  routes.put('/:id', write, async (c) => {
    const id = parseId(c.req.param('id'), 'Stage');
    const input = parseInput(StageUpdateSchema, foldStatusEntries(c.get('body')));
    // A sequenced list is stored in sequence order; plain ids in the order sent.
    const statusIds = input.status
      ? orderBySequence(input.status.map((entry, index) => ({ statusId: entry.statusId, sequence: entry.sequence ?? index + 1 })))
      : input.statusId;
    return c.json({ data: await service.updateStage(c.get('ctx'), id, { name: input.name, statusIds }), message: 'Stage updated.' });
  });
  routes.delete('/:id', write, async (c) => {
    await service.deleteStage(c.get('ctx'), parseId(c.req.param('id'), 'Stage'));
    return c.json({ message: 'Stage deleted.' });
  });
  routes.delete('/', write, async (c) => {
    const input = parseInput(StageDeleteManySchema, c.get('body'));
    const ids = [...(input.id ?? []), ...(input.ids ?? [])];
    if (ids.length === 0) throw invalid({ id: ['Select the stages to delete.'] });
    const deleted = await service.deleteManyStages(c.get('ctx'), ids);
    return c.json({ message: `${deleted} stage${deleted === 1 ? '' : 's'} deleted.` });
  });
  return routes;
}
