import { createPglite, openPglite } from './src/server/db/client';
const c = await createPglite();
const d = openPglite(c);
await d.migrate();
console.log(await c.query("select extname from pg_extension"));
const dump = await c.dumpDataDir('gzip');
const c2 = await createPglite({ loadDataDir: dump });
console.log((await c2.query("select 'abc' % 'abd' as sim")).rows);
