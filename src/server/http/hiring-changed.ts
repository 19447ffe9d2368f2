import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from '../core/context';
import { loggableError } from '../core/error-log';
import { hiringGroup, type Realtime } from '../core/realtime';
import { API_PATHS } from '../../shared/contract/api-paths';
import { HIRING_CHANGED_EVENT } from '../../shared/contract/hub-events';
import { Throttle, type Schedule } from '../../shared/rules/throttle';

/**
 * The API resources whose successful writes change hiring figures: applications (created, edited,
 * moved, deleted, restored, merged), jobs (created, edited, published, deleted) and referrals and
 * their payouts. A write to anything below one of them counts (`/api/job/12` is under `/api/job`).
 */
export const HIRING_WRITE_PATHS: readonly string[] = [
  API_PATHS.application,
  API_PATHS.applicationTrash,
  API_PATHS.multipleApplicationDelete,
  API_PATHS.multipleStatusChange,
  API_PATHS.duplicateRecords,
  API_PATHS.job,
  API_PATHS.multipleJobDelete,
  API_PATHS.publishJobToPlatforms,
  API_PATHS.refer,
  API_PATHS.referrals,
  API_PATHS.jobReferral,
  API_PATHS.referralPayable,
  API_PATHS.multipleReferralPayableDelete,
  API_PATHS.multipleReferralPayableStatusChange,
];

/** The least time between two HIRING_CHANGED_EVENT pushes to one app: a bulk import is one refetch a second, not one per row. */
export const HIRING_CHANGED_INTERVAL_MS = 1_000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const changesHiring = (path: string) => HIRING_WRITE_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Timers that never keep the process alive: a push still waiting at shutdown is not worth waiting for. */
const unrefSchedule: Schedule = (task, delayMs) => {
  const timer = setTimeout(task, delayMs);
  timer.unref();
  return () => clearTimeout(timer);
};

/**
 * Tells an app's signed-in users (their connections are in `hiringGroup`) that its hiring figures
 * may have changed, throttled per app: the first change is pushed at once, later ones within
 * HIRING_CHANGED_INTERVAL_MS make one push at its end. Per instance: with several instances each
 * throttles its own writes, and a client hears at most one push per second from each.
 */
export class HiringChangedSignal {
  private readonly throttles = new Map<number, Throttle>();

  constructor(
    private readonly realtime: Realtime,
    private readonly logger: Pick<Logger, 'warn'>,
    private readonly schedule: Schedule = unrefSchedule,
  ) {}

  changed(appId: number): void {
    let throttle = this.throttles.get(appId);
    if (!throttle) {
      throttle = new Throttle(
        () => this.push(appId),
        HIRING_CHANGED_INTERVAL_MS,
        this.schedule,
        () => this.throttles.delete(appId),
      );
      this.throttles.set(appId, throttle);
    }
    throttle.request();
  }

  /** After a signed-in write (2xx, not a read) under HIRING_WRITE_PATHS: the caller's app changed. */
  readonly middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    if (READS.has(c.req.method) || c.res.status < 200 || c.res.status > 299 || !changesHiring(c.req.path)) return;
    this.changed(c.get('ctx').appId);
  };

  private push(appId: number): void {
    this.realtime
      .sendToGroup(hiringGroup(appId), HIRING_CHANGED_EVENT, [])
      .catch((error: unknown) => this.logger.warn({ error: loggableError(error), appId }, 'the hiring-changed push failed'));
  }
}
