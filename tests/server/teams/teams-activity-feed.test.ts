import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications, users } from '../../../src/server/db/schema';
import { backgroundTasks } from '../../../src/server/http/background';
import {
  ActivityFeedError,
  graphActivityFeed,
  REFERRAL_STATUS_ACTIVITY,
  type ActivityFeedConfig,
} from '../../../src/server/teams/activity-feed';
import { createReferralSetup } from '../../support/referral-factory';
import { createTestApp, type TestApp } from '../../support/test-app';
import { statusWorld, type StatusWorld } from '../modules/application-status-change/application-status-fixture';

// Microsoft Graph cannot be reached from here: these tests check the requests the server would send
// (the app's token request to Entra, then sendActivityNotification) against a stand-in for both.

const CONFIG: ActivityFeedConfig = {
  tenantId: 'contoso-tenant',
  clientId: 'client-123',
  clientSecret: 'secret-456',
  teamsAppId: 'teams-app-789',
  publicUrl: 'https://hireloop.example.test',
  loginUrl: 'https://login.test',
  graphUrl: 'https://graph.test',
};

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

/** Entra and Graph as a recording fake; `graphStatus` is what Graph answers. */
function standIn() {
  const sent: Sent[] = [];
  let tokens = 0;
  const state = { graphStatus: 204, tokenStatus: 200 };
  const send = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    sent.push({ url, method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: String(init?.body ?? '') });
    if (url.startsWith(CONFIG.loginUrl!)) {
      if (state.tokenStatus !== 200) return new Response('{"error":"invalid_client"}', { status: state.tokenStatus });
      return Response.json({ access_token: `app-token-${++tokens}`, expires_in: 3600, token_type: 'Bearer' });
    }
    return new Response(null, { status: state.graphStatus });
  }) as typeof fetch;
  return { sent, send, state };
}

describe('the Graph activity feed', () => {
  it("asks Entra for the app's own token, then posts the notification to the referrer with a deep link to that referral", async () => {
    const graph = standIn();
    const feed = graphActivityFeed(CONFIG, graph.send, () => 0);
    await feed.referralStatusChanged({ recipientObjectId: 'oid-1', applicationId: 42, candidate: 'Asha Rao', stage: 'Interviewing' });

    const [token, notification] = graph.sent;
    expect(token.url).toBe('https://login.test/contoso-tenant/oauth2/v2.0/token');
    expect(token.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(token.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'client-123',
      client_secret: 'secret-456',
      scope: 'https://graph.test/.default',
    });
    expect(notification.url).toBe('https://graph.test/v1.0/users/oid-1/teamwork/sendActivityNotification');
    expect(notification.headers.get('authorization')).toBe('Bearer app-token-1');
    const body = JSON.parse(notification.body) as {
      topic: { source: string; value: string; webUrl: string };
      activityType: string;
      previewText: { content: string };
      templateParameters: unknown[];
    };
    expect(body.activityType).toBe(REFERRAL_STATUS_ACTIVITY);
    expect(body.previewText).toEqual({ content: 'Your referral Asha Rao: Interviewing' });
    expect(body.templateParameters).toEqual([
      { name: 'candidate', value: 'Asha Rao' },
      { name: 'stage', value: 'Interviewing' },
    ]);
    expect(body.topic.source).toBe('text');
    const link = new URL(body.topic.webUrl);
    expect(link.origin + link.pathname).toBe('https://teams.microsoft.com/l/entity/teams-app-789/console');
    expect(JSON.parse(link.searchParams.get('context')!)).toEqual({ subEntityId: '/my-referrals/42' });
    expect(link.searchParams.get('webUrl')).toBe('https://hireloop.example.test/my-referrals/42');
  });

  it('keeps its token until shortly before it expires', async () => {
    const graph = standIn();
    let now = 0;
    const feed = graphActivityFeed(CONFIG, graph.send, () => now);
    const activity = { recipientObjectId: 'oid-1', applicationId: 1, candidate: 'A B', stage: 'Offer' };
    await feed.referralStatusChanged(activity);
    now = 50 * 60_000;
    await feed.referralStatusChanged(activity);
    expect(graph.sent.filter((request) => request.url.includes('/oauth2/'))).toHaveLength(1);
    now = 56 * 60_000;
    await feed.referralStatusChanged(activity);
    expect(graph.sent.filter((request) => request.url.includes('/oauth2/'))).toHaveLength(2);
    expect(graph.sent.at(-1)!.headers.get('authorization')).toBe('Bearer app-token-2');
  });

  it('says which service refused, without the secret', async () => {
    const graph = standIn();
    graph.state.tokenStatus = 401;
    const activity = { recipientObjectId: 'oid-1', applicationId: 1, candidate: 'A B', stage: 'Offer' };
    await expect(graphActivityFeed(CONFIG, graph.send).referralStatusChanged(activity)).rejects.toThrow(
      new ActivityFeedError("Entra refused the app's token request (401)"),
    );
    graph.state.tokenStatus = 200;
    graph.state.graphStatus = 403;
    const refused = graphActivityFeed(CONFIG, graph.send).referralStatusChanged(activity);
    await expect(refused).rejects.toThrow('Microsoft Graph refused the activity notification (403)');
    await expect(refused).rejects.not.toThrow(/secret-456/);
  });
});

