import * as v from 'valibot';
import { GROUP_FILL_REQUIRED, GroupInputSchema, GroupRowSchema, GroupSchema } from '../../../shared/contract/group';
import { hasRichTextContent } from '../../../shared/rules/rich-text';
import { resourceRoutes } from '../../http/resource-routes';
import { sanitizeRichText } from '../../http/sanitize-html';
import * as service from './service';

/** The description is stored sanitised; one that sanitises to nothing (a lone script) is a missing one. */
const GroupBody = v.pipe(
  GroupInputSchema,
  v.transform((input) => ({ ...input, groupDescription: sanitizeRichText(input.groupDescription) })),
  v.forward(
    v.check((input) => hasRichTextContent(input.groupDescription), GROUP_FILL_REQUIRED),
    ['groupDescription'],
  ),
);

/** Groups (spec 001 "Groups"): form-data create, update by POST {id} as the spec does (PUT also works). */
export function groupRoutes() {
  return resourceRoutes(service.groupOperations, {
    label: 'Group',
    item: GroupSchema,
    row: GroupRowSchema,
    create: GroupBody,
    update: GroupBody,
    updateMethods: ['POST', 'PUT'],
    summaries: {
      list: 'List groups',
      one: 'One group with its members',
      create: 'Create a group',
      update: 'Update a group and its members',
      remove: 'Delete a group',
    },
  });
}
