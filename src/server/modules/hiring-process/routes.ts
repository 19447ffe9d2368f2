import { itemResponseSchema, MessageResponseSchema } from '../../../shared/contract/list';
import {
  HiringProcessInputSchema,
  HiringProcessRowSchema,
  HiringProcessSchema,
  HiringProcessStageInputSchema,
  HiringProcessStageSchema,
} from '../../../shared/contract/hiring-process';
import { resourceRoutes, setupWrite } from '../../http/resource-routes';
import { endpoint } from '../../http/route';
import { parseId } from '../../http/validate';
import * as service from './service';

/**
 * The /hiring-process screen (spec 001 "Hiring process"). The spec does not show these paths
 * ("the process stage add call's path is not shown"); they follow the other set-up resources.
 */
export function hiringProcessRoutes() {
  const processId = (raw: string | undefined) => parseId(raw, 'Hiring process');
  const routes = resourceRoutes(service.hiringProcessOperations, {
    label: 'Hiring process',
    item: HiringProcessSchema,
    row: HiringProcessRowSchema,
    // A write answers the process without its stages, as the list shows it.
    written: HiringProcessRowSchema,
    create: HiringProcessInputSchema,
    update: HiringProcessInputSchema,
    summaries: {
      list: 'List hiring processes',
      one: 'One hiring process with its stages',
      create: 'Create a hiring process',
      update: 'Rename a hiring process',
      remove: 'Delete a hiring process',
    },
  });
  routes.post(
    '/:id/stage',
    setupWrite,
    endpoint(
      {
        summary: 'Add a stage to a hiring process',
        body: HiringProcessStageInputSchema,
        responses: { 201: itemResponseSchema(HiringProcessStageSchema) },
      },
      async (c, input) => {
        const id = processId(c.req.param('id'));
        return c.json({ data: await service.addHiringProcessStage(c.get('ctx'), id, input.body), message: 'Stage added.' }, 201);
      },
    ),
  );
  routes.delete(
    '/:id/stage/:stageId',
    setupWrite,
    endpoint({ summary: 'Remove a stage from a hiring process', responses: { 200: MessageResponseSchema } }, async (c) => {
      const id = processId(c.req.param('id'));
      await service.removeHiringProcessStage(c.get('ctx'), id, parseId(c.req.param('stageId'), 'Hiring process stage'));
      return c.json({ message: 'Stage removed.' });
    }),
  );
  return routes;
}
