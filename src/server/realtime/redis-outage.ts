import type { Logger } from 'pino';

/**
 * The backplane's view of its Redis connections: lost when either drops, back when both are. An
 * outage is logged twice, when it starts and when it ends with the pushes dropped meanwhile, rather
 * than once per reconnect attempt, connection or push (a chat's busy minute is hundreds of pushes).
 */
export class RedisOutage {
  private readonly away = new Set<string>();
  private since = 0;
  private droppedPushes = 0;

  constructor(private readonly logger: Logger) {}

  get ongoing(): boolean {
    return this.away.size > 0;
  }

  lost(connection: string, reason: string | undefined): void {
    if (!this.ongoing) {
      this.since = Date.now();
      this.droppedPushes = 0;
      this.logger.warn({ connection, reason }, 'realtime: Redis backplane lost; pushes are dropped until it is back');
    }
    this.away.add(connection);
  }

  restored(connection: string): void {
    if (!this.away.delete(connection) || this.ongoing) return;
    this.logger.info({ droppedPushes: this.droppedPushes, outageMs: Date.now() - this.since }, 'realtime: Redis backplane back');
  }

  /** A push that did not reach Redis; one that failed outside an outage is worth its own line. */
  dropped(failure?: Record<string, unknown>): void {
    this.droppedPushes++;
    if (!this.ongoing && failure) this.logger.error(failure, 'realtime: publishing through Redis failed');
  }
}
