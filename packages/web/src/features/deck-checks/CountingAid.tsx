import type { CardGroup } from '@decklist/core/decklist';
import type { DecklistStyle } from '@decklist/core/formats';
import { countLines, countTotals, deckSizes, differences, lineState, type CountLine, type LineState } from '@decklist/core/deck-checks';
import { plural, t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Button, Stack, Text, Title } from '../../components/ui';
import classes from './counting-aid.module.css';
import { groupLabel } from '../../decklist/group-label';

/** Cards counted per line of the registered list (CountLine keys). */
export type Counts = Readonly<Record<string, number>>;

// Each evaluated when called (at render), in the current language.
const STATE_TEXT: Record<LineState, (line: CountLine, counted: number) => string> = {
  uncounted: ({ registered }) => t`${registered} to count`,
  matches: ({ registered }) => t`${registered} of ${registered}, matches`,
  missing: ({ registered }, counted) => {
    const missing = registered - counted;
    return t`${counted} of ${registered}, ${plural(missing, { one: '# missing', other: '# missing' })}`;
  },
  extra: ({ registered }, counted) => {
    const extra = counted - registered;
    return t`${counted} of ${registered}, ${plural(extra, { one: '# extra', other: '# extra' })}`;
  },
};
const STATE_COLOUR: Record<LineState, string | undefined> = { uncounted: 'dimmed', matches: 'green', missing: 'red', extra: 'red' };

/**
 * One card's difference in words ('Lightning Bolt: 1 missing', 'Smash to Smithereens (sideboard): 1 extra'); a Flesh
 * and Blood list's weapons and equipment are its arena cards ('Dawnblade (arena cards): 1 missing').
 */
function differenceText(line: CountLine, counted: number, style: DecklistStyle): string {
  const cardName = line.cardName;
  const where = line.zone !== 'side' ? 'none' : style === 'fab' ? 'arena' : 'sideboard';
  if (counted < line.registered) {
    const missing = line.registered - counted;
    if (where === 'arena') return t`${cardName} (arena cards): ${plural(missing, { one: '# missing', other: '# missing' })}`;
    return where === 'sideboard'
      ? t`${cardName} (sideboard): ${plural(missing, { one: '# missing', other: '# missing' })}`
      : t`${cardName}: ${plural(missing, { one: '# missing', other: '# missing' })}`;
  }
  const extra = counted - line.registered;
  if (where === 'arena') return t`${cardName} (arena cards): ${plural(extra, { one: '# extra', other: '# extra' })}`;
  return where === 'sideboard'
    ? t`${cardName} (sideboard): ${plural(extra, { one: '# extra', other: '# extra' })}`
    : t`${cardName}: ${plural(extra, { one: '# extra', other: '# extra' })}`;
}

/**
 * What differs from the list, one card a line ('Lightning Bolt: 1 missing'), in the current language and the words
 * of the list's game (`style`, the event's decklist style), e.g. as a deck check's note (call it at render time).
 */
