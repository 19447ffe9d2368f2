// The whole schema, one module per aggregate. drizzle-kit reads every file in this folder;
// columns.ts holds shared column builders only and is deliberately not re-exported.
export * from './tenancy';
export * from './org';
export * from './places';
export * from './catalog';
export * from './groups';
export * from './pipelines';
export * from './settings';
export * from './questions';
export * from './referral-config';
export * from './jobs';
export * from './applications';
export * from './referrals';
export * from './job-relations';
export * from './seo';
export * from './chat';
export * from './shell';
export * from './notifications';
