import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  formatTableTime,
  pendingExtensions,
  tablesInExtraTime,
  type TableExtension,
} from '@decklist/core/timers';

/** The most tables a clock lists in extra time, largest remaining first; the rest are counted. */
export const MAX_TABLES_SHOWN = 24;
/** The most extensions named in small type while the clock still runs. */
const MAX_PENDING_SHOWN = 6;

/**
 * Once the clock has reached 0:00: each table still in extra time with its own countdown, largest
 * first, each gone at its end. Before: the extensions waiting, in small type.
 */
export function TableExtensions({ clockRemaining, extensions }: { clockRemaining: number; extensions: readonly TableExtension[] }) {
  const { t, i18n } = useLingui();
  const more = (count: number) => plural(count, { one: '+# more table', other: '+# more tables' });
  if (extensions.length === 0) return null;
  if (clockRemaining > 0) {
    const pending = pendingExtensions(extensions);
    const shown = pending.slice(0, MAX_PENDING_SHOWN);
    const rest = pending.length - shown.length;
    const tables = shown.map((extension) => {
      const tableNumber = extension.table_number;
      const minutes = i18n.number(extension.minutes);
      return t`Table ${tableNumber} +${minutes} min`;
    });
    const names = (rest > 0 ? [...tables, more(rest)] : tables).join(' · ');
    return <p className="pending">{t`Extra time after 00:00: ${names}`}</p>;
  }
  const tables = tablesInExtraTime(clockRemaining, extensions);
  if (tables.length === 0) return null;
  const shown = tables.slice(0, MAX_TABLES_SHOWN);
  return (
    <div className="tables">
      <h3 className="tables-title">
        <span aria-hidden="true">◆ </span>
        <Trans>Extra time</Trans>
      </h3>
      <ol className="tables-list">
        {shown.map((table) => {
          const tableNumber = table.table_number;
          const time = formatTableTime(table.remainingMs);
          return (
            <li key={tableNumber} data-table={tableNumber}>
              {t`Table ${tableNumber} · ${time}`}
            </li>
          );
        })}
      </ol>
      {tables.length > shown.length && <p className="tables-more">{more(tables.length - shown.length)}</p>}
    </div>
  );
}
