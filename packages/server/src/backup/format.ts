import type { SchemaVersion } from '../db/schema-version';
import type { TableColumn } from './catalog';

/**
 * A backup file: gzipped JSON, one value per line.
 * - the header: format, version, when it was made, from which kind of database and at which schema version;
 * - for each table, parents first: a `table` line naming its columns and their PostgreSQL types, then one
 *   line per row, an array of each column's value in PostgreSQL's own text form (exact for every type:
 *   timestamps with their offset, bigints, jsonb, bytea in hex) or null, then an `end` line with the count;
 * - a last `complete` line with every table's count: a file cut short has none and is refused.
 */
export const BACKUP_FORMAT = 'decklist-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  source: string;
  schema: SchemaVersion;
}

export interface TableStart {
  table: string;
  columns: TableColumn[];
}

export interface TableEnd {
  end: string;
  rows: number;
}

export interface BackupComplete {
  complete: true;
  rows: Record<string, number>;
}

export type RowValues = (string | null)[];

export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

/** A command refused for a reason the user can act on: its message is all they need. */
export class BackupCommandError extends Error {
  override name = 'BackupCommandError';
}
