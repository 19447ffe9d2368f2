import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app';
import { hiringGroup } from '../../../src/server/core/realtime';
import type { HubIdentity } from '../../../src/server/realtime/connection';
import { RealtimeHub } from '../../../src/server/realtime/hub';
import { HIRING_CHANGED_INTERVAL_MS } from '../../../src/server/http/hiring-changed';
import { APPLY_FIELDS } from '../../../src/shared/contract/careers-apply';
import { HIRING_CHANGED_EVENT } from '../../../src/shared/contract/hub-events';
import type { Schedule } from '../../../src/shared/rules/throttle';
import { createApplication } from '../../support/job-factory';
import type { TestUser } from '../../support/test-app';
import { createCareersFixture, PDF, type CareersFixture } from '../modules/careers-apply/fixture';
import { startHubServer } from './hub-server';

// Issue 36: every signed-in user of an app hears HIRING_CHANGED_EVENT within a second of a write
// that changes its hiring figures (nothing else, nobody of another app), at most once a second per
// app and never missing the last change.

/** Timers the test moves by hand. */
class ManualTimers {
  private now = 0;
  private tasks: { at: number; run: () => void }[] = [];

  readonly schedule: Schedule = (run, delayMs) => {
    const task = { at: this.now + delayMs, run };
    this.tasks.push(task);
    return () => {
      this.tasks = this.tasks.filter((waiting) => waiting !== task);
    };
  };

  /** Runs what falls due within `ms`, in order, as time passes. */
  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const [due] = this.tasks.filter((task) => task.at <= until).sort((a, b) => a.at - b.at);
      if (!due) break;
      this.tasks = this.tasks.filter((task) => task !== due);
      this.now = due.at;
      due.run();
    }
    this.now = until;
  }

  get waiting(): number {
    return this.tasks.length;
  }
}

/** The in-process hub, recording what is pushed to groups and the groups each new connection joins. */
class RecordingHub extends RealtimeHub {
  readonly pushes: { group: string; target: string; args: unknown[] }[] = [];
  readonly joined: string[][] = [];

  override async sendToGroup(group: string, target: string, args: unknown[]): Promise<void> {
    this.pushes.push({ group, target, args });
    await super.sendToGroup(group, target, args);
  }

  override answerNegotiate(identity: HubIdentity, groups: readonly string[]) {
    this.joined.push([...groups]);
    return super.answerNegotiate(identity, groups);
  }
}

const KEY = 'hiring-changed';
const OTHER_KEY = `${KEY}-other`;
let f: CareersFixture;
let admin: TestUser;
let employee: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  f = await createCareersFixture(KEY);
  admin = await f.t.factories.user({ id: f.appId, key: KEY }, 'admin');
  employee = await f.t.factories.user({ id: f.appId, key: KEY }, 'employee');
  outsider = await f.t.factories.user({ id: f.otherAppId, key: OTHER_KEY }, 'admin');
});
afterAll(() => f.t.close());

/** The real app on the fixture's database, with a recording hub and hand-moved timers. */
function start() {
  const hub = new RecordingHub();
  const timers = new ManualTimers();
  const app = createApp({ ...f.t.deps, realtime: hub, schedule: timers.schedule });
  const call = async (as: TestUser, method: string, path: string, json?: unknown) => {
    const headers: Record<string, string> = { authorization: `Bearer ${as.token}` };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const body = json === undefined ? undefined : JSON.stringify(json);
    const response = await app.request(`${path}${path.includes('?') ? '&' : '?'}app=${as.appKey}`, { method, headers, body });
    return response.status;
  };
  /** An application of the app (or the other app) moved to the trash through the API. */
  const trashApplicant = async (as: TestUser = admin) => {
    const job = as === outsider ? f.ids.otherAppJob : f.ids.plainJob;
    const application = await createApplication(f.t.db, as.appId, job);
    return call(as, 'POST', '/api/multiple-application-delete', { applicantId: [application.id] });
  };
  const hiringPushes = () => hub.pushes.filter((push) => push.target === HIRING_CHANGED_EVENT);
  return { app, hub, timers, call, trashApplicant, hiringPushes };
}

const pushTo = (appId: number) => ({ group: hiringGroup(appId), target: HIRING_CHANGED_EVENT, args: [] });

