import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from './core/context';
import { HttpError, fromDatabaseError } from './core/errors';
import { authenticate } from './http/authenticate';
import { requestLog } from './http/request-log';
import { loggableError } from './core/error-log';
import { securityHeaders } from './http/security-headers';
import { compressJson } from './http/compress';
import { backgroundTasks } from './http/background';
import { serveWeb } from './http/serve-web';
import { apiDocsRoutes, tagged } from './http/openapi';
import { endpoint } from './http/route';
import { limitBody } from './http/body';
import { ErrorResponseSchema } from '../shared/contract/list';
import { runHealthStatement } from './db/health';
import { accountRoutes } from './account/routes';
import { legalPages } from './account/legal-pages';
import { shellRoutes } from './modules/shell/routes';
import { sessionRoutes } from './account/session-routes';
import { jobPriorityRoutes } from './modules/job-priority/routes';
import { pipelineRoutes } from './modules/pipeline/routes';
import { hiringProcessRoutes } from './modules/hiring-process/routes';
import { stageRoutes } from './modules/stage/routes';
import { pipelineStatusRoutes } from './modules/pipeline-status/routes';
import { groupRoutes } from './modules/group/routes';
import { lookupRoutes } from './modules/lookups/routes';
import { applicantSourceRoutes } from './modules/applicant-source/routes';
import { applicantStatusRoutes } from './modules/applicant-status/routes';
import { generalSettingsRoutes } from './modules/general-settings/routes';
import { jobRoutes } from './modules/job/routes';
import { jobInsightsRoutes } from './modules/job-insights/routes';
import { applicationRoutes } from './modules/application/routes';
import { applicationExportRoutes } from './modules/application-export/routes';
import { applicationTrashRoutes } from './modules/application-trash/routes';
import { duplicateRoutes } from './modules/duplicates/routes';
import { applicationIntakeRoutes } from './modules/application-intake/routes';
import { formFieldRoutes } from './modules/form-fields/routes';
import { questionGroupRoutes } from './modules/question-group/routes';
import { referralAmountRoutes } from './modules/referral-amount/routes';
import { referralSettingsRoutes } from './modules/referral-settings/routes';
import { referrerEligibilityRoutes } from './modules/referrer-eligibility/routes';
import { applicationStatusChangeRoutes } from './modules/application-status-change/routes';
import { referralRoutes } from './modules/referrals/routes';
import { referralPayableRoutes } from './modules/referral-payable/routes';
import { referralReferRoutes } from './modules/referral-refer/routes';
import { chatRoutes } from './modules/chat/routes';
import { chatConnectGroups } from './modules/chat/service';
import { notificationRoutes } from './modules/notification-inbox/routes';
import { userAccountRoutes } from './modules/users/routes';
import { HUB_PATH, RealtimeHub } from './realtime/hub';
import { hubRoutes } from './realtime/routes';

const maxBodyBytes = 12 * 1024 * 1024;

/** Builds the whole HTTP app from injected dependencies, so tests run it in-process. */
/**
 * Longer than any statement the app runs on a healthy database (an export's is the longest): a
 * database still silent by then is stuck, and the health check says so instead of hanging.
 */
