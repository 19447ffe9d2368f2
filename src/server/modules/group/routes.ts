import { Hono } from 'hono';
import * as v from 'valibot';
import { itemResponseSchema, listQuerySchema, listResponseSchema, MessageResponseSchema } from '../../../shared/contract/list';
import { GROUP_FILL_REQUIRED, GroupInputSchema, GroupRowSchema, GroupSchema } from '../../../shared/contract/group';
import { hasRichTextContent } from '../../../shared/rules/rich-text';
import type { AppEnv } from '../../http/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { sanitizeRichText } from '../../http/sanitize-html';
import { parseId } from '../../http/validate';
import * as service from './service';

const item = itemResponseSchema(GroupSchema);

/** The description is stored sanitised; one that sanitises to nothing (a lone script) is a missing one. */
const GroupBody = v.pipe(
  GroupInputSchema,
  v.transform((input) => ({ ...input, groupDescription: sanitizeRichText(input.groupDescription) })),
  v.forward(v.check((input) => hasRichTextContent(input.groupDescription), GROUP_FILL_REQUIRED), ['groupDescription']),
);

/** Groups (spec 001 "Groups"): form-data create, update by POST {id} as the spec does (PUT also works). */
export function groupRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('setup:read', 'jobs:read');
  const write = can('setup:write');
  const id = (raw: string | undefined) => parseId(raw, 'Group');

  const update = endpoint({ summary: 'Update a group and its members', body: GroupBody, responses: { 200: item } }, async (c, input) => {
    const groupId = id(c.req.param('id'));
    return c.json({ data: await service.updateGroup(c.get('ctx'), groupId, input.body), message: 'Group updated.' });
  });

  routes.get(
    '/',
    read,
    endpoint({ summary: 'List groups', query: listQuerySchema(), responses: { 200: listResponseSchema(GroupRowSchema) } }, async (c, input) =>
      c.json(await service.listGroups(c.get('ctx'), input.query)),
    ),
  );
  routes.get(
    '/:id',
    read,
    endpoint({ summary: 'One group with its members', responses: { 200: item } }, async (c) => c.json({ data: await service.getGroup(c.get('ctx'), id(c.req.param('id'))) })),
  );
  routes.post(
    '/',
    write,
    endpoint({ summary: 'Create a group', body: GroupBody, responses: { 201: item } }, async (c, input) =>
      c.json({ data: await service.createGroup(c.get('ctx'), input.body), message: 'Group created.' }, 201),
    ),
  );
  routes.post('/:id', write, update);
  routes.put('/:id', write, update);
  routes.delete(
    '/:id',
    write,
    endpoint({ summary: 'Delete a group', responses: { 200: MessageResponseSchema } }, async (c) => {
      await service.deleteGroup(c.get('ctx'), id(c.req.param('id')));
      return c.json({ message: 'Group deleted.' });
    }),
  );
  return routes;
}
