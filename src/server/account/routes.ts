import { Hono, type Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { apps, users } from '../db/schema';
import { verifyPassword } from '../auth/password';
import type { AppDeps } from '../http/context';
import { renderLoginPage, type LoginPageModel } from './login-page';
import { createRateLimiter } from './rate-limit';

const windowMs = 15 * 60 * 1000;
const wrongCredentials = 'The workspace, e-mail or password is not correct.';

/** The self-managed account service: a sign-in page that hands a token back to the callback. */
export function accountRoutes(deps: AppDeps) {
  const limiter = createRateLimiter(deps.auth.loginAttemptsPerWindow, windowMs, deps.clock);
  const routes = new Hono();

  const page = (c: Context, model: Omit<LoginPageModel, 'ssoEnabled'>, status: 200 | 400 | 401 | 429 = 200) =>
    c.html(renderLoginPage({ ...model, ssoEnabled: deps.auth.entraClient !== null }), status, { 'Cache-Control': 'no-store' });

  routes.get('/login', (c) =>
    page(c, {
      callback: safeCallback(c, c.req.query('callback'), deps.publicUrl),
      app: c.req.query('app') ?? '',
      email: '',
      notice: c.req.query('signedOut') ? 'You have signed out.' : undefined,
    }),
  );

  routes.post('/login', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const text = (key: string) => (typeof form[key] === 'string' ? (form[key] as string).trim() : '');
    const callback = safeCallback(c, text('callback'), deps.publicUrl);
    const model = { callback, app: text('app'), email: text('email').toLowerCase() };
    if (!model.app) return page(c, { ...model, error: 'Enter your workspace.' }, 400);

    const [app] = await deps.db.select({ id: apps.id, key: apps.key }).from(apps).where(eq(apps.key, model.app)).limit(1);
    if (text('method') === 'sso' && deps.auth.entraClient) {
      if (!app) return page(c, { ...model, error: 'This workspace does not exist.' }, 400);
      return c.redirect(withParams(callback, { app: app.key, authType: 'sso' }), 303);
    }
    if (!model.email || !text('password')) return page(c, { ...model, error: 'Enter your e-mail and password.' }, 400);

    const limitKey = `${model.app}:${model.email}`;
    const wait = limiter.hit(limitKey);
    if (wait > 0) return page(c, { ...model, error: `Too many sign-in attempts. Try again in ${Math.ceil(wait / 60)} minutes.` }, 429);

    const [user] = app
      ? await deps.db
          .select({ id: users.id, passwordHash: users.passwordHash })
          .from(users)
          .where(and(eq(users.appId, app.id), eq(users.email, model.email), eq(users.status, 1)))
          .limit(1)
      : [];
    if (!app || !user || !(await verifyPassword(text('password'), user.passwordHash))) {
      return page(c, { ...model, error: wrongCredentials }, 401);
    }
    limiter.reset(limitKey);
    const token = await deps.auth.signer.sign({ userId: user.id, appKey: app.key });
    return c.redirect(withParams(callback, { token, app: app.key, authType: 'self' }), 303);
  });

  // Tokens are stateless; signing out clears them in the browser and returns here to sign in again.
  routes.get('/logout', (c) => {
    const callback = safeCallback(c, c.req.query('callback'), deps.publicUrl);
    return c.redirect(`/account/login?${new URLSearchParams({ callback, signedOut: '1' })}`, 303);
  });

  routes.get('/config', (c) => c.json({ entra: deps.auth.entraClient, accountProfileUrl: deps.accountProfileUrl }));

  return routes;
}

/** Only our own origin may receive a token: anything else falls back to the app's home page. */
function safeCallback(c: Context, raw: string | undefined, publicUrl?: string): string {
  const own = publicUrl ? new URL(publicUrl).origin : new URL(c.req.url).origin;
  if (!raw) return `${own}/`;
  try {
    const url = new URL(raw, own);
    return url.origin === own || url.origin === new URL(c.req.url).origin ? url.toString() : `${own}/`;
  } catch {
    return `${own}/`;
  }
}

function withParams(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