describe('hiring-changed pushes', () => {
  it("follow a successful write at once, to the writer's app only: an applicant added, moved, trashed, restored", async () => {
    const { call, hiringPushes, timers } = start();
    const added = await call(admin, 'POST', '/api/application', {
      jobId: f.ids.plainJob,
      firstName: 'Meera',
      lastName: 'Iyer',
      applicantEmail: 'meera.iyer@example.test',
      phoneNumber: '+91 98765 11111',
      experience: '2',
    });
    expect(added).toBe(201);
    expect(hiringPushes()).toEqual([pushTo(f.appId)]);

    const applicant = await createApplication(f.t.db, f.appId, f.ids.plainJob);
    timers.advance(HIRING_CHANGED_INTERVAL_MS);
    expect(
      await call(admin, 'POST', '/api/multiple-status-change', { applicantId: [applicant.id], withoutHiringProcessId: f.ids.applied }),
    ).toBe(200);
    expect(hiringPushes()).toHaveLength(2);
    timers.advance(HIRING_CHANGED_INTERVAL_MS);
    expect(await call(admin, 'POST', '/api/multiple-application-delete', { applicantId: [applicant.id] })).toBe(200);
    timers.advance(HIRING_CHANGED_INTERVAL_MS);
    expect(await call(admin, 'POST', '/api/application-trash/restore', { applicantId: [applicant.id] })).toBe(200);
    expect(hiringPushes()).toEqual([pushTo(f.appId), pushTo(f.appId), pushTo(f.appId), pushTo(f.appId)]);
  });

  it("go to each app's group alone, each app throttled on its own", async () => {
    const { trashApplicant, hiringPushes } = start();
    expect(await trashApplicant(admin)).toBe(200);
    expect(await trashApplicant(outsider)).toBe(200);
    expect(hiringPushes()).toEqual([pushTo(f.appId), pushTo(f.otherAppId)]);
  });

  it('never follow a read, a refused or failed write, or a write that changes no hiring figure', async () => {
    const { call, hiringPushes, timers } = start();
    const applicant = await createApplication(f.t.db, f.appId, f.ids.plainJob);
    expect(await call(admin, 'GET', '/api/v2/application')).toBe(200);
    expect(await call(admin, 'GET', `/api/job/${f.ids.job}`)).toBe(200);
    expect(await call(admin, 'POST', '/api/application', { jobId: f.ids.plainJob })).toBe(422);
    expect(await call(employee, 'POST', '/api/multiple-application-delete', { applicantId: [applicant.id] })).toBe(403);
    expect(await call(outsider, 'POST', '/api/multiple-application-delete', { applicantId: [applicant.id] })).toBe(404);
    expect(await call(admin, 'POST', '/api/jobs-that-do-not-exist')).toBe(404);
    expect(await call(admin, 'POST', '/api/notifications/read', { all: true })).toBe(200);
    timers.advance(10 * HIRING_CHANGED_INTERVAL_MS);
    expect(hiringPushes()).toEqual([]);
  });

  it('make a burst of 10 writes within a second two pushes: one at once, one when the second is over; a quiet app then pushes at once again', async () => {
    const { trashApplicant, hiringPushes, timers } = start();
    for (let i = 0; i < 10; i++) {
      expect(await trashApplicant()).toBe(200);
      timers.advance(50);
    }
    expect(hiringPushes()).toHaveLength(1);
    timers.advance(HIRING_CHANGED_INTERVAL_MS - 500 - 1);
    expect(hiringPushes()).toHaveLength(1);
    timers.advance(1);
    expect(hiringPushes()).toEqual([pushTo(f.appId), pushTo(f.appId)]);

    // The trailing push opened one more window; nothing came, so the app is idle and forgotten.
    timers.advance(HIRING_CHANGED_INTERVAL_MS);
    expect(hiringPushes()).toHaveLength(2);
    expect(timers.waiting).toBe(0);
    expect(await trashApplicant()).toBe(200);
    expect(hiringPushes()).toHaveLength(3);
  });

  it('follow a lone write once, with no trailing push', async () => {
    const { trashApplicant, hiringPushes, timers } = start();
    expect(await trashApplicant()).toBe(200);
    timers.advance(5 * HIRING_CHANGED_INTERVAL_MS);
    expect(hiringPushes()).toHaveLength(1);
    expect(timers.waiting).toBe(0);
  });

  it('follow an application from the careers site, not a refused one', async () => {
    const { app, hiringPushes } = start();
    const apply = (email: string, resume = true) => {
      const body = new FormData();
      const fields = {
        [APPLY_FIELDS.firstName]: 'Asha',
        [APPLY_FIELDS.lastName]: 'Rao',
        [APPLY_FIELDS.applicantEmail]: email,
        [APPLY_FIELDS.phoneNumber]: '+91 98765 43210',
        [APPLY_FIELDS.experience]: '4',
        [APPLY_FIELDS.consent]: 'on',
      };
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      if (resume) body.append(APPLY_FIELDS.resume, new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
      return app.request(`/careers/${KEY}/${f.ids.plainJob}/apply`, { method: 'POST', body });
    };
    expect((await apply('not-an-email')).status).toBe(422);
    expect(hiringPushes()).toEqual([]);
    expect((await apply('asha.careers@example.test')).status).toBe(303);
    expect(hiringPushes()).toEqual([pushTo(f.appId)]);
  });

  it("are heard by every connection of the app's users: each joins the app's group at connect", async () => {
    const { app, hub } = start();
    for (const user of [admin, employee, outsider]) {
      const response = await app.request(`/hubs/app/negotiate?negotiateVersion=1&app=${user.appKey}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(response.status).toBe(200);
    }
    expect(hub.joined.map((groups) => groups.filter((group) => group.startsWith('hiring:')))).toEqual([
      [hiringGroup(f.appId)],
      [hiringGroup(f.appId)],
      [hiringGroup(f.otherAppId)],
    ]);
  });
});

describe('hiring-changed over a real connection', () => {
  it("reaches the official client of every user of the app (an employee's too), not another app's", async () => {
    const server = await startHubServer(f.t);
    try {
      const [mine, theirs] = await Promise.all([server.connect(employee), server.connect(outsider)]);
      const heard = { mine: 0, theirs: 0 };
      const arrived = new Promise<void>((resolve) =>
        mine.on(HIRING_CHANGED_EVENT, () => {
          heard.mine += 1;
          resolve();
        }),
      );
      theirs.on(HIRING_CHANGED_EVENT, () => (heard.theirs += 1));
      const application = await createApplication(f.t.db, f.appId, f.ids.plainJob);
      const response = await fetch(`${server.baseUrl}/api/multiple-application-delete?app=${KEY}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ applicantId: [application.id] }),
      });
      expect(response.status).toBe(200);
      await arrived;
      // A push to the other app's group, sent after ours, arrives after ours would have.
      await server.hub.sendToGroup(hiringGroup(f.otherAppId), 'probe', []);
      await new Promise<void>((resolve) => theirs.on('probe', () => resolve()));
      expect(heard).toEqual({ mine: 1, theirs: 0 });
    } finally {
      await server.close();
    }
  });
});
