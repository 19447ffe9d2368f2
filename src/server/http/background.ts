/**
 * Work a request leaves to run after its answer (a chat notice a little later …). Tracked, so a
 * shutdown runs what is waiting instead of dropping it, and tests can wait for it to be done.
 */
class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();
  private readonly waiting = new Map<NodeJS.Timeout, () => Promise<void>>();

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