export function differencesText(lines: readonly CountLine[], counts: Counts, style: DecklistStyle): string {
  return differences(lines, counts)
    .map((line) => differenceText(line, counts[line.key] ?? 0, style))
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
  const { t } = useLingui();
  const sizes = deckSizes(format);
  const lines = useMemo(() => countLines(groups, sizes.style), [groups, sizes.style]);
  const totals = countTotals(lines, counts);
  const differing = differencesText(lines, counts, sizes.style);
  const left = lines.filter((line) => counts[line.key] === undefined).length;
  const mainCounted = totals.main.counted;
  const mainSize = sizes.main;
  const sideCounted = totals.side.counted;
  const sideSize = sizes.side ?? totals.side.registered;
  const registeredMain = totals.main.registered;
  const registeredSide = totals.side.registered;
  const set = (line: CountLine, counted: number | undefined) => {
    const next = { ...counts };
    if (counted === undefined) delete next[line.key];
    else next[line.key] = Math.max(0, counted);
    onChange(next);
  };

  return (
    <Stack gap="sm">
      <div className={classes.totals} role="status" aria-label={t`Running totals`}>
        <Text fw={600}>
          {sizes.style === 'commander' ? (
            <Trans comment="Cards counted in a commander deck against its size">
              Deck: {mainCounted} / {mainSize}
            </Trans>
          ) : sizes.style === 'fab' ? (
            // A Flesh and Blood list registers more deck cards than a game starts with: counted against the list.
            <Trans comment="Flesh and Blood: deck cards counted against those the list registers">
              Deck: {mainCounted} / {registeredMain}
            </Trans>
          ) : (
            <Trans comment="Cards counted in the main deck against its size">
              Main: {mainCounted} / {mainSize}
            </Trans>
          )}
        </Text>
        {sizes.style === 'sixty' && (
          <Text fw={600}>
            <Trans comment="Cards counted in the sideboard against its size">
              Sideboard: {sideCounted} / {sideSize}
            </Trans>
          </Text>
        )}
        {sizes.style === 'fab' && (
          <Text fw={600}>
            <Trans comment="Flesh and Blood: weapons and equipment counted against those the list registers">
              Arena cards: {sideCounted} / {registeredSide}
            </Trans>
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {left === 0 ? <Trans>Every line counted</Trans> : <Plural value={left} one="# line to count" other="# lines to count" />}
        </Text>
      </div>
      {sizes.style !== 'fab' && (totals.main.registered !== sizes.main || (sizes.side !== null && totals.side.registered > sizes.side)) && (
        <Text size="sm">
          {sizes.style === 'sixty' ? (
            <Trans>
              Registered: {registeredMain} main, {registeredSide} sideboard.
            </Trans>
          ) : (
            <Trans>Registered: {registeredMain} main.</Trans>
          )}
        </Text>
      )}
      {groups.map((group, g) => {
        const groupLines = lines.filter((line) => line.key.startsWith(`${g}:`));
        if (groupLines.length === 0) return null;
        return (
          <section key={`${group.group_name}-${g}`} aria-labelledby={`count-group-${g}`}>
            <Title order={3} size="h5" id={`count-group-${g}`} mb={4}>
              {groupLabel(group.group_name)}
            </Title>
            <ul className={classes.lines}>
              {groupLines.map((line) => {
                const counted = counts[line.key];
                const state = lineState(line, counted);
                const status = STATE_TEXT[state](line, counted ?? 0);
                const { registered, cardName } = line;
                return (
                  <li key={line.key} className={classes.line}>
                    <Button
                      variant={state === 'uncounted' ? 'default' : 'light'}
                      color={state === 'matches' ? 'green' : state === 'uncounted' ? undefined : 'red'}
                      className={classes.name}
                      aria-pressed={counted !== undefined}
                      aria-label={t({ message: `${registered} ${cardName}: ${status}`, comment: 'A line of the registered list (number, card name) and how its count stands' })}
                      onClick={() => set(line, counted === undefined ? line.registered : undefined)}
                    >
                      {line.registered} {line.cardName}
                    </Button>
                    <Button variant="default" className={classes.step} aria-label={t`One fewer ${cardName} found`} onClick={() => set(line, (counted ?? line.registered) - 1)}>
                      −
                    </Button>
                    <Button variant="default" className={classes.step} aria-label={t`One more ${cardName} found`} onClick={() => set(line, (counted ?? line.registered) + 1)}>
                      +
                    </Button>
                    {/* Under the name, outside its button: the button's name (with the state) then holds its visible text. */}
                    <Text size="sm" c={STATE_COLOUR[state]} className={classes.state} aria-hidden="true">
                      {status}
                    </Text>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      <div role="status" aria-label={t`Differences`}>
        {differing ? (
          <Text c="red">
            <Trans>
              <strong>Differences:</strong> {differing}
            </Trans>
          </Text>
        ) : left === 0 ? (
          <Text c="green">
            <Trans>No differences: every line matches the list.</Trans>
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
