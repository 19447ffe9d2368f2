// A fixture of tests/server/lint/module-boundaries.test.ts: a group nothing leads back from.
export const gamma = 1;
