import 'server-only';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

// The database's types, apart from the modules that open it: services, migrations and the
// seed name them without importing the connection (and so without an import cycle).

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbHandle =
  | { db: Db; driver: 'pglite'; client: import('@electric-sql/pglite').PGlite; close: () => Promise<void> }
  | { db: Db; driver: 'postgres'; pool: import('pg').Pool; close: () => Promise<void> };
