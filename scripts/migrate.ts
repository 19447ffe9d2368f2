// `npm run db:migrate`: apply committed migrations to the configured database.
import path from 'node:path';
import { readEnv } from '../src/server/env';
import { openDatabase } from '../src/server/db/client';

const env = readEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dir: path.join(env.DATA_DIR, 'db') });
await database.migrate();
await database.close();
console.log('Migrations applied.');
