import type { NotificationKind } from '../../../shared/contract/notifications';
import type { ServiceContext } from '../../core/context';
import { backgroundTasks } from '../../http/background';
import { logNotifyFailure } from './failure-log';
import { storeNotifications, type NewNotification, type Push, type Recipient } from './store';

/** Kinds that report the actor's own long job: the only ones the actor is told about. */
const OWN_JOB_KINDS: ReadonlySet<NotificationKind> = new Set(['bulk_status_done', 'export_done']);
/**
 * Notifications stored per transaction. Small enough that a big fan-out (a 1,000-member chat) never
 * holds the event loop and the embedded database for long: live pushes and requests go in between.
 */
const BATCH_SIZE = 50;

export interface NotifyOptions {
  /**
   * Run after the request's answer (a chat notice): each batch first waits for the requests being
   * answered, which would otherwise queue behind the batches for the database.
   */
  background?: boolean;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Tells users about something that has happened (call it after the action's transaction committed):
 * stores one notification each and pushes it to their open tabs, under the per-minute limit (extras
 * are stored and folded into one "N more notifications"). The actor is never told about their own
 * action unless it is their long job finishing. A failure is logged and swallowed: the action stands.
 */
export function notifyUsers(
  ctx: ServiceContext,
  userIds: readonly number[],
  notification: NewNotification,
  options: NotifyOptions = {},
): Promise<void> {
  return notifyEach(
    ctx,
    [...new Set(userIds)].map((userId) => ({ userId, notification })),
    options,
  );
}

/**
 * notifyUsers with a notification of its own per recipient (a bulk change: one per referrer per
 * applicant, a user may get several), stored in batches of one transaction each.
 */
export async function notifyEach(ctx: ServiceContext, recipients: readonly Recipient[], options: NotifyOptions = {}): Promise<void> {
  const told = recipients.filter(({ userId, notification }) => userId !== ctx.user.id || OWN_JOB_KINDS.has(notification.kind));
  for (let start = 0; start < told.length; start += BATCH_SIZE) {
    if (options.background) await backgroundTasks.yieldToRequests();
    else if (start > 0) await nextTurn();
    const batch = told.slice(start, start + BATCH_SIZE);
    try {
      await deliver(ctx, await storeNotifications(ctx, batch));
    } catch (error) {
      logNotifyFailure(ctx.db, error, {
        appId: ctx.appId,
        kinds: [...new Set(batch.map((recipient) => recipient.notification.kind))],
        recipients: batch.length,
      });
    }
  }
}

/** Pushes to each user's tabs; one user's failed push does not keep the others from theirs. */
async function deliver(ctx: ServiceContext, pushes: readonly Push[]): Promise<void> {
  const results = await Promise.allSettled(
    pushes.map((push) => ctx.realtime.sendToUser(ctx.appId, push.userId, push.target, [push.notification])),
  );
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}
