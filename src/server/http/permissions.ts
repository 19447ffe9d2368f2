import type { MiddlewareHandler } from 'hono';
import { permissionsOf, type Permission } from '../../shared/contract/permissions';
import { forbidden } from '../core/errors';
import type { AppEnv } from '../core/context';

/** Allows the request when the user's role grants any one of the permissions. */
export function can(...anyOf: Permission[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const granted = permissionsOf(c.get('ctx').user.role);
    if (!anyOf.some((permission) => granted.includes(permission))) throw forbidden();
    await next();
  };
}
