import type { Context } from 'hono';
import type { AppEnv } from '../../core/context';
import {
  HiringProcessInputSchema,
  HiringProcessRowSchema,
  HiringProcessSchema,
  HiringProcessStageInputSchema,
  HiringProcessStageSchema,
} from '../../../shared/contract/hiring-process';
import { resourceRoutes, setupWrite } from '../../http/resource-routes';
import { messageEndpoint, pathId, recordEndpoint } from '../../http/call-endpoint';
import * as service from './service';

/**
 * The /hiring-process screen (spec 001 "Hiring process"). The spec does not show these paths
 * ("the process stage add call's path is not shown"); they follow the other set-up resources.
 */
export function hiringProcessRoutes() {
  const processId = pathId('Hiring process');
  const processStage = (c: Context<AppEnv>) => ({ processId: processId(c), stageId: pathId('Hiring process stage', 'stageId')(c) });
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
    recordEndpoint(
      {
        summary: 'Add a stage to a hiring process',
        target: processId,
        body: HiringProcessStageInputSchema,
        data: HiringProcessStageSchema,
        message: 'Stage added.',
        created: true,
      },
      (ctx, { target, body }) => service.addHiringProcessStage(ctx, target, body),
    ),
  );
  routes.delete(
    '/:id/stage/:stageId',
    setupWrite,
    messageEndpoint(
      { summary: 'Remove a stage from a hiring process', target: processStage, message: 'Stage removed.' },
      (ctx, { target }) => service.removeHiringProcessStage(ctx, target.processId, target.stageId),
    ),
  );
  return routes;
}
