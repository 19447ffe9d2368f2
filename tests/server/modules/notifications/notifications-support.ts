import { eq } from 'drizzle-orm';
import { notifications } from '../../../../src/server/db/schema';
import type { ServiceContext } from '../../../../src/server/core/context';
import type { Realtime } from '../../../../src/server/core/realtime';
import type { TestApp, TestUser } from '../../../support/test-app';

export interface SentPush {
  appId: number;
  userId: number;
  target: string;
  args: unknown[];
}

/** A Realtime that records what services push, and can be told to fail. */
export function spyRealtime() {
  const sent: SentPush[] = [];
  let failure: Error | null = null;
  const realtime: Realtime = {
    async sendToUser(appId, userId, target, args) {
      if (failure) throw failure;
      sent.push({ appId, userId, target, args });
    },
    async sendToGroup() {},
    async addUserToGroup() {},
    async removeUserFromGroup() {},
    async resetUser() {},
  };
  return {
    realtime,
    sent,
    failWith(error: Error | null) {
      failure = error;
    },
    to: (user: { id: number }) => sent.filter((push) => push.userId === user.id),
    clear: () => sent.splice(0, sent.length),
  };
}

/** The context a service receives when `actor` calls, at `now`. */
export function contextOf(t: TestApp, actor: TestUser, realtime: Realtime, now: Date): ServiceContext {
  return {
    db: t.db,
    storage: t.deps.storage,
    realtime,
    appId: actor.appId,
    appKey: actor.appKey,
    user: { id: actor.id, role: actor.role, email: actor.email },
    now,
  };
}

export const storedFor = (t: TestApp, user: { id: number }) =>
  t.db.select().from(notifications).where(eq(notifications.userId, user.id)).orderBy(notifications.id);
