import type { EventDecklist, EventDetails, PoolResponse } from '@decklist/core/api';
import { FREE_BASIC_LANDS, LIMITED_MIN_MAIN_DECK, type FreeBasicLand, type SetRarity } from '@decklist/core/limited';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { memo, Suspense, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useAuth } from '../../api/auth';
import { newSaveKey } from '../../api/client';
import { useEventDeck, useSubmitDeck } from '../../api/decks';
import { usePool, useReceivedPool } from '../../api/limited';
import { FormError } from '../../components/form/FormError';
import { lazyComponent } from '../../components/lazy-part';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PageError } from '../../components/PageError';
import { Anchor, Button, Container, Group, Stack, Text, Title } from '../../components/ui';
import { PERSONAL_STORAGE } from '../../lib/device-storage';
import { useKeptState } from '../../lib/use-kept-state';
import { ColourSection } from './ColourSection';
import { PoolEventGate } from './PoolEventGate';
import {
  addBasic,
  choicesFromDeck,
  deckText,
  inDeck,
  keptChoices,
  mainDeckTotal,
  moveCard,
  NO_CHOICES,
  poolSections,
  type DeckChoices,
  type PoolRow,
  type PoolSection,
} from './deck-build';
import { rarityNamesIn, sameRarityNames } from './labels';
import { LoadFailed, RefreshFailed } from './LoadFailed';
import builder from './deck-builder.module.css';
import classes from './pool-page.module.css';

// The deck's check against the pool, shown once the deck is submitted: a file of its own, as on the pool page.
const DeckAgainstPool = lazyComponent(() => import('./DeckAgainstPool'), 'DeckAgainstPool');

/**
 * `/e/{id}/pool/deck`: a player builds their Limited deck from the pool they play (their own, or after a swap the
 * one they received) with taps, and submits it as their decklist; the owner and judges build a player's with
 * `?user_id=` (docs/product.md, Limited events).
 */
export function DeckBuilderPage() {
  return <PoolEventGate page={(event, playerId) => <BuilderLoader event={event} playerId={playerId} />} />;
}

/** The player's own pool (it says whether the pools were swapped) and their deck, then the pool they play. */
function BuilderLoader({ event, playerId }: { event: EventDetails; playerId: string | undefined }) {
  const own = usePool(event.event_id, playerId);
  const deck = useEventDeck(event.event_id, playerId);
  const retry = () => void Promise.all([own.refetch(), deck.refetch()]);
  // A failed refresh leaves the builder as it is, with the deck being built: only a failed first load has no page.
  const failed = (own.data === undefined && own.error) || (deck.data === undefined && deck.error);
  if (failed) return <LoadFailed error={failed} retry={retry} />;
  if (own.data === undefined || deck.data === undefined) return <LoadingScreen />;
  const notice = own.isError || deck.isError ? <RefreshFailed retry={retry} /> : null;
  if (!own.data) {
    return (
      <Container size="sm">
        <PageError>
          <Trans>Register the pool first: the deck is built from it.</Trans>{' '}
          <Anchor component={Link} to={`/e/${event.event_id}/pool${playerId ? `?user_id=${playerId}` : ''}`}>
            <Trans>Register your pool</Trans>
          </Anchor>
        </PageError>
      </Container>
    );
  }
  const playerName = own.data.player_name;
  if (own.data.swapped) return <ReceivedLoader event={event} playerId={playerId} playerName={playerName} deck={deck.data} notice={notice} />;
  return (
    <DeckBuilder
      key={own.data.updated_at}
      event={event}
      pool={own.data}
      playerName={playerName}
      deck={deck.data}
      playerId={playerId}
      receivedFrom={null}
      notice={notice}
    />
  );
}

interface ReceivedLoaderProps {
  event: EventDetails;
  playerId: string | undefined;
  playerName: string;
  deck: EventDecklist | null;
  /** That a refresh of the player's own pool or deck failed. */
  notice: ReactNode;
}

/** After a swap the deck is built from the pool received. */
function ReceivedLoader({ event, playerId, playerName, deck, notice }: ReceivedLoaderProps) {
  const received = useReceivedPool(event.event_id, playerId);
  const retry = () => void received.refetch();
  if (received.data === undefined) return received.error ? <LoadFailed error={received.error} retry={retry} /> : <LoadingScreen />;
  if (!received.data) {
    return (
      <Container size="sm">
        <PageError>
          <Trans>You have not received a pool: the pools of this event have not been swapped, or yours was not part of the swap.</Trans>
        </PageError>
      </Container>
    );
  }
  const pool = received.data;
  return (
    <DeckBuilder
      key={pool.updated_at}
      event={event}
      pool={pool}
      playerName={playerName}
      deck={deck}
      playerId={playerId}
      receivedFrom={pool.owner_name}
      notice={received.isError ? <RefreshFailed retry={retry} /> : notice}
    />
  );
}

