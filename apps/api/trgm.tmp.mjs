import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = await PGlite.create({ extensions: { pg_trgm } });
await db.exec('create extension if not exists pg_trgm');
console.log((await db.query(`select similarity('iphon','iPhone 15') as s, 'iphone' % 'iphon' as m`)).rows);
const dump = await db.dumpDataDir('none');
const db2 = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
console.log((await db2.query(`select similarity('abc','abd') as s`)).rows);
