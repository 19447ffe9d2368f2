import { Hono } from 'hono';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { queryEndpoint } from '../../http/query-endpoint';
import {
  DuplicateGroupActionSchema,
  DuplicateGroupSchema,
  DuplicateListQuerySchema,
  MergeResultSchema,
} from '../../../shared/contract/duplicates';
import { itemResponseSchema, listResponseSchema, MessageResponseSchema } from '../../../shared/contract/list';
import { dismissGroup, listDuplicateGroups, mergeGroup } from './service';

/**
 * Duplicate records, admin only (README "Duplicate records"): a group spans jobs, so a recruiter
 * or hiring manager would see only part of it, and its only actions are the admin's.
 */
export function duplicateRoutes() {
  const routes = new Hono<AppEnv>();
  const manage = can('applications:manage');
  routes.get(
    '/',
    manage,
    queryEndpoint(
      {
        summary: 'Groups of live applicants sharing an e-mail, a phone number or a document number',
        query: DuplicateListQuerySchema,
        responses: { 200: listResponseSchema(DuplicateGroupSchema) },
      },
      listDuplicateGroups,
    ),
  );
  routes.post(
    '/dismiss',
    manage,
    endpoint(
      {
        summary: 'Mark a group "not duplicates" (it shows again when a newer applicant joins it)',
        body: DuplicateGroupActionSchema,
        responses: { 200: MessageResponseSchema },
      },
      async (c, input) => {
        await dismissGroup(c.get('ctx'), input.body.groupKey);
        return c.json({ message: 'The group is marked as not duplicates.' });
      },
    ),
  );
  routes.post(
    '/merge',
    manage,
    endpoint(
      {
        summary: 'Merge a group into its oldest applicant (history kept, the others to the trash)',
        body: DuplicateGroupActionSchema,
        responses: { 200: itemResponseSchema(MergeResultSchema) },
      },
      async (c, input) => {
        const result = await mergeGroup(c.get('ctx'), input.body.groupKey);
        return c.json({ data: result, message: `Merged into application #${result.applicantId}.` });
      },
    ),
  );
  return routes;
}
