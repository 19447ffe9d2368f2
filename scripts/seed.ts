// `npm run db:seed`: migrate, then seed the demo data when the database is still empty.
import path from 'node:path';
import { readEnv } from '../src/server/env';
import { openDatabase } from '../src/server/db/client';
import { needsSeed, seedDemoData } from '../src/server/db/seed';
import { localFileStore } from '../src/server/storage/file-store';

const env = readEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dir: path.join(env.DATA_DIR, 'db') });
await database.migrate();
if (await needsSeed(database.db)) {
  await seedDemoData(database.db, { now: new Date(), storage: localFileStore(path.join(env.DATA_DIR, 'files')) });
  console.log('Demo data seeded.');
} else {
  console.log('The database already holds data; nothing seeded.');
}
await database.close();
