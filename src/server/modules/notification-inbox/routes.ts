import { Hono } from 'hono';
import { itemResponseSchema, listResponseSchema } from '../../../shared/contract/list';
import {
  MarkNotificationsReadSchema,
  NotificationListQuerySchema,
  NotificationSchema,
  NotificationSummarySchema,
} from '../../../shared/contract/notifications';
import type { AppDeps, AppEnv } from '../../core/context';
import { endpoint } from '../../http/route';
import { registerNotificationLogger } from '../notifications/service';
import * as service from './service';

/** The signed-in user's own notifications (issue 12): any role, only the caller's rows of the app. */
export function notificationRoutes(deps: Pick<AppDeps, 'db' | 'logger'>) {
  registerNotificationLogger(deps.db, deps.logger);
  const routes = new Hono<AppEnv>();
  routes.get(
    '/',
    endpoint(
      {
        summary: 'My notifications, newest first',
        query: NotificationListQuerySchema,
        responses: { 200: listResponseSchema(NotificationSchema) },
      },
      async (c, input) => c.json(await service.listNotifications(c.get('ctx'), input.query)),
    ),
  );
  routes.get(
    '/summary',
    endpoint(
      { summary: 'How many of my notifications are unread', responses: { 200: itemResponseSchema(NotificationSummarySchema) } },
      async (c) => c.json({ data: await service.notificationSummary(c.get('ctx')) }),
    ),
  );
  routes.post(
    '/read',
    endpoint(
      {
        summary: 'Mark my notifications read (the listed ids, or all)',
        body: MarkNotificationsReadSchema,
        responses: { 200: itemResponseSchema(NotificationSummarySchema) },
      },
      async (c, input) => c.json({ data: await service.markNotificationsRead(c.get('ctx'), input.body) }),
    ),
  );
  return routes;
}