interface BuilderProps {
  event: EventDetails;
  pool: PoolResponse;
  /** The player's name in the event, as their pool was registered. */
  playerName: string;
  deck: EventDecklist | null;
  playerId: string | undefined;
  /** Who registered the pool received in the swap, or null for the player's own. */
  receivedFrom: string | null;
  /** Shown above the page: that a refresh failed. */
  notice: ReactNode;
}

function DeckBuilder({ event, pool, playerName, deck, playerId, receivedFrom, notice }: BuilderProps) {
  const { t, i18n } = useLingui();
  const auth = useAuth();
  const viewer = auth.status === 'authorized' ? auth.user : null;
  const sections = useMemo(() => poolSections(pool), [pool]);
  // An existing deck's main deck is where the builder starts.
  const start = useMemo(() => (deck ? choicesFromDeck(deck.groups, sections) : NO_CHOICES), [deck, sections]);
  const startText = useMemo(() => deckText(sections, start), [sections, start]);
  const storageKey = viewer ? `${PERSONAL_STORAGE.drafts}${viewer.user_id}:deck-build:${event.event_id}:${playerId ?? 'own'}` : undefined;
  const [choices, setChoices] = useKeptState<DeckChoices>(storageKey, keptChoices, start);
  const text = useMemo(() => deckText(sections, choices), [sections, choices]);
  const changed = text !== startText;
  // Kept on this device only until it is submitted (then it equals the deck), so that an old copy never hides the deck.
  useEffect(() => {
    if (changed || !storageKey) return;
    try {
      localStorage.removeItem(storageKey);
    } catch {
      // storage refused: nothing was kept
    }
  }, [changed, storageKey, choices]);

  // Stable, so that a tap draws again only the row it changed (the rows are memoised); one state update a tap.
  const move = useCallback((row: PoolRow, by: 1 | -1) => setChoices((current) => moveCard(current, row, by)), [setChoices]);
  const changeBasic = useCallback((basic: FreeBasicLand, by: 1 | -1) => setChoices((current) => addBasic(current, basic, by)), [setChoices]);

  const rarityNames = rarityNamesIn(i18n);
  const total = mainDeckTotal(sections, choices);
  const expected = LIMITED_MIN_MAIN_DECK;
  const poolTotal = useMemo(() => sections.reduce((sum, section) => sum + section.cards.reduce((cards, row) => cards + row.count, 0), 0), [sections]);
  const sideboard = poolTotal - (total - FREE_BASIC_LANDS.reduce((sum, basic) => sum + (choices.basics[basic] ?? 0), 0));

  const submit = useSubmitDeck(event.event_id);
  // One save's key while its text is the same (a failed request sent again is made once); a new one after it went through.
  const save = useRef<{ text: string; key: string } | null>(null);
  const use = () => {
    if (save.current?.text !== text) save.current = { text, key: newSaveKey() };
    submit.mutate(
      { player_name: playerName, deck_name: deck?.deck_name ?? '', decklist_text: text, idempotencyKey: save.current.key, ...(playerId ? { user_id: playerId } : {}) },
      {
        onSuccess: () => {
          save.current = null;
        },
      },
    );
  };
  const closed = event.status !== 'open' && !playerId;

  return (
    <Container size="sm">
      <Stack gap="sm">
        {notice}
        <Text size="sm">
          <Link href={`/e/${event.event_id}`}>
            <Trans>← Back to the event</Trans>
          </Link>
        </Text>
        <Title order={1}>{playerId ? <Trans>Deck of {playerName}</Trans> : <Trans>Build your deck</Trans>}</Title>
        <Text c="dimmed">
          {event.event_name} ·{' '}
          {receivedFrom !== null ? <Trans>From the pool received from {receivedFrom}</Trans> : playerId ? <Trans>From the pool of {playerName}</Trans> : <Trans>From your pool</Trans>}
        </Text>
        <div className={classes.bar} role="group" aria-label={t`Your deck`}>
          <Group justify="space-between" gap="xs">
            <Stack gap={0}>
              <Text fw={700} aria-live="polite">
                <Trans>
                  {total} of {expected} cards
                </Trans>
                {total >= expected ? ' ✓' : ''}
              </Text>
              <Text size="sm" c="dimmed">
                <Plural value={sideboard} one="# card in the sideboard" other="# cards in the sideboard" />
              </Text>
            </Stack>
            <Button onClick={use} loading={submit.isPending} disabled={total === 0 || closed || (!changed && deck !== null)}>
              <Trans>Submit this deck</Trans>
            </Button>
          </Group>
        </div>
        <FormError error={submit.error} />
        {closed ? (
          <Text size="sm" role="status">
            <Trans>This event is closed: decklists can no longer be submitted.</Trans>
          </Text>
        ) : changed ? (
          <Text size="sm" role="status">
            <Trans>Not submitted yet. What you build is kept on this device until you submit it.</Trans>
          </Text>
        ) : (
          deck && (
            <Text size="sm" role="status" c="green.9">
              <Trans>✓ This deck is submitted.</Trans>
            </Text>
          )
        )}
        {deck && !changed && (
          <Suspense fallback={null}>
            <DeckAgainstPool eventId={event.event_id} userId={playerId} />
          </Suspense>
        )}
        <Text size="sm" c="dimmed">
          <Trans>Tap a card to put a copy in the deck; − puts one back. The number before a card is in the deck, the one after it in the sideboard, which is the rest of the pool.</Trans>
        </Text>
        {sections.map((section) => (
          <BuildSection key={section.colour ?? 'unknown'} section={section} choices={choices} rarityNames={rarityNames} onMove={move} />
        ))}
        <section aria-label={t`Basic lands`}>
          <Title order={2} size="h4" mt="sm">
            <Trans>Basic lands</Trans>
          </Title>
          <ul className={classes.group}>
            {FREE_BASIC_LANDS.map((basic) => (
              <BasicRow key={basic} basic={basic} count={choices.basics[basic] ?? 0} onChange={changeBasic} />
            ))}
          </ul>
        </section>
        {!playerId && (
          <Text size="sm">
            <Anchor component={Link} to={`/e/${event.event_id}`}>
              <Trans>Paste or type the decklist instead</Trans>
            </Anchor>
          </Text>
        )}
      </Stack>
    </Container>
  );
}

