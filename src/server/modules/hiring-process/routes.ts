import { itemResponseSchema, listQuerySchema, MessageResponseSchema } from '../../../shared/contract/list';
import {
  HiringProcessInputSchema,
  HiringProcessRowSchema,
  HiringProcessSchema,
  HiringProcessStageInputSchema,
  HiringProcessStageSchema,
} from '../../../shared/contract/hiring-process';
import { can } from '../../http/permissions';
import { resourceRoutes } from '../../http/resource-routes';
import { endpoint } from '../../http/route';
import { parseId } from '../../http/validate';
import * as service from './service';

/**
 * The /hiring-process screen (spec 001 "Hiring process"). The spec does not show these paths
 * ("the process stage add call's path is not shown"); they follow the other set-up resources.
 */
export function hiringProcessRoutes() {
  const write = can('setup:write');
  const processId = (raw: string | undefined) => parseId(raw, 'Hiring process');
  const routes = resourceRoutes({
    label: 'Hiring process',
    read: can('setup:read', 'jobs:read'),
    write,
    item: HiringProcessSchema,
    list: { summary: 'List hiring processes', query: listQuerySchema(), row: HiringProcessRowSchema, run: service.listHiringProcesses },
    one: { summary: 'One hiring process with its stages', run: service.getHiringProcess },
    // A write answers the process without its stages, as the list shows it.
    create: { summary: 'Create a hiring process', body: HiringProcessInputSchema, answer: HiringProcessRowSchema, run: service.createHiringProcess },
    update: { summary: 'Rename a hiring process', body: HiringProcessInputSchema, answer: HiringProcessRowSchema, run: service.renameHiringProcess },
    remove: { summary: 'Delete a hiring process', run: service.deleteHiringProcess },
  });
  routes.post(
    '/:id/stage',
    write,
    endpoint({ summary: 'Add a stage to a hiring process', body: HiringProcessStageInputSchema, responses: { 201: itemResponseSchema(HiringProcessStageSchema) } }, async (c, input) => {
      const id = processId(c.req.param('id'));
      return c.json({ data: await service.addHiringProcessStage(c.get('ctx'), id, input.body), message: 'Stage added.' }, 201);
    }),
  );
  routes.delete(
    '/:id/stage/:stageId',
    write,
    endpoint({ summary: 'Remove a stage from a hiring process', responses: { 200: MessageResponseSchema } }, async (c) => {
      const id = processId(c.req.param('id'));
      await service.removeHiringProcessStage(c.get('ctx'), id, parseId(c.req.param('stageId'), 'Hiring process stage'));
      return c.json({ message: 'Stage removed.' });
    }),
  );
  return routes;
}
