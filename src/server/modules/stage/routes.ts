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
import { messageEndpoint, pathId, recordEndpoint } from '../../http/call-endpoint';
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
    recordEndpoint(
      {
        summary: 'Choose the statuses of a stage',
        target: pathId('Stage'),
        body: StageMapStatusSchema,
        data: StageSchema,
        message: 'Statuses mapped.',
      },
      (ctx, { target, body }) => service.mapStageStatuses(ctx, target, body),
    ),
  );
  routes.delete(
    '/',
    setupWrite,
    messageEndpoint(
      {
        summary: 'Delete several stages',
        description: 'The stage ids as `id`, as `ids`, or both: at least one id in all.',
        body: StageDeleteManySchema,
        message: (deleted: number) => `${deleted} stage${deleted === 1 ? '' : 's'} deleted.`,
      },
      (ctx, { body }) => {
        const ids = [...(body.id ?? []), ...(body.ids ?? [])];
        if (ids.length === 0) throw invalid({ id: ['Select the stages to delete.'] });
        return service.deleteManyStages(ctx, ids);
      },
    ),
  );
  return routes;
}
