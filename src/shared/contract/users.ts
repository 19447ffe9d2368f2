import * as v from 'valibot';
import { listQuerySchema } from './list';
import { ROLES } from './permissions';

/** GET /api/users: active users of the app, optionally of one role. */
export const UserListQuerySchema = v.object({ ...listQuerySchema().entries, role: v.optional(v.picklist(ROLES, 'Unknown role.')) });
export type UserListQuery = v.InferOutput<typeof UserListQuerySchema>;
