import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The database as the stores query it (PostgreSQL or PGlite: the same API). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; it has the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
