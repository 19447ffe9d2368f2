// The hub's events (issue 12): what the server pushes to clients. Names only, so the first page can
// listen without loading the schemas of what they carry (the notifications and chat contracts).

/** A new notification for the user (a toast and the list): carries one Notification. */
export const NOTIFICATION_EVENT = 'notification';
/**
 * A changed notification (list only): a fold that counted more, a topic's newer text, one
 * notification marked read. Carries the changed Notification, or null when several changed at once
 * (marked read together).
 */
export const NOTIFICATION_UPDATED_EVENT = 'notificationUpdated';
/** A message in a chat channel the client subscribed to: carries one ChatMessage (the spec's per-channel subscription). */
export const CHAT_MESSAGE_EVENT = 'chatMessage';
/**
 * Hiring figures of the app may have changed (an application created, moved, deleted or restored;
 * a job or a referral payout changed). Carries nothing: it tells the app's signed-in users to refetch
 * what they show. At most one per second per app, and never one missing after the last change.
 */
export const HIRING_CHANGED_EVENT = 'hiringChanged';
