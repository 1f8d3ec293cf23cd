import type { CardGroup } from '@decklist/core/decklist';
import { countLines, countTotals, deckSizes, differences, lineState, type CountLine, type LineState } from '@decklist/core/deck-checks';
import { useMemo } from 'react';
import { Button, Stack, Text, Title } from '../../components/ui';
import classes from './counting-aid.module.css';

/** Cards counted per line of the registered list (CountLine keys). */
export type Counts = Readonly<Record<string, number>>;

const STATE_TEXT: Record<LineState, (line: CountLine, counted: number) => string> = {
  uncounted: (line) => `${line.registered} to count`,
  matches: (line) => `${line.registered} of ${line.registered}, matches`,
  missing: (line, counted) => `${counted} of ${line.registered}, ${line.registered - counted} missing`,
  extra: (line, counted) => `${counted} of ${line.registered}, ${counted - line.registered} extra`,
};
const STATE_COLOUR: Record<LineState, string | undefined> = { uncounted: 'dimmed', matches: 'green', missing: 'red', extra: 'red' };

/** What differs from the list, one card a line ('Lightning Bolt: 1 missing'). */
export function differencesText(lines: readonly CountLine[], counts: Counts): string {
  return differences(lines, counts)
    .map((line) => {
      const counted = counts[line.key] ?? 0;
      const where = line.zone === 'side' ? ' (sideboard)' : '';
      return counted < line.registered ? `${line.cardName}${where}: ${line.registered - counted} missing` : `${line.cardName}${where}: ${counted - line.registered} extra`;
    })
    .join('; ');
}

interface CountingAidProps {
  groups: readonly CardGroup[];
  format: string;
  counts: Counts;
  onChange(counts: Counts): void;
}

/**
 * The registered list as a counting aid: pressing a line counts it off (its registered number found),
 * pressing again clears it; − and + set another number found. Running totals against the format's
 * sizes, and every difference in words.
 */
export function CountingAid({ groups, format, counts, onChange }: CountingAidProps) {
  const lines = useMemo(() => countLines(groups), [groups]);
  const sizes = deckSizes(format);
  const totals = countTotals(lines, counts);
  const differing = differencesText(lines, counts);
  const left = lines.filter((line) => counts[line.key] === undefined).length;
  const set = (line: CountLine, counted: number | undefined) => {
    const next = { ...counts };
    if (counted === undefined) delete next[line.key];
    else next[line.key] = Math.max(0, counted);
    onChange(next);
  };

  return (
    <Stack gap="sm">
      <div className={classes.totals} role="status" aria-label="Running totals">
        <Text fw={600}>
          {sizes.style === 'commander' ? 'Deck' : 'Main'}: {totals.main.counted} / {sizes.main}
        </Text>
        {sizes.style === 'sixty' && (
          <Text fw={600}>
            Sideboard: {totals.side.counted} / {sizes.side ?? totals.side.registered}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {left === 0 ? 'Every line counted' : `${left} ${left === 1 ? 'line' : 'lines'} to count`}
        </Text>
      </div>
      {(totals.main.registered !== sizes.main || (sizes.side !== null && totals.side.registered > sizes.side)) && (
        <Text size="sm">
          Registered: {totals.main.registered} main{sizes.style === 'sixty' ? `, ${totals.side.registered} sideboard` : ''}.
        </Text>
      )}
      {groups.map((group, g) => {
        const groupLines = lines.filter((line) => line.key.startsWith(`${g}:`));
        if (groupLines.length === 0) return null;
        return (
          <section key={`${group.group_name}-${g}`} aria-labelledby={`count-group-${g}`}>
            <Title order={3} size="h5" id={`count-group-${g}`} mb={4}>
              {group.group_name}
            </Title>
            <ul className={classes.lines}>
              {groupLines.map((line) => {
                const counted = counts[line.key];
                const state = lineState(line, counted);
                const status = STATE_TEXT[state](line, counted ?? 0);
                return (
                  <li key={line.key} className={classes.line}>
                    <Button
                      variant={state === 'uncounted' ? 'default' : 'light'}
                      color={state === 'matches' ? 'green' : state === 'uncounted' ? undefined : 'red'}
                      className={classes.name}
                      aria-pressed={counted !== undefined}
                      aria-label={`${line.registered} ${line.cardName}: ${status}`}
                      onClick={() => set(line, counted === undefined ? line.registered : undefined)}
                    >
                      {line.registered} {line.cardName}
                    </Button>
                    <Text size="sm" c={STATE_COLOUR[state]} w={120} aria-hidden="true">
                      {status}
                    </Text>
                    <Button variant="subtle" size="compact-sm" aria-label={`One fewer ${line.cardName} found`} onClick={() => set(line, (counted ?? line.registered) - 1)}>
                      −
                    </Button>
                    <Button variant="subtle" size="compact-sm" aria-label={`One more ${line.cardName} found`} onClick={() => set(line, (counted ?? line.registered) + 1)}>
                      +
                    </Button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      <div role="status" aria-label="Differences">
        {differing ? (
          <Text c="red">
            <strong>Differences:</strong> {differing}
          </Text>
        ) : left === 0 ? (
          <Text c="green">No differences: every line matches the list.</Text>
        ) : null}
      </div>
    </Stack>
  );
}
