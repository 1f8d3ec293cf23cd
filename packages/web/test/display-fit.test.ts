import { describe, expect, it } from 'vitest';
import { fitTables } from '../src/display/TableExtensions';

describe('the tables in extra time on the hall display', () => {
  it('take the room under the clock: few tables in one large column, many in several', () => {
    // A card beside two other clocks at 1920×1080: three tables in one column, far larger than the old 22 px.
    expect(fitTables({ width: 900, height: 330 }, 3, 9.9)).toEqual({ columns: 1, fontPx: 55 });
    // Twenty-four tables on a full-width card: several columns, still readable.
    const many = fitTables({ width: 1820, height: 520 }, 24, 10.5);
    expect(many.columns).toBeGreaterThanOrEqual(3);
    expect(many.fontPx).toBeGreaterThanOrEqual(35);
    // Every table fits: the rows in the height, the columns in the width.
    const rows = Math.ceil(24 / many.columns);
    expect(many.fontPx * (rows * 1.25 + 2.2)).toBeLessThanOrEqual(520);
    expect(many.fontPx * many.columns * (10.5 + 0.9)).toBeLessThanOrEqual(1820);
  });
});