describe('a referral status change', () => {
  let t: TestApp;
  let w: StatusWorld;
  const graph = standIn();
  const referredAt = new Date('2026-11-01T09:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ activityFeed: graphActivityFeed(CONFIG, graph.send) });
    w = await statusWorld(t, 'activity-feed');
    await createReferralSetup(t.db, w.appId);
  });
  afterAll(() => t.close());
  afterEach(() => {
    graph.sent.length = 0;
    graph.state.graphStatus = 204;
  });

  const notices = () => graph.sent.filter((request) => request.url.endsWith('/sendActivityNotification'));
  const move = async (id: number) => {
    const response = await t.call('PUT', `/api/application/${id}`, {
      as: w.users.recruiter,
      json: { stageId: w.stage.interview, statusId: w.status.interview },
    });
    await backgroundTasks.settle();
    return response;
  };
  const referral = (firstName: string) =>
    w.applicant(w.job.pipeline, [[w.stage.screen, w.status.toBeStart]], {
      referrerId: w.users.employee.id,
      firstName,
      lastName: 'Rao',
      createdAt: referredAt,
    });

  it("reaches the referrer's Teams activity feed when they signed in through Entra", async () => {
    await t.db.update(users).set({ externalId: 'entra-oid-employee' }).where(eq(users.id, w.users.employee.id));
    const id = await referral('Asha');
    expect((await move(id)).status).toBe(200);
    expect(notices().map((request) => request.url)).toEqual([
      'https://graph.test/v1.0/users/entra-oid-employee/teamwork/sendActivityNotification',
    ]);
    expect(JSON.parse(notices()[0].body)).toMatchObject({ previewText: { content: 'Your referral Asha Rao: Interviewing' } });
  });

  it('leaves out a referrer Graph does not know, and a Graph failure never fails the change', async () => {
    await t.db.update(users).set({ externalId: null }).where(eq(users.id, w.users.employee.id));
    expect((await move(await referral('Bina'))).status).toBe(200);
    expect(notices()).toEqual([]);

    await t.db.update(users).set({ externalId: 'entra-oid-employee' }).where(eq(users.id, w.users.employee.id));
    graph.state.graphStatus = 500;
    const id = await referral('Chitra');
    expect((await move(id)).status).toBe(200);
    expect(notices()).toHaveLength(1);
    const [moved] = await t.db.select({ stageId: applications.currentStageId }).from(applications).where(eq(applications.id, id));
    expect(moved.stageId).toBe(w.stage.interview);
  });
});
