import pino, { type Logger } from 'pino';
import type { Db } from '../../db/client';
import type { ServiceContext } from '../../core/context';
import { loggableError } from '../../core/error-log';

type ErrorLogger = Pick<Logger, 'error'>;

// A service context carries no logger (yet): the app registers its logger for its database when it
// mounts the notification routes, so a failed notification is logged where every other error is.
const loggers = new WeakMap<Db, ErrorLogger>();
let fallback: ErrorLogger | undefined;

export function registerNotificationLogger(db: Db, logger: ErrorLogger): void {
  loggers.set(db, logger);
}

/** A notification that could not be stored or pushed: logged, never thrown (the action has committed). */
export function logNotifyFailure(db: Db, error: unknown, detail: Record<string, unknown>): void {
  const logger = loggers.get(db) ?? (fallback ??= pino({ name: 'notifications' }));
  logger.error({ error: loggableError(error), ...detail }, 'a notification could not be stored or pushed; the action it reports stands');
}

/** Runs an emitter's work so that a failure is logged, never thrown: a notification never undoes or fails the action. */
export async function safely(ctx: ServiceContext, what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    logNotifyFailure(ctx.db, error, { appId: ctx.appId, emitter: what });
  }
}
