import type { MiddlewareHandler } from 'hono';

/**
 * The longest background work waits for requests to finish before it takes its next step anyway,
 * so a server that is never idle still gets its notices out.
 */
const MAX_YIELD_MS = 250;
/** How often a waiting step looks again whether the requests have finished. */
const YIELD_POLL_MS = 2;

/**
 * Work a request leaves to run after its answer (a chat notice a little later …). Tracked, so a
 * shutdown runs what is waiting instead of dropping it, and tests can wait for it to be done.
 *
 * Background work steps aside for requests: the embedded database answers one statement at a
 * time, so a 1,000-member notice stored while a chat message is being sent would make that
 * request wait behind every one of its batches. Between batches it waits until no request is
 * being answered (`yieldToRequests`), and a request meets at most the one batch under way.
 */
class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();
  private readonly waiting = new Map<NodeJS.Timeout, () => Promise<void>>();
  /** Requests being answered, and the work they left for right after their answer (`afterAnswer`). */
  private foreground = 0;

  /** Middleware counting the requests being answered (their handlers, not a body still streaming). */
  readonly countRequests: MiddlewareHandler = async (_c, next) => {
    this.foreground++;
    try {
      await next();
    } finally {
      this.foreground--;
    }
  };

  /**
   * Runs `task` on the next turn of the event loop, once the answer is on its way (a chat message's
   * live fan-out): it counts as the request's own work, so background work waits for it too.
   */
  afterAnswer(task: () => Promise<void>): void {
    this.foreground++;
    const nextTurn = new Promise<void>((resolve) => setImmediate(resolve));
    this.run(() => nextTurn.then(task).finally(() => this.foreground--));
  }

  /** Resolves once no request is being answered, or after MAX_YIELD_MS at the latest. */
  async yieldToRequests(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    const giveUpAt = performance.now() + MAX_YIELD_MS;
    while (this.foreground > 0 && performance.now() < giveUpAt) await new Promise((resolve) => setTimeout(resolve, YIELD_POLL_MS));
  }

  /**
   * Resolves once no request is being answered. A shutdown waits for it after the connections have
   * closed: a client that went away leaves its request's handler running.
   */
  async requestsAnswered(): Promise<void> {
    while (this.foreground > 0) await new Promise((resolve) => setTimeout(resolve, YIELD_POLL_MS));
  }

  /** Runs `task` after `delayMs`; it must handle its own errors (nobody awaits it). */
  later(delayMs: number, task: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.waiting.delete(timer);
      this.run(task);
    }, delayMs);
    timer.unref();
    this.waiting.set(timer, task);
  }

  /** Runs every waiting task now and resolves once nothing is left running. */
  async settle(): Promise<void> {
    for (const [timer, task] of this.waiting) {
      clearTimeout(timer);
      this.waiting.delete(timer);
      this.run(task);
    }
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private run(task: () => Promise<void>): void {
    const done = task().finally(() => this.running.delete(done));
    this.running.add(done);
  }
}

export const backgroundTasks = new BackgroundTasks();
