import { Hono } from 'hono';
import { listQuerySchema, listResponseSchema } from '../../../shared/contract/list';
import {
  SignInLinkRequestSchema,
  SignInLinkSchema,
  UserAccountSchema,
  UserCreateSchema,
  UserCreatedSchema,
  UserUpdateSchema,
} from '../../../shared/contract/users-manage';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { pathId, recordEndpoint } from '../../http/call-endpoint';
import { queryEndpoint } from '../../http/query-endpoint';
import * as service from './service';

/**
 * The Users page under set-up (not in the spec; paths in its style): admins list the workspace's
 * people, add one with a one-time sign-in link, change a role, activate or deactivate. GET /api/users
 * stays the staff's picker of active users.
 */
export function userAccountRoutes() {
  const routes = new Hono<AppEnv>();
  const admins = can('users:write');
  const target = pathId('User');

  routes.get(
    '/',
    admins,
    queryEndpoint(
      {
        summary: 'Users of the workspace, active or not',
        query: listQuerySchema(),
        responses: { 200: listResponseSchema(UserAccountSchema) },
      },
      service.listAccounts,
    ),
  );
  routes.get(
    '/:id',
    admins,
    recordEndpoint({ summary: 'One user', target, data: UserAccountSchema }, (ctx, { target: id }) => service.getAccount(ctx, id)),
  );
  routes.post(
    '/',
    admins,
    recordEndpoint(
      {
        summary: 'Add a user; the answer holds a one-time sign-in link (shown once) to hand over',
        body: UserCreateSchema,
        data: UserCreatedSchema,
        message: 'User added.',
        created: true,
      },
      (ctx, { body }) => service.createAccount(ctx, body),
    ),
  );
  routes.put(
    '/:id',
    admins,
    recordEndpoint(
      {
        summary: "Change a user's role or active; the last active admin and one's own access are kept",
        target,
        body: UserUpdateSchema,
        data: UserAccountSchema,
        message: 'User updated.',
      },
      (ctx, { target: id, body }) => service.updateAccount(ctx, id, body),
    ),
  );
  routes.post(
    '/sign-in-link',
    admins,
    recordEndpoint(
      {
        summary: 'A new one-time sign-in link for an active user; the earlier unused one stops working',
        body: SignInLinkRequestSchema,
        data: SignInLinkSchema,
        message: 'Sign-in link created.',
        created: true,
      },
      (ctx, { body }) => service.createAccountLink(ctx, body.userId),
    ),
  );
  return routes;
}
