// What the web bench prints and fails on (issue 37): per route, time to first data beside the
// floor's with their ratio, the JavaScript requests and the data request's lead, then the bytes on
// the wire, each line with the load average its loads saw. It fails on ratios and counts, never on
// an absolute time the floor itself may miss; the gzipped JavaScript of / and /all/job keeps its
// budgets, and /all/job's data request must start before its code has arrived.
import type { LoadCase, LoadFigures, WireBytes, WireKind } from './web-loads';

export interface RouteFigures {
  route: LoadCase;
  app: LoadFigures;
  floor: LoadFigures;
}

const READY_RATIO_BUDGET = 1.5;
const JS_REQUESTS_BUDGET = 20;
const JS_GZIP_BUDGET_KB: Record<string, number> = { '/': 200, '/all/job': 250 };
/** Routes whose data request must already start before their code has arrived (the others are printed). */
const EARLY_DATA_REQUIRED = new Set(['/all/job']);

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const load = (figures: LoadFigures) => `load ${figures.load.toFixed(2)}`;

function lead(figures: LoadFigures): string {
  if (figures.dataLeadMs === Infinity) return 'in the HTML';
  if (figures.dataLeadMs === -Infinity) return 'never sent';
  return `${Math.abs(figures.dataLeadMs).toFixed(0)} ms ${figures.dataLeadMs > 0 ? 'before' : 'after'} code`;
}

export const ROUTE_HEADER = `     ${'route'.padEnd(24)} ${'app ms'.padStart(7)} ${'floor ms'.padStart(9)}  ratio  JS requests  data request`;

/** The route's timing line; false when it is over budget. */
export function printRoute({ route, app, floor }: RouteFigures): boolean {
  const ratio = app.readyMs / floor.readyMs;
  const fast = ratio <= READY_RATIO_BUDGET;
  const few = app.jsRequests <= JS_REQUESTS_BUDGET;
  const verdict = !fast ? 'SLOW' : !few ? 'MANY' : 'ok  ';
  console.log(
    `${verdict} ${route.path.padEnd(24)} ${app.readyMs.toFixed(0).padStart(7)} ${floor.readyMs.toFixed(0).padStart(9)}  ×${ratio.toFixed(2)}  ${String(app.jsRequests).padStart(3)} (floor ${String(floor.jsRequests).padStart(2)})  ${lead(app).padEnd(20)} ${load(app)}`,
  );
  return fast && few;
}

const part = (bytes: WireBytes) =>
  `${String(bytes.requests).padStart(3)} × ${kb(bytes.headers).padStart(5)} + ${kb(bytes.bodies).padStart(6)}`;
const total = (wire: Record<WireKind, WireBytes>) => Object.values(wire).reduce((sum, bytes) => sum + bytes.headers + bytes.bodies, 0);

/** Everything after the timing lines: bytes on the wire, the JavaScript budgets, the data requests; false when a budget is exceeded. */
export function printSummary(figures: RouteFigures[]): boolean {
  let ok = true;
  console.log('bytes on the wire, median load: requests × kB of headers (sent and received) + kB of bodies (as encoded)');
  console.log(`     ${'route'.padEnd(24)} ${'JavaScript'.padEnd(20)} ${'API'.padEnd(20)} ${'other'.padEnd(20)} total kB  floor kB`);
  for (const { route, app, floor } of figures)
    console.log(
      `     ${route.path.padEnd(24)} ${part(app.wire.js)} ${part(app.wire.api)} ${part(app.wire.other)} ${kb(total(app.wire)).padStart(8)} ${kb(total(floor.wire)).padStart(9)}  ${load(app)}`,
    );
  for (const { route, app, floor } of figures) {
    const budget = JS_GZIP_BUDGET_KB[route.path];
    if (budget === undefined) continue;
    const within = app.jsGzipBytes / 1000 <= budget;
    ok &&= within;
    console.log(
      `${within ? 'ok  ' : 'HEAVY'} JavaScript of ${route.path} until its scripts pause (gzip of the files) ${kb(app.jsGzipBytes)} kB in ${app.jsFiles.length} files, floor ${kb(floor.jsGzipBytes)} kB in ${floor.jsFiles.length} (budget ${budget} kB)  ${load(app)}`,
    );
  }
  for (const { route, app } of figures) {
    if (!EARLY_DATA_REQUIRED.has(route.path)) continue;
    const early = app.dataLeadMs > 0;
    ok &&= early;
    console.log(`${early ? 'ok  ' : 'LATE'} data request of ${route.path}: ${lead(app)} finished loading (median)  ${load(app)}`);
  }
  // BENCH_VERBOSE=1: which files the app's loads fetched, to see where the weight is.
  if (process.env.BENCH_VERBOSE) {
    for (const { route, app } of figures) {
      console.log(`files of ${route.path}:`);
      for (const [file, size] of app.jsFiles) console.log(`  ${kb(size).padStart(6)} kB  ${file}`);
    }
  }
  return ok;
}
