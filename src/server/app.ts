import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from './core/context';
import { HttpError, fromDatabaseError } from './core/errors';
import { hiringGroup } from './core/realtime';
import { authenticate } from './http/authenticate';
import { requestLog } from './http/request-log';
import { loggableError } from './core/error-log';
import { securityHeaders } from './http/security-headers';
import { compressJson } from './http/compress';
import { backgroundTasks } from './http/background';
import { HiringChangedSignal } from './http/hiring-changed';
import { serveWeb } from './http/serve-web';
import { apiDocsRoutes, tagged } from './http/openapi';
import { endpoint } from './http/route';
import { API_PATHS, API_ROOT } from '../shared/contract/api-paths';
import { limitBody } from './http/body';
import { ErrorResponseSchema } from '../shared/contract/list';
import { runHealthStatement } from './db/health';
import { accountConfig, accountRoutes } from './account/routes';
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
import { dashboardRoutes } from './modules/dashboard/routes';
import { applicationRoutes } from './modules/application/routes';
import { applicationExportRoutes } from './modules/application-export/routes';
import { applicationTrashRoutes } from './modules/application-trash/routes';
import { duplicateRoutes } from './modules/duplicates/routes';
import { applicationIntakeRoutes } from './modules/application-intake/routes';
import { formFieldRoutes } from './modules/form-fields/routes';
import { questionGroupRoutes } from './modules/question-group/routes';
import { seoContentRoutes, seoGraphRoutes } from './modules/seo-graph/routes';
import { seoKeywordRoutes } from './modules/seo-keyword/routes';
import { questionRoutes, questionsRoutes } from './modules/question/routes';
import { referralAmountRoutes } from './modules/referral-amount/routes';
import { referralSettingsRoutes } from './modules/referral-settings/routes';
import { referrerEligibilityRoutes } from './modules/referrer-eligibility/routes';
import { applicationStatusChangeRoutes } from './modules/application-status-change/routes';
import { referralRoutes } from './modules/referrals/routes';
import { referralPayableRoutes } from './modules/referral-payable/routes';
import { referralReferRoutes } from './modules/referral-refer/routes';
import { referralLinkRoutes } from './modules/referral-link/routes';
import { reportRoutes } from './modules/reports/routes';
import { chatRoutes } from './modules/chat/routes';
import { chatConnectGroups } from './modules/chat/service';
import { notificationRoutes } from './modules/notification-inbox/routes';
import { userAccountRoutes } from './modules/users/routes';
import { HUB_PATH, RealtimeHub } from './realtime/hub';
import { hubRoutes } from './realtime/routes';
import { careersRoutes, robotsRoute } from './careers/routes';
import { CAREERS_ROOT } from './careers/urls';

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
  const hiringChanged = new HiringChangedSignal(realtime, deps.logger, deps.schedule);
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
    summary:
      'Liveness and database check: a prepared statement through the connections requests use (503 when it fails, or gets no answer within 10 s)',
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
  app.route(API_ROOT, tagged('Health', healthRoute));
  app.route(API_ROOT, tagged('API document', apiDocsRoutes(app)));
  app.route(
    HUB_PATH,
    // Every connection hears its app's hiring news, and the chats its user takes part in.
    hubRoutes(deps, realtime, async (caller) => [hiringGroup(caller.appId), ...(await chatConnectGroups(deps.db, caller))]),
  );
  app.use('/api/*', authenticate(deps, realtime));
  app.use('/api/*', hiringChanged.middleware);
  app.route(API_ROOT, tagged('Shell', shellRoutes()));
  app.route(API_PATHS.session, tagged('Shell', sessionRoutes(deps.auth.signer)));
  app.route(API_PATHS.dashboard, tagged('Dashboard', dashboardRoutes()));
  app.route(API_PATHS.jobPriority, tagged('Job priority', jobPriorityRoutes()));
  app.route(API_PATHS.pipeline, tagged('Pipelines', pipelineRoutes()));
  app.route(API_PATHS.hiringProcess, tagged('Hiring process', hiringProcessRoutes()));
  app.route(API_PATHS.stage, tagged('Stages', stageRoutes()));
  app.route(API_PATHS.status, tagged('Statuses', pipelineStatusRoutes()));
  app.route(API_PATHS.group, tagged('Groups', groupRoutes()));
  app.route(API_ROOT, tagged('Form lookups', lookupRoutes()));
  app.route(API_PATHS.source, tagged('Applicant sources', applicantSourceRoutes()));
  app.route(API_PATHS.applicantStatus, tagged('Applicant statuses', applicantStatusRoutes()));
  app.route(API_PATHS.generalSettings, tagged('General settings', generalSettingsRoutes()));
  app.route(API_ROOT, tagged('Jobs', jobRoutes()));
  app.route(API_PATHS.job, tagged('Jobs', jobInsightsRoutes()));
  app.route(API_ROOT, tagged('Applicants', applicationExportRoutes()));
  app.route(API_ROOT, tagged('Applicants', applicationRoutes()));
  app.route(API_ROOT, tagged('Applicant trash', applicationTrashRoutes()));
  app.route(API_PATHS.duplicateRecords, tagged('Duplicate records', duplicateRoutes()));
  app.route(API_ROOT, tagged('Applicants', applicationIntakeRoutes()));
  app.route(API_PATHS.formFields, tagged('Form fields', formFieldRoutes()));
  app.route(API_PATHS.questionGroup, tagged('Question groups', questionGroupRoutes()));
  app.route(API_PATHS.seoKeyword, tagged('SEO keywords', seoKeywordRoutes()));
  app.route(API_PATHS.seoGraph, tagged('SEO graph', seoGraphRoutes()));
  app.route(API_PATHS.seoContent, tagged('SEO graph', seoContentRoutes()));
  app.route(API_PATHS.questions, tagged('Questions', questionsRoutes()));
  app.route(API_PATHS.question, tagged('Questions', questionRoutes()));
  app.route(API_PATHS.referralAmount, tagged('Referral amounts', referralAmountRoutes()));
  app.route(API_ROOT, tagged('Referral settings', referralSettingsRoutes()));
  app.route(API_PATHS.referrerEligibility, tagged('Referrer eligibility', referrerEligibilityRoutes()));
  app.route(API_ROOT, tagged('Applicant status', applicationStatusChangeRoutes()));
  app.route(API_ROOT, tagged('Referrals', referralRoutes()));
  app.route(API_ROOT, tagged('Referral payouts', referralPayableRoutes()));
  app.route(API_ROOT, tagged('Refer a candidate', referralReferRoutes()));
  app.route(API_PATHS.referralLink, tagged('Refer a candidate', referralLinkRoutes(deps.publicUrl)));
  app.route(API_ROOT, tagged('Chat', chatRoutes(deps.logger)));
  app.route(API_PATHS.notifications, tagged('Notifications', notificationRoutes(deps)));
  app.route(API_PATHS.userAccounts, tagged('Users', userAccountRoutes()));
  app.route(API_PATHS.reports, tagged('Reports', reportRoutes()));
  app.all('/api/*', (c) => c.json({ message: 'No such endpoint.' }, 404));
  app.route(CAREERS_ROOT, careersRoutes(deps, realtime, hiringChanged));
  app.route('/', robotsRoute(deps));

  if (deps.webRoot) serveWeb(app, deps.webRoot, { accountConfig: accountConfig(deps) });
  return app;
}

export type AppType = ReturnType<typeof createApp>;
