import * as v from 'valibot';
import { listQuerySchema } from '../../../shared/contract/list';
import { GROUP_FILL_REQUIRED, GroupInputSchema, GroupRowSchema, GroupSchema } from '../../../shared/contract/group';
import { hasRichTextContent } from '../../../shared/rules/rich-text';
import { can } from '../../http/permissions';
import { resourceRoutes } from '../../http/resource-routes';
import { sanitizeRichText } from '../../http/sanitize-html';
import * as service from './service';

/** The description is stored sanitised; one that sanitises to nothing (a lone script) is a missing one. */
const GroupBody = v.pipe(
  GroupInputSchema,
  v.transform((input) => ({ ...input, groupDescription: sanitizeRichText(input.groupDescription) })),
  v.forward(v.check((input) => hasRichTextContent(input.groupDescription), GROUP_FILL_REQUIRED), ['groupDescription']),
);

/** Groups (spec 001 "Groups"): form-data create, update by POST {id} as the spec does (PUT also works). */
export function groupRoutes() {
  return resourceRoutes({
    label: 'Group',
    read: can('setup:read', 'jobs:read'),
    write: can('setup:write'),
    item: GroupSchema,
    list: { summary: 'List groups', query: listQuerySchema(), row: GroupRowSchema, run: service.listGroups },
    one: { summary: 'One group with its members', run: service.getGroup },
    create: { summary: 'Create a group', body: GroupBody, run: service.createGroup },
    update: { summary: 'Update a group and its members', body: GroupBody, methods: ['post', 'put'], run: service.updateGroup },
    remove: { summary: 'Delete a group', run: service.deleteGroup },
  });
}
