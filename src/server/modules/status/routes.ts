import { itemResponseSchema, listQuerySchema } from '../../../shared/contract/list';
import { StatusCreateSchema, StatusMapStageSchema, StatusRenameSchema, StatusSchema } from '../../../shared/contract/status';
import { can } from '../../http/permissions';
import { resourceRoutes } from '../../http/resource-routes';
import { endpoint } from '../../http/route';
import { parseId } from '../../http/validate';
import * as service from './service';

/** Statuses (spec 001 §7): POST is multipart (name, stageId); the stage reads back as stageStatus.name. */
export function statusRoutes() {
  const write = can('setup:write');
  const routes = resourceRoutes({
    label: 'Status',
    read: can('setup:read', 'jobs:read'),
    write,
    item: StatusSchema,
    list: { summary: 'List statuses', query: listQuerySchema(), run: service.listStatuses },
    one: { summary: 'One status', run: service.getStatus },
    create: { summary: 'Create a status in a stage', body: StatusCreateSchema, run: service.createStatus },
    update: { summary: 'Rename a status', body: StatusRenameSchema, run: service.renameStatus },
    remove: { summary: 'Delete a status', run: service.deleteStatus },
  });
  routes.put(
    '/map-stage/:id',
    write,
    endpoint({ summary: 'Move a status to a stage', body: StatusMapStageSchema, responses: { 200: itemResponseSchema(StatusSchema) } }, async (c, input) => {
      const statusId = parseId(c.req.param('id'), 'Status');
      return c.json({ data: await service.mapStatusToStage(c.get('ctx'), statusId, input.body.stageId), message: 'Stage mapped.' });
    }),
  );
  return routes;
}
