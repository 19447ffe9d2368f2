import { Hono } from 'hono';
import { itemResponseSchema, listQuerySchema, listResponseSchema } from '../../../shared/contract/list';
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
import { endpoint } from '../../http/route';
import { parseId } from '../../http/validate';
import * as service from './service';

/**
 * The Users page under set-up (not in the spec; paths in its style): admins list the workspace's
 * people, add one with a one-time sign-in link, change a role, activate or deactivate. GET /api/users
 * stays the staff's picker of active users.
 */
export function userAccountRoutes() {
  const routes = new Hono<AppEnv>();
  const admins = can('users:write');
  const id = (raw: string | undefined) => parseId(raw, 'User');
  const one = itemResponseSchema(UserAccountSchema);

  routes.get(
    '/',
    admins,
    endpoint(
      {
        summary: 'Users of the workspace, active or not',
        query: listQuerySchema(),
        responses: { 200: listResponseSchema(UserAccountSchema) },
      },
      async (c, input) => c.json(await service.listAccounts(c.get('ctx'), input.query)),
    ),
  );
  routes.get(
    '/:id',
    admins,
    endpoint({ summary: 'One user', responses: { 200: one } }, async (c) =>
      c.json({ data: await service.getAccount(c.get('ctx'), id(c.req.param('id'))) }),
    ),
  );
  routes.post(
    '/',
    admins,
    endpoint(
      {
        summary: 'Add a user; the answer holds a one-time sign-in link (shown once) to hand over',
        body: UserCreateSchema,
        responses: { 201: itemResponseSchema(UserCreatedSchema) },
      },
      async (c, input) => c.json({ data: await service.createAccount(c.get('ctx'), input.body), message: 'User added.' }, 201),
    ),
  );
  routes.put(
    '/:id',
    admins,
    endpoint(
      {
        summary: "Change a user's role or active; the last active admin and one's own access are kept",
        body: UserUpdateSchema,
        responses: { 200: one },
      },
      async (c, input) => {
        // The path id is checked before the body, so an unknown id is 404 whatever the body holds.
        const userId = id(c.req.param('id'));
        return c.json({ data: await service.updateAccount(c.get('ctx'), userId, input.body), message: 'User updated.' });
      },
    ),
  );
  routes.post(
    '/sign-in-link',
    admins,
    endpoint(
      {
        summary: 'A new one-time sign-in link for an active user; the earlier unused one stops working',
        body: SignInLinkRequestSchema,
        responses: { 201: itemResponseSchema(SignInLinkSchema) },
      },
      async (c, input) =>
        c.json({ data: await service.createAccountLink(c.get('ctx'), input.body.userId), message: 'Sign-in link created.' }, 201),
    ),
  );
  return routes;
}
