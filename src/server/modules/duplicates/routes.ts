import { Hono } from 'hono';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { queryEndpoint } from '../../http/query-endpoint';
import { messageEndpoint, recordEndpoint } from '../../http/call-endpoint';
import {
  DuplicateGroupActionSchema,
  DuplicateGroupSchema,
  DuplicateListQuerySchema,
  MergeResultSchema,
} from '../../../shared/contract/duplicates';
import { listResponseSchema } from '../../../shared/contract/list';
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
    messageEndpoint(
      {
        summary: 'Mark a group "not duplicates" (it shows again when a newer applicant joins it)',
        body: DuplicateGroupActionSchema,
        message: 'The group is marked as not duplicates.',
      },
      (ctx, { body }) => dismissGroup(ctx, body.groupKey),
    ),
  );
  routes.post(
    '/merge',
    manage,
    recordEndpoint(
      {
        summary: 'Merge a group into its oldest applicant (history kept, the others to the trash)',
        body: DuplicateGroupActionSchema,
        data: MergeResultSchema,
        message: (result) => `Merged into application #${result.applicantId}.`,
      },
      (ctx, { body }) => mergeGroup(ctx, body.groupKey),
    ),
  );
  return routes;
}
