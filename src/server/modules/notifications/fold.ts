import { NOTIFICATIONS_PER_MINUTE } from '../../../shared/contract/notifications';

// The rate rule as a pure decision, so it can be read (and tested) apart from the SQL.
//
// Invariant that makes the count exact without a push log: every toast push (NOTIFICATION_EVENT)
// stamps a row's created_at with "now" from outside the last minute (a new row, or an unread topic
// row last pushed earlier), so "rows of the user created in the last minute" is at least the number
// of toasts pushed in that minute. Rows stored over the limit are counted too (they only make the
// rule stricter), and a folded row keeps its created_at while it grows, so it stands for one push.

export const RATE_WINDOW_MS = 60_000;

/** What the database says about one recipient in the last minute. */
export interface RecipientState {
  userId: number;
  /** Rows created (or moved to the top) in the last minute: every push, plus rows stored over the limit. */
  recent: number;
  /** The 'folded' notification created in the last minute, if any: while it exists, extras join it. */
  foldedId: number | null;
  /** The user's unread notification of the same topic, if the notification has one. */
  topicRow: { id: number; createdAt: Date } | null;
}

export interface FoldPlan {
  /** New rows; `pushed` false for one stored over the limit (listed, no toast of its own). */
  insert: { userId: number; pushed: boolean }[];
  /** Unread topic rows rewritten and moved to the top; 'new' is a toast, 'updated' a list refresh. */
  moveTopic: { id: number; event: 'new' | 'updated' }[];
  /** Unread topic rows rewritten in place over the limit (not moved: that would count as a push). */
  rewriteTopic: number[];
  /** Users over the limit with no folded notification this minute: one is created (the 10th push). */
  createFolded: number[];
  /** Folded notifications of this minute that count one more. */
  growFolded: number[];
}

/** Over the limit: a folded notification is open this minute, or 9 pushes leave room only for it. */
const overLimit = (state: RecipientState) => state.foldedId !== null || state.recent >= NOTIFICATIONS_PER_MINUTE - 1;

export function planFold(states: readonly RecipientState[], since: Date): FoldPlan {
  const plan: FoldPlan = { insert: [], moveTopic: [], rewriteTopic: [], createFolded: [], growFolded: [] };
  for (const state of states) {
    const { topicRow } = state;
    // Already pushed (or folded) within the minute: the newer text refreshes the list, no second toast.
    if (topicRow && topicRow.createdAt > since) {
      plan.moveTopic.push({ id: topicRow.id, event: 'updated' });
      continue;
    }
    const over = overLimit(state);
    if (topicRow && !over) plan.moveTopic.push({ id: topicRow.id, event: 'new' });
    else if (topicRow) plan.rewriteTopic.push(topicRow.id);
    else plan.insert.push({ userId: state.userId, pushed: !over });
    if (!over) continue;
    if (state.foldedId !== null) plan.growFolded.push(state.foldedId);
    else plan.createFolded.push(state.userId);
  }
  return plan;
}

/** "1 more notification", "3 more notifications": the folded row's title. */
export const foldedTitle = (count: number) => `${count} more notification${count === 1 ? '' : 's'}`;
