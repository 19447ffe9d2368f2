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
