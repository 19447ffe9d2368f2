// A fixture of tests/server/module-boundaries.test.ts: a group nothing leads back from.
export const gamma = 1;
