// A fixture of tests/server/lint/module-boundaries.test.ts: it imports only a type of first.ts, and
// first.ts's lint text may import it back without making a cycle.
import type { first } from './first';

export type FirstFunction = typeof first;
