// A fixture of tests/server/lint/module-boundaries.test.ts: first.ts and second.ts import each other.
import { first } from './first';

export const second = [first];
