import { itemResponseSchema, MessageResponseSchema } from '../../../shared/contract/list';
import {
  StageCreateSchema,
  StageDeleteManySchema,
  StageMapStatusSchema,
  StageSchema,
  StageUpdateSchema,
} from '../../../shared/contract/stage';
import type { Body } from '../../core/context';
import { invalid } from '../../core/errors';
import { resourceRoutes, setupWrite } from '../../http/resource-routes';
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
  const routes = resourceRoutes(service.stageOperations, {
    label: 'Stage',
    item: StageSchema,
    create: StageCreateSchema,
    update: StageUpdateSchema,
    foldBody: foldStatusEntries,
    summaries: {
      list: 'List stages with their statuses',
      one: 'One stage',
      create: 'Create a stage with its statuses',
      update: 'Rename a stage and reorder its statuses',
      remove: 'Delete a stage',
    },
  });
  routes.put(
    '/map-status/:id',
    setupWrite,
    endpoint(
      { summary: 'Choose the statuses of a stage', body: StageMapStatusSchema, responses: { 200: itemResponseSchema(StageSchema) } },
      async (c, input) => {
        const stageId = parseId(c.req.param('id'), 'Stage');
        return c.json({ data: await service.mapStageStatuses(c.get('ctx'), stageId, input.body), message: 'Statuses mapped.' });
      },
    ),
  );
  routes.delete(
    '/',
    setupWrite,
    endpoint(
      {
        summary: 'Delete several stages',
        description: 'The stage ids as `id`, as `ids`, or both: at least one id in all.',
        body: StageDeleteManySchema,
        responses: { 200: MessageResponseSchema },
      },
      async (c, input) => {
        const ids = [...(input.body.id ?? []), ...(input.body.ids ?? [])];
        if (ids.length === 0) throw invalid({ id: ['Select the stages to delete.'] });
        const deleted = await service.deleteManyStages(c.get('ctx'), ids);
        return c.json({ message: `${deleted} stage${deleted === 1 ? '' : 's'} deleted.` });
      },
    ),
  );
  return routes;
}
