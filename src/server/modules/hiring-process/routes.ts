import { Hono } from 'hono';
import { itemResponseSchema, listQuerySchema, listResponseSchema, MessageResponseSchema } from '../../../shared/contract/list';
import {
  HiringProcessInputSchema,
  HiringProcessRowSchema,
  HiringProcessSchema,
  HiringProcessStageInputSchema,
  HiringProcessStageSchema,
} from '../../../shared/contract/hiring-process';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { parseId } from '../../http/validate';
import * as service from './service';

const item = itemResponseSchema(HiringProcessSchema);
const row = itemResponseSchema(HiringProcessRowSchema);

/**
 * The /hiring-process screen (spec 001 "Hiring process"). The spec does not show these paths
 * ("the process stage add call's path is not shown"); they follow the other set-up resources.
 */
export function hiringProcessRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('setup:read', 'jobs:read');
  const write = can('setup:write');
  const processId = (raw: string | undefined) => parseId(raw, 'Hiring process');

  routes.get(
    '/',
    read,
    endpoint({ summary: 'List hiring processes', query: listQuerySchema(), responses: { 200: listResponseSchema(HiringProcessRowSchema) } }, async (c, input) =>
      c.json(await service.listHiringProcesses(c.get('ctx'), input.query)),
    ),
  );
  routes.get(
    '/:id',
    read,
    endpoint({ summary: 'One hiring process with its stages', responses: { 200: item } }, async (c) =>
      c.json({ data: await service.getHiringProcess(c.get('ctx'), processId(c.req.param('id'))) }),
    ),
  );
  routes.post(
    '/',
    write,
    endpoint({ summary: 'Create a hiring process', body: HiringProcessInputSchema, responses: { 201: row } }, async (c, input) =>
      c.json({ data: await service.createHiringProcess(c.get('ctx'), input.body), message: 'Hiring process created.' }, 201),
    ),
  );
  routes.put(
    '/:id',
    write,
    endpoint({ summary: 'Rename a hiring process', body: HiringProcessInputSchema, responses: { 200: row } }, async (c, input) => {
      const id = processId(c.req.param('id'));
      return c.json({ data: await service.renameHiringProcess(c.get('ctx'), id, input.body), message: 'Hiring process updated.' });
    }),
  );
  routes.delete(
    '/:id',
    write,
    endpoint({ summary: 'Delete a hiring process', responses: { 200: MessageResponseSchema } }, async (c) => {
      await service.deleteHiringProcess(c.get('ctx'), processId(c.req.param('id')));
      return c.json({ message: 'Hiring process deleted.' });
    }),
  );
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
