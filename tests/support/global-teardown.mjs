import { Client } from 'pg';

export default async function globalTeardown() {
  if (process.env.TEST_DB_DRIVER !== 'postgres') return;
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  const { rows } = await client.query('select datname from pg_database where datname like $1', [
    `${process.env.TEST_DB_PREFIX ?? 'solara_'}%${process.pid}%`,
  ]);
  for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  await client.end();
}
