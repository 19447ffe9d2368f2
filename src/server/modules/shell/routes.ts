import { Hono } from 'hono';
import { itemResponseSchema, listQuerySchema, listResponseSchema } from '../../../shared/contract/list';
import { UserListQuerySchema } from '../../../shared/contract/users';
import {
  AppLinkSchema,
  CompanySchema,
  DefaultImageSchema,
  FooterContentSchema,
  PlatformSchema,
  ShellStartSchema,
  UserInfoSchema,
  UserOptionSchema,
  UserPermissionsSchema,
} from '../../../shared/contract/shell';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { notFound } from '../../core/errors';
import * as shell from './service';

/** Reference and shell endpoints (spec 000 §7): who am I, what may I do, company, apps, footer. */
export function shellRoutes() {
  const routes = new Hono<AppEnv>();
  const one = (summary: string, schema: Parameters<typeof itemResponseSchema>[0]) => ({
    summary,
    responses: { 200: itemResponseSchema(schema) },
  });

  routes.get(
    '/userinfo',
    endpoint(one('The signed-in user', UserInfoSchema), async (c) => c.json({ data: await shell.userInfo(c.get('ctx')) })),
  );
  routes.get(
    '/v2/permissions',
    endpoint(one("The signed-in user's role and permissions", UserPermissionsSchema), async (c) =>
      c.json({ data: shell.permissions(c.get('ctx')) }),
    ),
  );
  routes.get(
    '/shell-start',
    endpoint(
      one(
        "What the app's shell shows at start, in one answer: each part as its own endpoint answers it (userinfo, v2/permissions, company/1, default-image, app-manager, footer-content, notifications/summary)",
        ShellStartSchema,
      ),
      async (c) => c.json({ data: await shell.shellStart(c.get('ctx')) }),
    ),
  );
  // The spec reads the company as company/1: one company per app, whatever the id.
  routes.get(
    '/company/:id',
    endpoint(one('The workspace company (the spec reads id 1; any other id is 404)', CompanySchema), async (c) => {
      if (c.req.param('id') !== '1') throw notFound('Company');
      return c.json({ data: await shell.company(c.get('ctx')) });
    }),
  );
  routes.get(
    '/default-image',
    endpoint(one('Logo and favicon used when the company images fail', DefaultImageSchema), async (c) =>
      c.json({ data: await shell.defaultImage(c.get('ctx')) }),
    ),
  );
  routes.get(
    '/footer-content',
    endpoint(one('Footer content and version label', FooterContentSchema), async (c) => c.json({ data: await shell.footer(c.get('ctx')) })),
  );
  routes.get(
    '/app-manager',
    endpoint(
      { summary: "The 'All Apps' menu", query: listQuerySchema(), responses: { 200: listResponseSchema(AppLinkSchema) } },
      async (c, input) => c.json(await shell.listAppLinks(c.get('ctx'), input.query)),
    ),
  );
  routes.get(
    '/platform',
    can('jobs:read', 'setup:read'),
    endpoint(
      { summary: 'Platforms a job can be published to', query: listQuerySchema(), responses: { 200: listResponseSchema(PlatformSchema) } },
      async (c, input) => c.json(await shell.listPlatforms(c.get('ctx'), input.query)),
    ),
  );
  routes.get(
    '/users',
    can('users:read'),
    endpoint(
      {
        summary: 'Active users, optionally of one role',
        query: UserListQuerySchema,
        responses: { 200: listResponseSchema(UserOptionSchema) },
      },
      async (c, input) => c.json(await shell.listUsers(c.get('ctx'), input.query)),
    ),
  );
  return routes;
}
