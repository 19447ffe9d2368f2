import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { backgroundTasks } from '../../../src/server/http/background';

// Background work (a chat notice to 1,000 people) steps aside for the requests being answered and
// for the work they left for right after their answer, so a request never queues behind it for
// the embedded database.

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** An app whose one route answers when `release` is called. */
function slowApp(release: Promise<void>) {
  const app = new Hono();
  app.use('/api/*', backgroundTasks.countRequests);
  app.get('/api/slow', async (c) => {
    await release;
    return c.text('done');
  });
  return app;
}

/** Whether `promise` has settled after a few turns of the event loop. */
async function settledSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 5));
  return settled;
}

describe('background work yields to requests', () => {
  it('goes on at once when no request is being answered', async () => {
    expect(await settledSoon(backgroundTasks.yieldToRequests())).toBe(true);
  });

  it('waits while a request is being answered and goes on once it has its answer', async () => {
    const release = deferred();
    const answer = slowApp(release.promise).request('/api/slow');
    const waiting = backgroundTasks.yieldToRequests();
    expect(await settledSoon(waiting)).toBe(false);
    release.resolve();
    expect(await (await answer).text()).toBe('done');
    expect(await settledSoon(waiting)).toBe(true);
  });

  it("waits for a request's after-answer work too, which a settle runs to its end", async () => {
    const release = deferred();
    let delivered = false;
    backgroundTasks.afterAnswer(async () => {
      await release.promise;
      delivered = true;
    });
    const waiting = backgroundTasks.yieldToRequests();
    expect(await settledSoon(waiting)).toBe(false);
    release.resolve();
    await backgroundTasks.settle();
    expect(delivered).toBe(true);
    expect(await settledSoon(waiting)).toBe(true);
  });

  it('does not wait for ever on a server that is never idle', async () => {
    const release = deferred();
    const answer = slowApp(release.promise).request('/api/slow');
    await backgroundTasks.yieldToRequests();
    release.resolve();
    await answer;
  });
});
