import { defineConfig } from 'drizzle-kit';

// drizzle-kit only generates SQL from the schema; it never connects to a database here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/*.ts',
  out: './src/server/db/migrations',
});
