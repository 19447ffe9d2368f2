import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { hashPassword } from '../auth/password';
import type { AppDeps } from '../core/context';
import type { createCredentialCheck } from './credentials';
import { PROFILE_FIELDS, readForm } from './form';
import { renderProfilePage, type ProfilePageModel } from './profile-page';
import { describePage } from '../http/route';

export const MIN_PASSWORD_LENGTH = 10;

/** /account/profile: where the user menu's Profile link goes by default. */
export function profileRoutes(deps: AppDeps, checkCredentials: ReturnType<typeof createCredentialCheck>) {
  const routes = new Hono();
  const page = (c: Context, model: ProfilePageModel, status: 200 | 400 | 401 | 429 = 200) =>
    c.html(renderProfilePage(model), status, { 'Cache-Control': 'no-store' });

  routes.get('/profile', describePage('The change-password page'), (c) => page(c, { app: c.req.query('app') ?? '', email: '' }));

  routes.post('/profile', describePage('Change the password', { form: PROFILE_FIELDS, statuses: [200, 400, 401, 429] }), async (c) => {
    const { text, password, problem } = await readForm(c, PROFILE_FIELDS);
    if (problem) return page(c, { app: '', email: '', error: problem }, 400);
    const model = { app: text('app'), email: text('email').toLowerCase() };
    if (!model.app || !model.email || !password('currentPassword')) {
      return page(c, { ...model, error: 'Enter your workspace, e-mail and current password.' }, 400);
    }
    const next = password('newPassword');
    if (next.length < MIN_PASSWORD_LENGTH) {
      return page(c, { ...model, error: `The new password needs at least ${MIN_PASSWORD_LENGTH} characters.` }, 400);
    }
    if (next !== password('confirmPassword')) return page(c, { ...model, error: 'The new passwords do not match.' }, 400);

    const result = await checkCredentials(model.app, model.email, password('currentPassword'));
    if ('error' in result) return page(c, { ...model, error: result.error }, result.status);
    await deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(next), updatedAt: deps.clock() })
      .where(eq(users.id, result.userId));
    return page(c, { ...model, notice: 'Your password has been changed.' });
  });

  return routes;
}
