import * as v from 'valibot';
import { id } from './fields';
import { listQuerySchema } from './list';

// Live notifications (issue 12): stored per user, pushed through the hub, shown as the shell's
// toasts and in the top bar's list.

export const NOTIFICATION_KINDS = ['referral_status', 'chat_message', 'assigned', 'bulk_status_done', 'export_done', 'folded'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Teams' own rule: no user is sent more than this many a minute; the rest fold into one. */
export const NOTIFICATIONS_PER_MINUTE = 10;
/** At most this many toasts show at once. */
export const MAX_TOASTS = 3;

export const NOTIFICATION_ID_INVALID = 'Unknown notification.';
export const NOTIFICATIONS_REQUIRED = 'Please choose the notifications to mark as read.';

export const NotificationSchema = v.object({
  id: v.number(),
  kind: v.picklist(NOTIFICATION_KINDS),
  title: v.string(),
  body: v.string(),
  link: v.nullable(v.string()),
  /** For a 'folded' notification: how many over the rate limit it stands for. */
  foldedCount: v.number(),
  read: v.boolean(),
  createdAt: v.string(),
});
export type Notification = v.InferOutput<typeof NotificationSchema>;

/** GET /api/notifications: newest first; `unread=1` lists only unread ones; `search` looks in title and body. */
export const NotificationListQuerySchema = v.object({
  page: listQuerySchema().entries.page,
  limit: listQuerySchema(50).entries.limit,
  search: listQuerySchema().entries.search,
  unread: v.optional(v.picklist(['0', '1'], 'unread must be 0 or 1.')),
});
export type NotificationListQuery = v.InferOutput<typeof NotificationListQuerySchema>;

/** GET /api/notifications/summary: the top bar's badge. */
export const NotificationSummarySchema = v.object({ unread: v.number() });
export type NotificationSummary = v.InferOutput<typeof NotificationSummarySchema>;

/** POST /api/notifications/read: the listed ids, or all of the caller's with `all: true`. */
export const MarkNotificationsReadSchema = v.pipe(
  v.object({
    ids: v.optional(v.pipe(v.array(id(NOTIFICATION_ID_INVALID), NOTIFICATION_ID_INVALID), v.maxLength(500, NOTIFICATION_ID_INVALID))),
    all: v.optional(v.boolean('all must be true or false.')),
  }),
  v.check((input) => input.all === true || (input.ids?.length ?? 0) > 0, NOTIFICATIONS_REQUIRED),
);
