import { Hono } from 'hono';
import { itemResponseSchema, listQuerySchema, listResponseSchema, MessageResponseSchema } from '../../../shared/contract/list';
import { StageCreateSchema, StageDeleteManySchema, StageMapStatusSchema, StageSchema, StageUpdateSchema } from '../../../shared/contract/stage';
import type { Body } from '../../http/body';
import type { AppEnv } from '../../http/context';
import { invalid } from '../../http/errors';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { parseId } from '../../http/validate';
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
  const id = (raw: string | undefined) => parseId(raw, 'Stage');
  const item = itemResponseSchema(StageSchema);

  routes.get(
    '/',
    read,
    endpoint({ summary: 'List stages with their statuses', query: listQuerySchema(), responses: { 200: listResponseSchema(StageSchema) } }, async (c, input) =>
      c.json(await service.listStages(c.get('ctx'), input.query)),
    ),
  );
  routes.get('/:id', read, endpoint({ summary: 'One stage', responses: { 200: item } }, async (c) => c.json({ data: await service.getStage(c.get('ctx'), id(c.req.param('id'))) })));
  routes.post(
    '/',
    write,
    endpoint({ summary: 'Create a stage with its statuses', body: StageCreateSchema, responses: { 201: item } }, async (c, input) => {
      return c.json({ data: await service.createStage(c.get('ctx'), input.body), message: 'Stage created.' }, 201);
    }),
  );
  routes.put(
    '/map-status/:id',
    write,
    endpoint({ summary: 'Choose the statuses of a stage', body: StageMapStatusSchema, responses: { 200: item } }, async (c, input) => {
      const stageId = id(c.req.param('id'));
      return c.json({ data: await service.mapStageStatuses(c.get('ctx'), stageId, input.body), message: 'Statuses mapped.' });
    }),
  );
  routes.put(
    '/:id',
    write,
    endpoint({ summary: 'Rename a stage and reorder its statuses', body: StageUpdateSchema, foldBody: foldStatusEntries, responses: { 200: item } }, async (c, input) => {
      const stageId = id(c.req.param('id'));
      return c.json({ data: await service.updateStage(c.get('ctx'), stageId, input.body), message: 'Stage updated.' });
    }),
  );
  routes.delete(
    '/:id',
    write,
    endpoint({ summary: 'Delete a stage', responses: { 200: MessageResponseSchema } }, async (c) => {
      await service.deleteStage(c.get('ctx'), id(c.req.param('id')));
      return c.json({ message: 'Stage deleted.' });
    }),
  );
  routes.delete(
    '/',
    write,
    endpoint({ summary: 'Delete several stages', body: StageDeleteManySchema, responses: { 200: MessageResponseSchema } }, async (c, input) => {
      const ids = [...(input.body.id ?? []), ...(input.body.ids ?? [])];
      if (ids.length === 0) throw invalid({ id: ['Select the stages to delete.'] });
      const deleted = await service.deleteManyStages(c.get('ctx'), ids);
      return c.json({ message: `${deleted} stage${deleted === 1 ? '' : 's'} deleted.` });
    }),
  );
  return routes;
}
