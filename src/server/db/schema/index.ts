// The whole schema, one module per aggregate. drizzle-kit reads every file in this folder.
export * from './tenancy';
