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
  /** Rows created (or moved to the top) in the last minute: every push, plus rows stored over the limit. */
  recent: number;
  /** The 'folded' notification created in the last minute, if any: while it exists, extras join it. */
  foldedId: number | null;
}

/** The user's unread notification of a topic, as the database has it. */
export interface TopicRow {
  id: number;
  createdAt: Date;
}

/** One notification for one user; `index` is its place in the batch (its text is looked up by it). */
export interface Delivery {
  index: number;
  userId: number;
  topic: string | null;
}

export interface FoldPlan {
  /** New rows; `pushed` false for one stored over the limit (listed, no toast of its own). */
  insert: { index: number; pushed: boolean }[];
  /** Unread topic rows rewritten with delivery `index`'s text and moved to the top; 'new' is a toast, 'updated' a list refresh. */
  moveTopic: { id: number; index: number; event: 'new' | 'updated' }[];
  /** Unread topic rows rewritten in place over the limit (not moved: that would count as a push). */
  rewriteTopic: { id: number; index: number }[];
  /** Folded notifications to create (the 10th push): `count` extras, the newest being delivery `index`. */
  createFolded: { userId: number; count: number; index: number }[];
  /** Folded notifications of this minute that count `by` more, the newest being delivery `index`. */
  growFolded: { id: number; by: number; index: number }[];
}

/** Over the limit: a folded notification is open this minute, or 9 pushes leave room only for it. */
const overLimit = (state: RecipientState, foldOpen: boolean) => foldOpen || state.recent >= NOTIFICATIONS_PER_MINUTE - 1;

type TopicTouch = 'new' | 'updated' | 'rewrite';
const TOUCH_RANK: Record<TopicTouch, number> = { rewrite: 0, updated: 1, new: 2 };

export const topicKey = (userId: number, topic: string) => `${userId}\u0000${topic}`;

/**
 * Decides each delivery in order, one user's several (a bulk change) one after the other, as if
 * they had come one by one: the 10th of a minute opens the fold, later ones grow it.
 */
export function planFold(
  deliveries: readonly Delivery[],
  states: ReadonlyMap<number, RecipientState>,
  topicRows: ReadonlyMap<string, TopicRow>,
  since: Date,
): FoldPlan {
  const plan: FoldPlan = { insert: [], moveTopic: [], rewriteTopic: [], createFolded: [], growFolded: [] };
  const live = new Map([...states].map(([userId, state]) => [userId, { ...state }]));
  const folds = new Map<number, { count: number; index: number; id: number | null }>();
  // Each topic row is written once, with the batch's newest text for it; a toast wins over a refresh.
  const touches = new Map<number, { index: number; event: TopicTouch }>();
  const touch = (id: number, index: number, event: TopicTouch) => {
    const before = touches.get(id)?.event;
    touches.set(id, { index, event: before && TOUCH_RANK[before] > TOUCH_RANK[event] ? before : event });
  };
  // A topic's row as this batch leaves it: in the database (id), or a row this batch inserts (insert).
  const topics = new Map<string, { row: TopicRow | null; insert: { index: number; pushed: boolean } | null; inWindow: boolean }>();
  for (const [key, row] of topicRows) topics.set(key, { row, insert: null, inWindow: row.createdAt > since });

  for (const delivery of deliveries) {
    const state = live.get(delivery.userId) ?? { recent: 0, foldedId: null };
    live.set(delivery.userId, state);
    const key = delivery.topic === null ? null : topicKey(delivery.userId, delivery.topic);
    const topic = key === null ? undefined : topics.get(key);

    if (topic?.insert) {
      // Inserted by this batch: the newer text replaces it before it is written.
      topic.insert.index = delivery.index;
      continue;
    }
    if (topic?.row && topic.inWindow) {
      // Already pushed (or folded) within the minute: the newer text refreshes the list, no second toast.
      touch(topic.row.id, delivery.index, 'updated');
      continue;
    }
    const fold = folds.get(delivery.userId);
    const over = overLimit(state, state.foldedId !== null || fold !== undefined);
    if (topic?.row && !over) {
      touch(topic.row.id, delivery.index, 'new');
      topic.inWindow = true;
      state.recent += 1;
    } else if (topic?.row) {
      touch(topic.row.id, delivery.index, 'rewrite');
    } else {
      const insert = { index: delivery.index, pushed: !over };
      plan.insert.push(insert);
      if (key !== null) topics.set(key, { row: null, insert, inWindow: true });
      state.recent += 1;
    }
    if (!over) continue;
    if (fold) {
      fold.count += 1;
      fold.index = delivery.index;
    } else {
      folds.set(delivery.userId, { count: 1, index: delivery.index, id: state.foldedId });
      if (state.foldedId === null) state.recent += 1;
    }
  }
  for (const [id, { index, event }] of touches) {
    if (event === 'rewrite') plan.rewriteTopic.push({ id, index });
    else plan.moveTopic.push({ id, index, event });
  }
  for (const [userId, fold] of folds) {
    if (fold.id === null) plan.createFolded.push({ userId, count: fold.count, index: fold.index });
    else plan.growFolded.push({ id: fold.id, by: fold.count, index: fold.index });
  }
  return plan;
}

/** "1 more notification", "3 more notifications": the folded row's title. */
export const foldedTitle = (count: number) => `${count} more notification${count === 1 ? '' : 's'}`;
