import fc from 'fast-check';
import { backgroundTasks } from '../../../src/server/http/background';
import { describeValue } from './hostile-values';
import type { Body } from './schema-arbitraries';
import type { FuzzApp } from './fuzz-app';

// Sending fuzzed requests and judging the answers: never a 5xx, and a refused request (4xx)
// leaves every table and the file store exactly as they were.

export type Encoding = 'json' | 'multipart';

/** Multipart as a browser form sends it: arrays as name[i], nested objects as name[key]. */
export function toMultipart(body: Body): FormData {
  const form = new FormData();
  const append = (name: string, value: unknown) => {
    if (value instanceof Blob) form.append(name, value);
    else if (Array.isArray(value)) value.forEach((item, index) => append(`${name}[${index}]`, item));
    else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) append(`${name}[${key}]`, item);
    else form.append(name, value === null || value === undefined ? '' : String(value));
  };
  for (const [key, value] of Object.entries(body)) append(key, value);
  return form;
}

/** JSON cannot carry a file: it goes as its name, which the route must refuse like any text. */
const jsonText = (body: Body) => JSON.stringify(body, (_key, value: unknown) => (value instanceof Blob ? 'file.png' : value));

export interface Answer {
  status: number;
  message: string;
}

export async function send(
  fz: FuzzApp,
  method: string,
  path: string,
  body: Body | string | undefined,
  encoding: Encoding,
): Promise<Answer> {
  const options =
    body === undefined
      ? {}
      : typeof body === 'string'
        ? { body, headers: { 'content-type': 'application/json' } }
        : encoding === 'json'
          ? { body: jsonText(body), headers: { 'content-type': 'application/json' } }
          : { body: toMultipart(body) };
  const response = await fz.t.call(method, path, { as: fz.admin, ...options });
  const message =
    typeof response.body === 'object' && response.body ? String(response.body.message ?? '') : String(response.body).slice(0, 200);
  return { status: response.status, message };
}

/**
 * The data's fingerprint after the last refused request: a refusal that passed changed nothing,
 * so the next request starts from it and only an accepted write costs a fresh fingerprint.
 */
const unchangedSince = new WeakMap<FuzzApp, string>();

/** Sends one request and fails on a 5xx, or on a 4xx after which the data differs. */
export async function expectSafeAnswer(fz: FuzzApp, request: () => Promise<Answer>): Promise<Answer> {
  const before = unchangedSince.get(fz) ?? (await fz.fingerprint());
  unchangedSince.delete(fz);
  const answer = await request();
  // What an accepted write left to run after its answer (a chat notice) is done before the next probe's fingerprint.
  if (answer.status < 400) await backgroundTasks.settle();
  if (answer.status >= 500) throw new Error(`answered ${answer.status}: ${answer.message}`);
  if (answer.status >= 400) {
    const after = await fz.fingerprint();
    if (after !== before) throw new Error(`answered ${answer.status} (${answer.message}) yet changed the data`);
    unchangedSince.set(fz, after);
  }
  return answer;
}

/**
 * Runs a property and, on failure, reports the seed and path to replay it and the shrunk input
 * with long strings abbreviated (fast-check's own report would print megabytes).
 */
export async function checkProperty<T>(name: string, arbitrary: fc.Arbitrary<T>, predicate: (value: T) => Promise<void>, numRuns: number) {
  // FUZZ_RUNS=500 digs deeper locally; `npm test` keeps the sized default. FUZZ_SEED replays a failure.
  const runs = Number(process.env.FUZZ_RUNS) || numRuns;
  const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
  const details = await fc.check(fc.asyncProperty(arbitrary, predicate), { numRuns: runs, ...(seed === undefined ? {} : { seed }) });
  if (!details.failed) return;
  const replay = `FUZZ_SEED=${details.seed} npx vitest run tests/server/fuzz -t '${name}'`;
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(
    `${name} failed after ${details.numRuns} runs (replay: ${replay}):\n  ${error}\n  input: ${describeValue(details.counterexample)}`,
  );
}
