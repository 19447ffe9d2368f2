import { createHash } from 'node:crypto';

export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  /** How many keys are tracked at most; past it the key attempted least recently is forgotten. */
  maxKeys: number;
  now: () => Date;
}

/**
 * Counts attempts per key (sign-in, careers applications) in a fixed window. In memory: one server process. Several
 * instances behind a load balancer each keep their own count, which only loosens the limit.
 *
 * Memory stays bounded whatever callers send: keys are kept as fixed-size hashes, and at most
 * `maxKeys` are tracked. Every attempt moves its key to the back, so a flood of distinct names
 * evicts itself while an account that keeps being guessed keeps its count.
 */
export function createRateLimiter({ limit, windowMs, maxKeys, now }: RateLimiterOptions) {
  const attempts = new Map<string, { count: number; resetAt: number }>();
  const digest = (key: string) => createHash('sha256').update(key).digest('base64url');

  function makeRoom(time: number) {
    for (const [key, entry] of attempts) if (entry.resetAt <= time) attempts.delete(key);
    // A Map iterates in insertion order, and every hit re-inserts its key: the first is the stalest.
    for (const key of attempts.keys()) {
      if (attempts.size < maxKeys) break;
      attempts.delete(key);
    }
  }

  return {
    /** Records an attempt; returns the seconds to wait when over the limit, else 0. */
    hit(key: string): number {
      const time = now().getTime();
      const id = digest(key);
      const known = attempts.get(id);
      const entry = known && known.resetAt > time ? known : { count: 0, resetAt: time + windowMs };
      attempts.delete(id);
      if (attempts.size >= maxKeys) makeRoom(time);
      entry.count += 1;
      attempts.set(id, entry);
      return entry.count > limit ? Math.ceil((entry.resetAt - time) / 1000) : 0;
    },
    reset(key: string) {
      attempts.delete(digest(key));
    },
    /** How many keys are tracked now (memory use is proportional to it). */
    trackedKeys: () => attempts.size,
  };
}
