import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import { apps } from '../db/schema';
import type { AppDeps } from '../core/context';
import { renderLoginPage, type LoginPageModel } from './login-page';
import { createCredentialCheck } from './credentials';
import { profileRoutes } from './profile-routes';
import { welcomeRoutes } from './welcome-routes';
import { recordSignIn } from '../modules/users/service';
import { readForm, SIGN_IN_FIELDS } from './form';
import { safeCallback, withParams } from './callback';
import { assertNoNulInQuery } from '../http/nul-character';
import { describeJson, describePage } from '../http/route';
import { AccountConfigSchema, type AccountConfig } from '../../shared/contract/shell';

/** What the web client needs to sign in: GET /account/config answers it, and index.html carries it. */
export function accountConfig(deps: AppDeps): AccountConfig {
  return { entra: deps.auth.entraClient, accountProfileUrl: deps.accountProfileUrl, teamsHostOrigins: deps.teamsExtraHostOrigins ?? [] };
}

/** The self-managed account service: a sign-in page that hands a token back to the callback. */
export function accountRoutes(deps: AppDeps) {
  const checkCredentials = createCredentialCheck(deps.db, deps.auth.loginAttemptsPerWindow, deps.clock);
  const routes = new Hono();
  routes.use('*', async (c, next) => {
    assertNoNulInQuery(c.req.url);
    await next();
  });

  const page = (c: Context, model: Omit<LoginPageModel, 'ssoEnabled'>, status: 200 | 400 | 401 | 429 = 200) =>
    c.html(renderLoginPage({ ...model, ssoEnabled: deps.auth.entraClient !== null }), status, { 'Cache-Control': 'no-store' });

  routes.get('/login', describePage('The sign-in page'), (c) =>
    page(c, {
      callback: safeCallback(c.req.query('callback'), deps.publicUrl),
      app: c.req.query('app') ?? '',
      email: '',
      notice: c.req.query('signedOut') ? 'You have signed out.' : undefined,
    }),
  );

  routes.post(
    '/login',
    describePage('Sign in: redirects to the callback with a token', { form: SIGN_IN_FIELDS, statuses: [303, 400, 401, 429] }),
    async (c) => {
      const { text, password, problem } = await readForm(c, SIGN_IN_FIELDS);
      if (problem) return page(c, { callback: safeCallback(undefined, deps.publicUrl), app: '', email: '', error: problem }, 400);
      const callback = safeCallback(text('callback'), deps.publicUrl);
      const model = { callback, app: text('app'), email: text('email').toLowerCase() };
      if (!model.app) return page(c, { ...model, error: 'Enter your workspace.' }, 400);

      const [app] = await deps.db.select({ id: apps.id, key: apps.key }).from(apps).where(eq(apps.key, model.app)).limit(1);
      if (text('method') === 'sso' && deps.auth.entraClient) {
        if (!app) return page(c, { ...model, error: 'This workspace does not exist.' }, 400);
        return c.redirect(withParams(callback, { app: app.key, authType: 'sso' }), 303);
      }
      if (!model.email || !password('password')) return page(c, { ...model, error: 'Enter your e-mail and password.' }, 400);

      const result = await checkCredentials(model.app, model.email, password('password'));
      if ('error' in result) return page(c, { ...model, error: result.error }, result.status);
      await recordSignIn(deps.db, result.userId, deps.clock());
      const token = await deps.auth.signer.sign(result);
      return c.redirect(withParams(callback, { token, app: result.appKey, authType: 'self' }), 303);
    },
  );

  // Tokens are stateless; signing out clears them in the browser and returns here to sign in again.
  routes.get('/logout', describePage('Sign out: redirects to the sign-in page', { statuses: [303] }), (c) => {
    const callback = safeCallback(c.req.query('callback'), deps.publicUrl);
    return c.redirect(`/account/login?${new URLSearchParams({ callback, signedOut: '1' })}`, 303);
  });

  routes.route('/', profileRoutes(deps, checkCredentials));
  routes.route('/', welcomeRoutes(deps));

  routes.get(
    '/config',
    describeJson({ summary: 'Sign-in settings for the web client', public: true, responses: { 200: AccountConfigSchema } }),
    (c) => c.json(accountConfig(deps)),
  );

  return routes;
}
