import { Hono } from 'hono';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { applicantBatchEndpoint } from '../../http/batch-endpoint';
import { queryEndpoint } from '../../http/query-endpoint';
import { ApplicationTrashItemSchema, ApplicationTrashQuerySchema } from '../../../shared/contract/application-trash';
import { listResponseSchema } from '../../../shared/contract/list';
import { listTrash, restoreApplications, trashApplications } from './service';

const applicants = (count: number) => `${count} applicant${count === 1 ? '' : 's'}`;

/** Deleting applicants to the trash and the admin's trash (mounted at /api: the paths share no prefix). */
export function applicationTrashRoutes() {
  const routes = new Hono<AppEnv>();
  routes.post(
    '/multiple-application-delete',
    can('applications:write'),
    applicantBatchEndpoint(
      {
        summary: 'Move applicants to the trash (restorable by an admin for 30 days)',
        description: 'applicantId[i]: 1 to 500 applicants the user may see; one unknown or unseen id refuses the whole batch (404).',
      },
      trashApplications,
      (count) => `${applicants(count)} moved to the trash.`,
    ),
  );
  routes.get(
    '/application-trash',
    can('applications:manage'),
    queryEndpoint(
      {
        summary: "The app's deleted applicants, newest deletion first",
        query: ApplicationTrashQuerySchema,
        responses: { 200: listResponseSchema(ApplicationTrashItemSchema) },
      },
      listTrash,
    ),
  );
  routes.post(
    '/application-trash/restore',
    can('applications:manage'),
    applicantBatchEndpoint(
      {
        summary: 'Restore applicants from the trash',
        description: "applicantId[i]: applicants in this app's trash; one that is not refuses the whole batch (404).",
      },
      restoreApplications,
      (count) => `${applicants(count)} restored.`,
    ),
  );
  return routes;
}
