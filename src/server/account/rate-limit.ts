/**
 * Counts sign-in attempts per key in a fixed window. In memory: one server process. Several
 * instances behind a load balancer each keep their own count, which only loosens the limit.
 */
export function createRateLimiter(limit: number, windowMs: number, now: () => Date) {
  const attempts = new Map<string, { count: number; resetAt: number }>();
  return {
    /** Records an attempt; returns the seconds to wait when over the limit, else 0. */
    hit(key: string): number {
      const time = now().getTime();
      for (const [k, entry] of attempts) if (entry.resetAt <= time) attempts.delete(k);
      const entry = attempts.get(key) ?? { count: 0, resetAt: time + windowMs };
      entry.count += 1;
      attempts.set(key, entry);
      return entry.count > limit ? Math.ceil((entry.resetAt - time) / 1000) : 0;
    },
    reset(key: string) {
      attempts.delete(key);
    },
  };
}
