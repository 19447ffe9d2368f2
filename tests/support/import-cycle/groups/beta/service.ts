// A fixture of tests/server/lint/module-boundaries.test.ts: no file of beta imports service.ts back, yet beta imports alpha.
export const beta = 1;
