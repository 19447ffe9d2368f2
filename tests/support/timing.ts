/**
 * The fastest of `runs` timings of `task`, in milliseconds: a busy test machine slows single runs,
 * while the work itself (a quadratic scan takes seconds to minutes) slows every one.
 */
export async function fastestOf(runs: number, task: () => Promise<unknown> | unknown): Promise<number> {
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await task();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}
