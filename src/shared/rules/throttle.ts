/** Runs `task` after `delayMs`; the returned function cancels it. Injected so tests drive time. */
export type Schedule = (task: () => void, delayMs: number) => () => void;

/**
 * A task run at most once per window without losing the last request: the first request runs it at
 * once and opens a window; requests inside the window make one more run when it ends (which opens
 * the next). A burst of any size is two runs per window, and the state after the last request is
 * always the one seen.
 */
export class Throttle {
  private cancelWindow: (() => void) | null = null;
  private pending = false;

  /** `onIdle` runs when a window ends with nothing asked meanwhile (the throttle may be forgotten). */
  constructor(
    private readonly task: () => void,
    private readonly windowMs: number,
    private readonly schedule: Schedule,
    private readonly onIdle: () => void = () => {},
  ) {}

  request(): void {
    if (this.cancelWindow) {
      this.pending = true;
      return;
    }
    this.task();
    this.cancelWindow = this.schedule(() => this.windowEnded(), this.windowMs);
  }

  /** Drops a waiting run and the open window. */
  cancel(): void {
    this.cancelWindow?.();
    this.cancelWindow = null;
    this.pending = false;
  }

  private windowEnded(): void {
    this.cancelWindow = null;
    if (!this.pending) return this.onIdle();
    this.pending = false;
    this.request();
  }
}
