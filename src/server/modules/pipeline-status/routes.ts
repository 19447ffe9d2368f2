import { itemResponseSchema } from '../../../shared/contract/list';
import { StatusCreateSchema, StatusMapStageSchema, StatusRenameSchema, StatusSchema } from '../../../shared/contract/pipeline-status';
import { resourceRoutes, setupWrite } from '../../http/resource-routes';
import { endpoint } from '../../http/route';
import { parseId } from '../../http/validate';
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
    endpoint(
      { summary: 'Move a status to a stage', body: StatusMapStageSchema, responses: { 200: itemResponseSchema(StatusSchema) } },
      async (c, input) => {
        const statusId = parseId(c.req.param('id'), 'Status');
        return c.json({ data: await service.mapStatusToStage(c.get('ctx'), statusId, input.body.stageId), message: 'Stage mapped.' });
      },
    ),
  );
  return routes;
}
