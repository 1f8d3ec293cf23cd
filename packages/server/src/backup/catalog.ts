import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { rowsOf } from '../db/rows';

/**
 * What the database itself says about the app's tables (schema public), so a backup holds exactly
 * what is there, whichever schema version the database is at, and a restore checks a backup against
 * the tables it built rather than trusting names and types read from a file.
 */
export interface TableColumn {
  name: string;
  /** PostgreSQL's name for the type, e.g. 'timestamp with time zone', 'jsonb', 'bigint'. */
  type: string;
}

/** A name quoted for SQL. */
export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables, parents before the tables whose foreign keys point at them. */
export async function tablesInDependencyOrder(db: Db | Tx): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`),
  ).map((row) => row.name);
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`select c.relname as child, p.relname as parent from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`),
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of references) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((table) => !placed.has(table) && [...parents.get(table)!].every((parent) => placed.has(parent)));
    if (ready.length === 0) throw new Error(`Foreign keys form a cycle among ${tables.filter((table) => !placed.has(table)).join(', ')}`);
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** The columns a backup holds and a restore fills: all but generated ones, in table order. */
export async function tableColumns(db: Db | Tx, table: string): Promise<TableColumn[]> {
  return rowsOf<TableColumn>(
    await db.execute(sql`select a.attname as name, format_type(a.atttypid, a.atttypmod) as type from pg_attribute a
      where a.attrelid = ${`public.${quoteIdentifier(table)}`}::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attnum`),
  );
}

export async function countRows(db: Db | Tx, table: string): Promise<number> {
  const [row] = rowsOf<{ count: string | number }>(await db.execute(sql.raw(`select count(*) as count from public.${quoteIdentifier(table)}`)));
  return Number(row!.count);
}

/** Rows per table. */
export async function countAllRows(db: Db | Tx): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesInDependencyOrder(db)) counts[table] = await countRows(db, table);
  return counts;
}
