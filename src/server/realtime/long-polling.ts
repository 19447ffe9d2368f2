import type { TransportSink } from './connection';

/** What a poll answers: text (possibly empty: poll again), or `null` for 204, the connection is over. */
export type PollResult = string | null;

/** Outgoing records wait here until the client's next poll collects them. */
export class LongPollingSink implements TransportSink {
  readonly kind = 'longPolling';
  private queue: string[] = [];
  private queuedBytes = 0;
  private ended = false;
  private waiting: { answer: (result: PollResult) => void; timer: NodeJS.Timeout } | null = null;

  constructor(private readonly pollTimeoutMs: number) {}

  get bufferedBytes(): number {
    return this.queuedBytes;
  }

  get bufferedMessages(): number {
    return this.queue.length;
  }

  send(text: string): void {
    this.queue.push(text);
    this.queuedBytes += Buffer.byteLength(text);
    this.answerWaitingPoll();
  }

  end(): void {
    this.ended = true;
    this.answerWaitingPoll();
  }

  /** The next poll answers only what is sent from now on: the Close, then 204. */
  discard(): void {
    this.queue = [];
    this.queuedBytes = 0;
  }

  /** Answers at once when something is queued or the connection ended, else when data comes or the poll times out. */
  poll(): Promise<PollResult> {
    const ready = this.take();
    if (ready !== undefined) return Promise.resolve(ready);
    // Only one poll waits at a time: an older one is answered empty.
    this.settle('');
    return new Promise((answer) => {
      this.waiting = { answer, timer: setTimeout(() => this.settle(''), this.pollTimeoutMs) };
    });
  }

  private answerWaitingPoll(): void {
    if (!this.waiting) return;
    const ready = this.take();
    if (ready !== undefined) this.settle(ready);
  }

  private take(): PollResult | undefined {
    if (this.queue.length > 0) {
      const text = this.queue.join('');
      this.discard();
      return text;
    }
    return this.ended ? null : undefined;
  }

  private settle(result: PollResult): void {
    if (!this.waiting) return;
    clearTimeout(this.waiting.timer);
    this.waiting.answer(result);
    this.waiting = null;
  }
}
