import {
  formatExtensionMinutes,
  formatTableTime,
  pendingExtensions,
  tablesInExtraTime,
  type TableExtension,
} from '@decklist/core/timers';

/** The most tables a clock lists in extra time, largest remaining first; the rest are counted. */
export const MAX_TABLES_SHOWN = 24;
/** The most extensions named in small type while the clock still runs. */
const MAX_PENDING_SHOWN = 6;

const more = (count: number) => (count === 1 ? '+1 more table' : `+${count} more tables`);

/**
 * Once the clock has reached 0:00: each table still in extra time with its own countdown, largest
 * first, each gone at its end. Before: the extensions waiting, in small type.
 */
export function TableExtensions({ clockRemaining, extensions }: { clockRemaining: number; extensions: readonly TableExtension[] }) {
  if (extensions.length === 0) return null;
  if (clockRemaining > 0) {
    const pending = pendingExtensions(extensions);
    const shown = pending.slice(0, MAX_PENDING_SHOWN);
    const names = shown.map((extension) => `Table ${extension.table_number} ${formatExtensionMinutes(extension.minutes)}`).join(' · ');
    const rest = pending.length - shown.length;
    return <p className="pending">{`Extra time after 00:00: ${names}${rest > 0 ? ` · ${more(rest)}` : ''}`}</p>;
  }
  const tables = tablesInExtraTime(clockRemaining, extensions);
  if (tables.length === 0) return null;
  const shown = tables.slice(0, MAX_TABLES_SHOWN);
  return (
    <div className="tables">
      <h3 className="tables-title">
        <span aria-hidden="true">◆ </span>Extra time
      </h3>
      <ol className="tables-list">
        {shown.map((table) => (
          <li key={table.table_number} data-table={table.table_number}>
            {`Table ${table.table_number} · ${formatTableTime(table.remainingMs)}`}
          </li>
        ))}
      </ol>
      {tables.length > shown.length && <p className="tables-more">{more(tables.length - shown.length)}</p>}
    </div>
  );
}