export const HEALTH_TIMEOUT_MS = 10_000;
export const DATABASE_NOT_ANSWERING = 'The database did not answer within 10 seconds.';
export const DATABASE_FAILING = 'The database could not run a query; the server log says why.';

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const realtime = deps.realtime ?? new RealtimeHub();
  app.use('*', requestLog(deps.logger));
  app.use('/api/*', backgroundTasks.countRequests);
  app.use('*', securityHeaders(deps.teamsExtraHostOrigins));
  app.use('/api/*', compressJson());
  const limitBodies = limitBody(maxBodyBytes, 'The request is too large (at most 12 MB).');
  // Only where a body may come: looking at a GET's body builds a full Request (~0.1 ms of every list request).
  app.use('*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBodies(c, next)));

  app.onError((error, c) => {
    const known = error instanceof HttpError ? error : fromDatabaseError(error);
    if (known) return c.json({ message: known.message, ...(known.errors ? { errors: known.errors } : {}) }, known.status);
    deps.logger.error({ error: loggableError(error), reqId: c.get('requestId') }, 'unhandled error');
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
  });

  app.route('/account', tagged('Account', accountRoutes(deps)));
  app.route('/', legalPages());

  const health = {
    summary: 'Liveness and database check: a prepared statement through the connections requests use (503 when it fails, or gets no answer within 10 s)',
    public: true,
    responses: { 200: v.object({ status: v.literal('ok') }), 503: ErrorResponseSchema },
  };
  const healthRoute = new Hono<AppEnv>().get(
    '/health',
    endpoint(health, async (c) => {
      const check = (deps.databaseAlive ?? (() => runHealthStatement(deps.db)))().catch((error: unknown) => {
        deps.logger.error({ error: loggableError(error) }, "the health check's statement failed");
        throw new HttpError(503, DATABASE_FAILING);
      });
      let timer: NodeJS.Timeout | undefined;
      const stuck = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new HttpError(503, DATABASE_NOT_ANSWERING)), HEALTH_TIMEOUT_MS);
      });
      await Promise.race([check, stuck]).finally(() => clearTimeout(timer));
      return c.json({ status: 'ok' });
    }),
  );
  app.route('/api', tagged('Health', healthRoute));
  app.route('/api', tagged('API document', apiDocsRoutes(app)));
  app.route(HUB_PATH, hubRoutes(deps, realtime, (caller) => chatConnectGroups(deps.db, caller)));
  app.use('/api/*', authenticate(deps, realtime));
  app.route('/api', tagged('Shell', shellRoutes()));
  app.route('/api/session', tagged('Shell', sessionRoutes(deps.auth.signer)));
  app.route('/api/job-priority', tagged('Job priority', jobPriorityRoutes()));
  app.route('/api/pipeline', tagged('Pipelines', pipelineRoutes()));
  app.route('/api/hiring-process', tagged('Hiring process', hiringProcessRoutes()));
  app.route('/api/stage', tagged('Stages', stageRoutes()));
  app.route('/api/status', tagged('Statuses', pipelineStatusRoutes()));
  app.route('/api/group', tagged('Groups', groupRoutes()));
  app.route('/api', tagged('Form lookups', lookupRoutes()));
  app.route('/api/source', tagged('Applicant sources', applicantSourceRoutes()));
  app.route('/api/applicant-status', tagged('Applicant statuses', applicantStatusRoutes()));
  app.route('/api/general-settings', tagged('General settings', generalSettingsRoutes()));
  app.route('/api', tagged('Jobs', jobRoutes()));
  app.route('/api/job', tagged('Jobs', jobInsightsRoutes()));
  app.route('/api', tagged('Applicants', applicationExportRoutes()));
  app.route('/api', tagged('Applicants', applicationRoutes()));
  app.route('/api', tagged('Applicant trash', applicationTrashRoutes()));
  app.route('/api/duplicate-records', tagged('Duplicate records', duplicateRoutes()));
  app.route('/api', tagged('Applicants', applicationIntakeRoutes()));
  app.route('/api/form-fields', tagged('Form fields', formFieldRoutes()));
  app.route('/api/question-group', tagged('Question groups', questionGroupRoutes()));
  app.route('/api/referral-amount', tagged('Referral amounts', referralAmountRoutes()));
  app.route('/api', tagged('Referral settings', referralSettingsRoutes()));
  app.route('/api/referrer-eligibility', tagged('Referrer eligibility', referrerEligibilityRoutes()));
  app.route('/api', tagged('Applicant status', applicationStatusChangeRoutes()));
  app.route('/api', tagged('Referrals', referralRoutes()));
  app.route('/api', tagged('Referral payouts', referralPayableRoutes()));
  app.route('/api', tagged('Refer a candidate', referralReferRoutes()));
  app.route('/api', tagged('Chat', chatRoutes(deps.logger)));
  app.route('/api/notifications', tagged('Notifications', notificationRoutes(deps)));
  app.route('/api/user-accounts', tagged('Users', userAccountRoutes()));
  app.all('/api/*', (c) => c.json({ message: 'No such endpoint.' }, 404));

  if (deps.webRoot) serveWeb(app, deps.webRoot);
  return app;
}

export type AppType = ReturnType<typeof createApp>;
