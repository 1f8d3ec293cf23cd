import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef } from 'react';
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
  return <ExtraTimeTables clockRemaining={clockRemaining} extensions={extensions} more={more} />;
}

/** A label's width in em of bold type: about 0.62 for Latin letters and digits, 1 for CJK. */
const labelWidthEm = (label: string) => [...label].reduce((width, char) => width + (char.codePointAt(0)! >= 0x2e80 ? 1 : 0.62), 0);

/**
 * The columns and type size that make the tables' countdowns as large as the space under the clock allows
 * (readable from across a hall, whatever the number of clocks): every column count is tried, the largest
 * size that fits both the box's width and height wins.
 */
export function fitTables(box: { width: number; height: number }, count: number, widestEm: number): { columns: number; fontPx: number } {
  let best = { columns: 1, fontPx: 0 };
  for (let columns = 1; columns <= count; columns += 1) {
    const rows = Math.ceil(count / columns);
    // Each row 1.25 lines; the title and the '+n more' line take 2.2 lines of the same size.
    const byHeight = box.height / (rows * 1.25 + 2.2);
    const byWidth = box.width / (columns * (widestEm + 0.9));
    const fontPx = Math.floor(Math.min(byHeight, byWidth));
    if (fontPx > best.fontPx) best = { columns, fontPx };
  }
  return best;
}

function ExtraTimeTables({
  clockRemaining,
  extensions,
  more,
}: {
  clockRemaining: number;
  extensions: readonly TableExtension[];
  more: (count: number) => string;
}) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const tables = tablesInExtraTime(clockRemaining, extensions);
  const shown = tables.slice(0, MAX_TABLES_SHOWN);
  const labels = shown.map((table) => {
    const tableNumber = table.table_number;
    const time = formatTableTime(table.remainingMs);
    return t`Table ${tableNumber} · ${time}`;
  });
  const count = labels.length;
  const widestEm = Math.max(...labels.map(labelWidthEm), 1);
  const shape = useRef({ count, widestEm });
  const fit = () => {
    const element = box.current;
    if (!element) return;
    const { columns, fontPx } = fitTables({ width: element.clientWidth, height: element.clientHeight }, shape.current.count, shape.current.widestEm);
    element.style.setProperty('--table-columns', String(columns));
    element.style.setProperty('--table-size', `${fontPx}px`);
  };
  // After every render (at most one a second: the tables and their times change), and whenever the box
  // changes size (another clock appears, the clocks' size is fitted to the screen after this renders).
  useLayoutEffect(() => {
    shape.current = { count, widestEm };
    fit();
  });
  const listed = tables.length > 0;
  useLayoutEffect(() => {
    if (!listed || !box.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => fit());
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [listed]);
  if (tables.length === 0) return null;
  return (
    <div className="tables" ref={box}>
      <h3 className="tables-title">
        <span aria-hidden="true">◆ </span>
        <Trans>Extra time</Trans>
      </h3>
      <ol className="tables-list">
        {shown.map((table, i) => (
          <li key={table.table_number} data-table={table.table_number}>
            {labels[i]}
          </li>
        ))}
      </ol>
      {tables.length > shown.length && <p className="tables-more">{more(tables.length - shown.length)}</p>}
    </div>
  );
}
