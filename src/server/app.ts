import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { sql } from 'drizzle-orm';
import type { AppDeps, AppEnv } from './http/context';
import { HttpError, fromDatabaseError } from './http/errors';
import { authenticate } from './http/authenticate';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { serveWeb } from './http/serve-web';
import { accountRoutes } from './account/routes';
import { legalPages } from './account/legal-pages';
import { shellRoutes } from './modules/shell/routes';
import { jobPriorityRoutes } from './modules/job-priority/routes';

const maxBodyBytes = 12 * 1024 * 1024;

/** Builds the whole HTTP app from injected dependencies, so tests run it in-process. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requestLog(deps.logger));
  app.use('*', securityHeaders());
  app.use('*', bodyLimit({ maxSize: maxBodyBytes, onError: (c) => c.json({ message: 'The request is too large (at most 12 MB).' }, 413) }));

  app.onError((error, c) => {
    const known = error instanceof HttpError ? error : fromDatabaseError(error);
    if (known) return c.json({ message: known.message, ...(known.errors ? { errors: known.errors } : {}) }, known.status);
    deps.logger.error({ err: error, reqId: c.get('requestId') }, 'unhandled error');
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
  });

  app.route('/account', accountRoutes(deps));
  app.route('/', legalPages());

  app.get('/api/health', async (c) => {
    await deps.db.execute(sql`select 1`);
    return c.json({ status: 'ok' });
  });
  app.use('/api/*', authenticate(deps));
  app.route('/api', shellRoutes());
  app.route('/api/job-priority', jobPriorityRoutes());
  app.all('/api/*', (c) => c.json({ message: 'No such endpoint.' }, 404));

  if (deps.webRoot) serveWeb(app, deps.webRoot);
  return app;
}

export type AppType = ReturnType<typeof createApp>;
