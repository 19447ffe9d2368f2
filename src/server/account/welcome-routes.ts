import { Hono, type Context } from 'hono';
import { hashPassword } from '../auth/password';
import type { AppDeps } from '../core/context';
import { describePage } from '../http/route';
import { findSignInLink, redeemSignInLink } from '../modules/users/service';
import { safeCallback, withParams } from './callback';
import { readForm, type FieldLimit } from './form';
import { MIN_PASSWORD_LENGTH } from './profile-routes';
import { renderWelcomePage, type WelcomePageModel } from './welcome-page';

const WELCOME_FIELDS = {
  code: { label: 'sign-in link', maxLength: 100 },
  email: { label: 'e-mail', maxLength: 254 },
  newPassword: { label: 'new password', maxLength: 1024 },
  confirmPassword: { label: 'new password confirmation', maxLength: 1024 },
} as const satisfies Record<string, FieldLimit>;

export const LINK_NOT_USABLE = 'This sign-in link has expired or has already been used.';

/**
 * /account/welcome?code=…: the one-time sign-in link an admin hands to a person added on the Users
 * page. The person sets a password and lands signed in, as after /account/login.
 */
export function welcomeRoutes(deps: AppDeps) {
  const routes = new Hono();
  // The code is a credential until used: no cache keeps the page that carries it.
  const page = (c: Context, model: WelcomePageModel, status: 200 | 400 | 410 = 200) =>
    c.html(renderWelcomePage(model), status, { 'Cache-Control': 'no-store' });

  const person = async (code: string) => {
    const found = code ? await findSignInLink(deps.db, code, deps.clock()) : undefined;
    return (
      found && { name: found.name, email: found.email, workspace: found.workspace, expires: formatExpiry(found.expiresAt, found.timeZone) }
    );
  };

  routes.get('/welcome', describePage('A one-time sign-in link: set a password', { statuses: [200, 410] }), async (c) => {
    const code = (c.req.query('code') ?? '').slice(0, WELCOME_FIELDS.code.maxLength);
    const found = await person(code);
    return found ? page(c, { code, person: found }) : page(c, { code: '', error: LINK_NOT_USABLE }, 410);
  });

  routes.post(
    '/welcome',
    describePage('Set the password and sign in: redirects to the app with a token', { form: WELCOME_FIELDS, statuses: [303, 400, 410] }),
    async (c) => {
      const { text, password, problem } = await readForm(c, WELCOME_FIELDS);
      if (problem) return page(c, { code: '', error: problem }, 400);
      const code = text('code');
      const found = await person(code);
      if (!found) return page(c, { code: '', error: LINK_NOT_USABLE }, 410);
      const next = password('newPassword');
      if (next.length < MIN_PASSWORD_LENGTH)
        return page(c, { code, person: found, error: `The password needs at least ${MIN_PASSWORD_LENGTH} characters.` }, 400);
      if (next !== password('confirmPassword')) return page(c, { code, person: found, error: 'The passwords do not match.' }, 400);

      const signedIn = await redeemSignInLink(deps.db, code, await hashPassword(next), deps.clock());
      if (!signedIn) return page(c, { code: '', error: LINK_NOT_USABLE }, 410);
      const token = await deps.auth.signer.sign(signedIn);
      return c.redirect(withParams(safeCallback('/', deps.publicUrl), { token, app: signedIn.appKey, authType: 'self' }), 303);
    },
  );

  return routes;
}

/** '1 December 2026 at 09:00 (Asia/Kolkata)': the workspace's own clock, named. */
function formatExpiry(at: Date, timeZone: string) {
  const text = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(at);
  return `${text} (${timeZone})`;
}
