// Runs read-only SQL against a stopped server's database and prints the rows as JSON, so a
// process test can check what really reached the disk. A child process because PGlite needs
// ESM/WASM loading that jest's sandbox lacks. Usage:
//   node tests/support/sql-probe.mjs '{"dataDir": "...", "queries": {"name": "select …"}}'
//   node tests/support/sql-probe.mjs '{"databaseUrl": "postgres://…", "queries": {…}}'
import path from 'node:path';

const { dataDir, databaseUrl, queries } = JSON.parse(process.argv[2]);
const results = {};

if (databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const [name, sql] of Object.entries(queries)) results[name] = (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: path.resolve(dataDir, 'pglite'), extensions: { pg_trgm } });
  try {
    for (const [name, sql] of Object.entries(queries)) results[name] = (await db.query(sql)).rows;
  } finally {
    await db.close();
  }
}
process.stdout.write(JSON.stringify(results, (_key, value) => (typeof value === 'bigint' ? Number(value) : value)));