interface BuildSectionProps {
  section: PoolSection;
  choices: DeckChoices;
  rarityNames: Record<SetRarity, string>;
  onMove(row: PoolRow, by: 1 | -1): void;
}

/** A colour of the pool: drawn again only when the deck's copies of its own cards changed. */
const BuildSection = memo(
  function BuildSection({ section, choices, rarityNames, onMove }: BuildSectionProps) {
    return (
      <ColourSection colour={section.colour}>
        {section.cards.map((row) => (
          <BuildRow key={row.key} row={row} chosen={inDeck(row, choices)} rarity={row.rarity ? rarityNames[row.rarity] : null} onMove={onMove} />
        ))}
      </ColourSection>
    );
  },
  (before, after) =>
    before.section === after.section &&
    sameRarityNames(before.rarityNames, after.rarityNames) &&
    before.onMove === after.onMove &&
    (before.choices.main === after.choices.main || before.section.cards.every((row) => inDeck(row, before.choices) === inDeck(row, after.choices))),
);

/** A card of the pool: tapping it puts a copy in the deck, − puts one back in the sideboard. */
const BuildRow = memo(function BuildRow({ row, chosen, rarity, onMove }: { row: PoolRow; chosen: number; rarity: string | null; onMove(row: PoolRow, by: 1 | -1): void }) {
  const { t } = useLingui();
  const name = row.name;
  const side = row.count - chosen;
  return (
    <li className={chosen > 0 ? `${classes.row} ${classes.chosen}` : classes.row}>
      {/* The counts and rarity stand beside the button and are read in its name, which starts with what it shows. */}
      <span className={classes.count} aria-hidden="true">
        {chosen > 0 ? chosen : ''}
      </span>
      <button
        type="button"
        className={classes.add}
        onClick={() => onMove(row, 1)}
        aria-label={
          rarity
            ? t`${name} (${rarity}): one to the deck (${chosen} in the deck, ${side} in the sideboard)`
            : t`${name}: one to the deck (${chosen} in the deck, ${side} in the sideboard)`
        }
      >
        {name}
      </button>
      {row.rarity && (
        <abbr className={classes.rarity} title={rarity ?? undefined} aria-hidden="true">
          {row.rarity}
        </abbr>
      )}
      <span className={builder.side} aria-hidden="true">
        {side}
      </span>
      <button type="button" className={classes.remove} onClick={() => onMove(row, -1)} disabled={chosen === 0} aria-label={t`Put one ${name} back in the sideboard`}>
        −
      </button>
    </li>
  );
});

/** A basic land: − and + change how many the deck has. */
const BasicRow = memo(function BasicRow({ basic, count, onChange }: { basic: FreeBasicLand; count: number; onChange(basic: FreeBasicLand, by: 1 | -1): void }) {
  const { t } = useLingui();
  return (
    <li className={count > 0 ? `${classes.row} ${classes.chosen}` : classes.row}>
      <span className={classes.count} aria-hidden="true">
        {count > 0 ? count : ''}
      </span>
      <span className={builder.name}>{basic}</span>
      <button type="button" className={classes.remove} onClick={() => onChange(basic, -1)} disabled={count === 0} aria-label={t`One ${basic} fewer (${count} in the deck)`}>
        −
      </button>
      <button type="button" className={classes.remove} onClick={() => onChange(basic, 1)} aria-label={t`One ${basic} more (${count} in the deck)`}>
        +
      </button>
    </li>
  );
});
