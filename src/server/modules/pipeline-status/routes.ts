import { StatusCreateSchema, StatusMapStageSchema, StatusRenameSchema, StatusSchema } from '../../../shared/contract/pipeline-status';
import { resourceRoutes, setupWrite } from '../../http/resource-routes';
import { pathId, recordEndpoint } from '../../http/call-endpoint';
import * as service from './service';

/** Statuses (spec 001 §7): POST is multipart (name, stageId); the stage reads back as stageStatus.name. */
export function pipelineStatusRoutes() {
  const routes = resourceRoutes(service.statusOperations, {
    label: 'Status',
    item: StatusSchema,
    create: StatusCreateSchema,
    update: StatusRenameSchema,
    summaries: {
      list: 'List statuses',
      one: 'One status',
      create: 'Create a status in a stage',
      update: 'Rename a status',
      remove: 'Delete a status',
    },
  });
  routes.put(
    '/map-stage/:id',
    setupWrite,
    recordEndpoint(
      {
        summary: 'Move a status to a stage',
        target: pathId('Status'),
        body: StatusMapStageSchema,
        data: StatusSchema,
        message: 'Stage mapped.',
      },
      (ctx, { target, body }) => service.mapStatusToStage(ctx, target, body.stageId),
    ),
  );
  return routes;
}
