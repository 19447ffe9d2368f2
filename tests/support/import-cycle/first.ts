// A fixture of tests/server/lint/module-boundaries.test.ts: first.ts and second.ts import each other.
import { second } from './second';

export const first = () => second.length;
