// The timing loop of `npm run bench`: warm up, then time each request end to end in-process.
// Besides wall-clock time it records the process's CPU time per request: the embedded database
// runs in this thread, so CPU time is the work done, and it stays readable on a machine whose
// other processes inflate the wall clock. Budgets are checked against wall-clock p95.

export interface BenchCase {
  name: string;
  path: string;
  budgetP95Ms: number;
  /**
   * What the PostgreSQL bench holds the p95 to 1.5× of: the statements alone (the lists), or the
   * minimal server in front of them (issue 36's dashboard and reports).
   */
  ratioOver?: 'alone' | 'minimal server';
}

export interface BenchResult {
  name: string;
  p50: number;
  p95: number;
  /** CPU time of this process (in-process API cases only: a browser's work is not ours). */
  cpuP95?: number;
  budgetP95Ms: number;
  ok: boolean;
}

type Requester = (path: string) => Response | Promise<Response>;

const WARM_UP = 20;

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export async function measure(request: Requester, bench: BenchCase, iterations: number): Promise<BenchResult> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < iterations + WARM_UP; i++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const response = await request(bench.path);
    await response.arrayBuffer();
    const used = process.cpuUsage(cpuStarted);
    if (response.status !== 200) throw new Error(`${bench.name}: HTTP ${response.status} for ${bench.path}`);
    if (i >= WARM_UP) {
      wall.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const p95 = percentile(wall, 0.95);
  return {
    name: bench.name,
    p50: percentile(wall, 0.5),
    p95,
    cpuP95: percentile(cpu, 0.95),
    budgetP95Ms: bench.budgetP95Ms,
    ok: p95 <= bench.budgetP95Ms,
  };
}

export function report(result: BenchResult): string {
  const { name, p50, p95, cpuP95, budgetP95Ms, ok } = result;
  const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
  const cpu = cpuP95 === undefined ? ''.padEnd(22) : `  cpu p95 ${ms(cpuP95)}`;
  return `${ok ? 'ok  ' : 'SLOW'} ${name.padEnd(52)} p50 ${ms(p50)}  p95 ${ms(p95)}${cpu}  (budget ${budgetP95Ms} ms)`;
}
