import { Hono } from 'hono';
import { listQuerySchema } from '../../../shared/contract/list';
import { SourceCreateSchema, SourceUpdateSchema } from '../../../shared/contract/applicant-source';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { parseId, parseInput } from '../../http/validate';
import * as service from './service';

/** Applicant sources (spec 001 §7 "Applicant source"): POST multipart, PUT JSON or form; `data` is the row. */
export function applicantSourceRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('setup:read', 'jobs:read');
  const write = can('setup:write');
  const id = (raw: string | undefined) => parseId(raw, 'Applicant source');

  routes.get('/', read, async (c) => c.json(await service.listSources(c.get('ctx'), parseInput(listQuerySchema(), c.req.query()))));
  routes.get('/:id', read, async (c) => c.json({ data: await service.getSource(c.get('ctx'), id(c.req.param('id'))) }));
  routes.post('/', write, async (c) => {
    const input = parseInput(SourceCreateSchema, c.get('body'));
    return c.json({ data: await service.createSource(c.get('ctx'), input), message: 'Applicant source created.' }, 201);
  });
  routes.put('/:id', write, async (c) => {
    const sourceId = id(c.req.param('id'));
    const input = parseInput(SourceUpdateSchema, c.get('body'));
    return c.json({ data: await service.updateSource(c.get('ctx'), sourceId, input), message: 'Applicant source updated.' });
  });
  routes.delete('/:id', write, async (c) => {
    await service.deleteSource(c.get('ctx'), id(c.req.param('id')));
    return c.json({ message: 'Applicant source deleted.' });
  });
  return routes;
}
