import type { EventDetails, PoolResponse, SetResponse } from '@decklist/core/api';
import { isFreeBasicLandName, type SetRarity } from '@decklist/core/limited';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { memo, Suspense, useCallback, useDeferredValue, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../../api/auth';
import { usePool, useRegisterPool, useSetLists } from '../../api/limited';
import { FormError } from '../../components/form/FormError';
import { formatDateTime } from '../../components/format';
import { lazyComponent } from '../../components/lazy-part';
import { LoadingScreen } from '../../components/LoadingScreen';
import { Alert, Anchor, Button, Container, Group, List, Stack, Text, TextInput, Title } from '../../components/ui';
import { leaveAnyway, useLeaveGuard } from '../../components/use-leave-guard';
import { PERSONAL_STORAGE } from '../../lib/device-storage';
import { useKeptState } from '../../lib/use-kept-state';
import { ColourSection } from './ColourSection';
import { PoolEventGate } from './PoolEventGate';
import { poolWarningMessage, rarityNamesIn, sameRarityNames } from './labels';
import { LoadFailed, RefreshFailed } from './LoadFailed';
import {
  EMPTY_ENTRY,
  entryOf,
  entryTally,
  entryText,
  samePool,
  sheetCards,
  sheetGroups,
  sheetIndex,
  type PoolEntry,
  type SheetCard,
  type SheetGroup,
} from './sheet';
import { PoolOfPlayerSheetLink } from './SheetLinks';
import classes from './pool-page.module.css';

// For the organisers only (a player's pool they opened): its own file, so a player's page does not carry it.
const DeckAgainstPool = lazyComponent(() => import('./DeckAgainstPool'), 'DeckAgainstPool');
// The paste box, with the decklist reader it loads when used: a file of its own, most players tap the list.
const PasteBox = lazyComponent(() => import('./PasteBox'), 'PasteBox');

/**
 * `/e/{id}/pool`: a player registers the pool they opened (or drafted) by tapping the event's set list, as the
 * paper sheet lists it, or by pasting a list; the owner and judges open a player's with `?user_id=`
 * (docs/product.md, Limited events).
 */
export function PoolPage() {
  return <PoolEventGate page={(event, playerId) => <PoolLoader event={event} playerId={playerId} />} />;
}

function PoolLoader({ event, playerId }: { event: EventDetails; playerId: string | undefined }) {
  const codes = event.limited!.product.map((entry) => entry.set_code);
  const lists = useSetLists(codes);
  const pool = usePool(event.event_id, playerId);
  const retry = () => void Promise.all([lists.refetch(), pool.refetch()]);
  // A failed refresh leaves the page as it is, with what the player entered: only a failed first load has no page.
  const failed = (lists.data === undefined && lists.error) || (pool.data === undefined && pool.error);
  if (failed) return <LoadFailed error={failed} retry={retry} />;
  if (lists.data === undefined || pool.data === undefined) return <LoadingScreen />;
  return (
    <PoolForm
      key={pool.data?.updated_at ?? 'none'}
      event={event}
      sets={lists.data}
      pool={pool.data}
      playerId={playerId}
      notice={lists.isError || pool.isError ? <RefreshFailed retry={retry} /> : null}
    />
  );
}

/** What the page keeps on this device until the pool is registered: the counts and the player's name. */
interface KeptPool extends PoolEntry {
  playerName: string;
}

function keptPool(kept: unknown): KeptPool {
  const value = (kept ?? {}) as Partial<KeptPool>;
  const counts: Record<string, number> = {};
  for (const [key, count] of Object.entries(value.counts ?? {})) if (Number.isInteger(count) && count > 0 && count < 1000) counts[key] = count;
  const others = Array.isArray(value.others)
    ? value.others.filter((other) => typeof other?.name === 'string' && Number.isInteger(other.count) && other.count > 0)
    : [];
  return { counts, others, playerName: typeof value.playerName === 'string' ? value.playerName : '' };
}

interface PoolFormProps {
  event: EventDetails;
  sets: SetResponse[];
  pool: PoolResponse | null;
  playerId: string | undefined;
  /** Shown above the page: that a refresh failed. */
  notice: ReactNode;
}

// A tap changes one count: the page draws again the bar and the colour section of that card, nothing else (the
// other parts are memoised, and take only what they show).
function PoolForm({ event, sets, pool, playerId, notice }: PoolFormProps) {
  const { t, i18n } = useLingui();
  const auth = useAuth();
  const viewer = auth.status === 'authorized' ? auth.user : null;
  const limited = event.limited!;
  const cards = useMemo(() => sheetCards(sets), [sets]);
  const index = useMemo(() => sheetIndex(cards), [cards]);
  // The player's name in the event (an organiser opening a player's pool), else the viewer's own.
  const knownName = playerId ? event.participants.find((participant) => participant.user_id === playerId)?.player_name : viewer?.name;
  const registered = useMemo<KeptPool>(
    () => ({ ...(pool ? entryOf(registeredCards(pool), cards) : EMPTY_ENTRY), playerName: pool?.player_name ?? knownName ?? '' }),
    [pool, cards, knownName],
  );
  // After the swap only an organiser's correction changes a pool.
  const swapped = pool?.swapped === true;
  const storageKey = viewer ? `${PERSONAL_STORAGE.drafts}${viewer.user_id}:pool:${event.event_id}:${playerId ?? 'own'}` : undefined;
  const [entry, setEntry] = useKeptState<KeptPool>(storageKey, keptPool, registered);
  const changed = !samePool(entry, registered, index) || entry.playerName.trim() !== (pool?.player_name ?? entry.playerName.trim());
  useLeaveGuard(changed);
  // Kept on this device only while it differs from what is registered (after every write of the kept state), so that
  // an old copy never hides a judge's correction.
  useEffect(() => {
    if (changed || !storageKey) return;
    try {
      localStorage.removeItem(storageKey);
    } catch {
      // storage refused: nothing was kept
    }
  }, [changed, storageKey, entry]);

  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const groups = useMemo(() => sheetGroups(cards, deferredQuery), [cards, deferredQuery]);
  const { total, rares } = entryTally(entry, index);
  const expected = limited.expected_pool_size;
  const mostRares = limited.most_rares;
  const register = useRegisterPool(event.event_id);
  const [, navigate] = useLocation();
  const buildsNext = limited.kind === 'draft' && !playerId && event.status === 'open';
  const builderPath = `/e/${event.event_id}/pool/deck${playerId ? `?user_id=${playerId}` : ''}`;
  const [nameError, setNameError] = useState<string>();
  const [pastedBasics, setPastedBasics] = useState(0);
  const [note, setNote] = useState('');
  const nameId = useId();
  const rarityNames = rarityNamesIn(i18n);

  // Stable, so that a tap draws again only the row it changed (SheetRow is memoised).
  const add = useCallback(
    (key: string, by: number) =>
      setEntry((current) => {
        const count = Math.max(0, Math.min(999, (current.counts[key] ?? 0) + by));
        const counts = { ...current.counts };
        if (count === 0) delete counts[key];
        else counts[key] = count;
        return { ...current, counts };
      }),
    [setEntry],
  );
  const addOther = (at: number, by: number) =>
    setEntry((current) => ({
      ...current,
      others: current.others.map((other, i) => (i === at ? { ...other, count: Math.max(0, other.count + by) } : other)).filter((other) => other.count > 0),
    }));
  const setPlayerName = useCallback((playerName: string) => setEntry((current) => ({ ...current, playerName })), [setEntry]);
  const paste = useCallback(
    (pasted: { name: string; count: number }[]) => {
      setEntry((current) => ({ ...entryOf(pasted, cards), playerName: current.playerName }));
      setPastedBasics(pasted.reduce((sum, card) => sum + (isFreeBasicLandName(card.name) ? card.count : 0), 0));
    },
    [setEntry, cards],
  );

  const submit = () => {
    const playerName = entry.playerName.trim();
    if (!playerName) {
      setNameError(t`Player name is required`);
      document.getElementById(nameId)?.focus();
      return;
    }
    setNameError(undefined);
    const text = entryText(entry, cards);
    if (text.trim() === '') return;
    // In a Draft the drafted cards and the deck are registered in one go: the player goes on to build the deck, unless
    // the pool has something for a judge to look at, which the page then shows (from the request's promise: the form
    // is drawn anew for the registered pool before a callback of this one could run).
    void register.mutateAsync({ player_name: playerName, pool_text: text, ...(playerId ? { user_id: playerId, note } : {}) }).then(
      (registered) => (buildsNext && registered.warning_details.length === 0 ? leaveAnyway(() => navigate(builderPath)) : undefined),
      () => undefined, // shown by the form
    );
  };

  const kind = limited.kind === 'sealed' ? t`Sealed` : t`Draft`;
  const product = limited.product.map((entry) => `${entry.boosters} × ${entry.set_name ?? entry.set_code}`).join(' + ');
  const playerName = pool?.player_name ?? knownName ?? '';
  const missingLists = limited.product
    .filter((entry) => !sets.some((set) => set.code === entry.set_code))
    .map((entry) => entry.set_code)
    .join(', ');

  return (
    <Container size="sm">
      <Stack gap="sm">
        {notice}
        <PoolHeading event={event} playerName={playerId ? playerName : null} kind={kind} product={product} />
        <NameField id={nameId} value={entry.playerName} error={nameError} onChange={setPlayerName} />
        <div className={classes.bar} role="group" aria-label={t`Your pool`}>
          <Group justify="space-between" gap="xs">
            <Stack gap={0}>
              <Text fw={700} aria-live="polite">
                {expected === null ? <Plural value={total} one="# card" other="# cards" /> : <Trans>{total} of {expected} cards</Trans>}
                {expected !== null && total === expected ? ' ✓' : ''}
              </Text>
              <Text size="sm" c={mostRares !== null && rares > mostRares ? 'red.9' : 'dimmed'}>
                {mostRares === null ? (
                  <Plural value={rares} one="# rare or mythic" other="# rares and mythics" />
                ) : (
                  <Trans>
                    <Plural value={rares} one="# rare or mythic" other="# rares and mythics" /> (at most {mostRares})
                  </Trans>
                )}
                {mostRares !== null && rares > mostRares ? ' ⚠' : ''}
              </Text>
            </Stack>
            <Button onClick={submit} loading={register.isPending} disabled={total === 0 || (!changed && pool !== null) || (swapped && !playerId)}>
              {buildsNext ? (
                pool ? <Trans>Register changes and build the deck</Trans> : <Trans>Register and build the deck</Trans>
              ) : pool ? (
                <Trans>Register changes</Trans>
              ) : (
                <Trans>Register pool</Trans>
              )}
            </Button>
          </Group>
        </div>
        <PoolState
          event={event}
          pool={pool}
          changed={changed}
          playerId={playerId}
          playerName={playerName}
          builderPath={buildsNext || playerId ? builderPath : null}
          note={note}
          onNote={setNote}
          error={register.error}
          missingLists={missingLists}
        />
        <SheetSearch value={query} onChange={setQuery} nothingFound={groups.length === 0 && cards.length > 0} />
        {groups.map((group) => (
          <SheetSection key={group.colour ?? 'unknown'} group={group} counts={entry.counts} rarityNames={rarityNames} onAdd={add} />
        ))}
        {entry.others.length > 0 && (
          <section aria-label={t`Cards not in the set list`}>
            <Title order={2} size="h4" mt="sm">
              <Trans>Cards not in the set list</Trans>
            </Title>
            <ul className={classes.group}>
              {entry.others.map((other, i) => (
                <CountRow key={other.name} name={other.name} count={other.count} onAdd={(by) => addOther(i, by)} />
              ))}
            </ul>
          </section>
        )}
        <Paste onPaste={paste} pastedBasics={pastedBasics} />
      </Stack>
    </Container>
  );
}

const PoolHeading = memo(function PoolHeading({ event, playerName, kind, product }: { event: EventDetails; playerName: string | null; kind: string; product: string }) {
  return (
    <>
      <Text size="sm">
        <Link href={`/e/${event.event_id}`}>
          <Trans>← Back to the event</Trans>
        </Link>
      </Text>
      <Title order={1}>{playerName !== null ? <Trans>Pool of {playerName}</Trans> : <Trans>Register your pool</Trans>}</Title>
      <Text c="dimmed">
        {event.event_name} · {kind} · {product}
      </Text>
    </>
  );
});

const NameField = memo(function NameField({ id, value, error, onChange }: { id: string; value: string; error: string | undefined; onChange(name: string): void }) {
  const { t } = useLingui();
  return <TextInput id={id} label={t`Player name`} required value={value} error={error} onChange={(change) => onChange(change.currentTarget.value)} />;
});

interface PoolStateProps {
  event: EventDetails;
  pool: PoolResponse | null;
  changed: boolean;
  playerId: string | undefined;
  playerName: string;
  /** The deck builder's address where the page links to it. */
  builderPath: string | null;
  note: string;
  onNote(note: string): void;
  error: Error | null;
  /** The sets of the event the app has no card list of. */
  missingLists: string;
}

/** Under the bar: whether the pool is registered, what goes with a registered one, and the registration's error. */
const PoolState = memo(function PoolState({ event, pool, changed, playerId, playerName, builderPath, note, onNote, error, missingLists }: PoolStateProps) {
  const { t, i18n } = useLingui();
  const swapped = pool?.swapped === true;
  return (
    <>
      <RegistrationState pool={pool} changed={changed} />
      {pool && !changed && builderPath && (
        <Text size="sm">
          <Anchor component={Link} to={builderPath}>
            {playerId ? <Trans>Build the deck of {playerName}</Trans> : <Trans>Build your deck</Trans>}
          </Anchor>
        </Text>
      )}
      {playerId && pool && <PoolOfPlayerSheetLink eventId={event.event_id} ownerId={playerId} swapped={swapped} />}
      {playerId && pool && (
        <Suspense fallback={null}>
          <DeckAgainstPool eventId={event.event_id} userId={playerId} />
        </Suspense>
      )}
      {swapped && !playerId && (
        <Text size="sm" role="status">
          <Trans>The pools have been swapped: a pool can now only be corrected by a judge.</Trans>
        </Text>
      )}
      {playerId && swapped && (
        <TextInput label={t`Note with the correction`} value={note} onChange={(change) => onNote(change.currentTarget.value)} maxLength={300} />
      )}
      <FormError error={error} />
      {pool && !changed && pool.warning_details.length > 0 && (
        <Alert color="orange" title={t`For a judge to look at`} role="status">
          <List size="sm">
            {pool.warning_details.map((warning, i) => (
              <List.Item key={i}>{poolWarningMessage(i18n, warning)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {missingLists && (
        <Text size="sm" c="dimmed">
          <Trans>The app has no card list of {missingLists}: paste those cards below.</Trans>
        </Text>
      )}
    </>
  );
});

const SheetSearch = memo(function SheetSearch({ value, onChange, nothingFound }: { value: string; onChange(query: string): void; nothingFound: boolean }) {
  const { t } = useLingui();
  return (
    <>
      <TextInput
        type="search"
        label={t`Find a card`}
        description={t`Tap a card to add one; − takes one away.`}
        value={value}
        onChange={(change) => onChange(change.currentTarget.value)}
      />
      {nothingFound && (
        <Text c="dimmed">
          <Trans>No card of the set list has this name.</Trans>
        </Text>
      )}
    </>
  );
});

interface SheetSectionProps {
  group: SheetGroup;
  counts: Record<string, number>;
  rarityNames: Record<SetRarity, string>;
  onAdd(key: string, by: number): void;
}

/** A colour of the sheet: drawn again only when a count of its own cards changed. */
const SheetSection = memo(
  function SheetSection({ group, counts, rarityNames, onAdd }: SheetSectionProps) {
    return (
      <ColourSection colour={group.colour}>
        {group.cards.map((card) => (
          <SheetRow key={card.key} card={card} count={counts[card.key] ?? 0} onAdd={onAdd} rarity={rarityNames[card.rarity]} />
        ))}
      </ColourSection>
    );
  },
  (before, after) =>
    before.group === after.group &&
    sameRarityNames(before.rarityNames, after.rarityNames) &&
    before.onAdd === after.onAdd &&
    (before.counts === after.counts || before.group.cards.every((card) => before.counts[card.key] === after.counts[card.key])),
);

/** The paste box, and what it left out. */
const Paste = memo(function Paste({ onPaste, pastedBasics }: { onPaste(cards: { name: string; count: number }[]): void; pastedBasics: number }) {
  const { i18n } = useLingui();
  return (
    <>
      <Suspense fallback={null}>
        <PasteBox onPaste={onPaste} />
      </Suspense>
      {pastedBasics > 0 && (
        <Text size="sm" role="status">
          {poolWarningMessage(i18n, { code: 'basic_lands_left_out', params: { count: pastedBasics } })}
        </Text>
      )}
    </>
  );
});

/** One card of the sheet: tapping it adds a copy, − takes one away. */
const SheetRow = memo(function SheetRow({ card, count, rarity, onAdd }: { card: SheetCard; count: number; rarity: string; onAdd(key: string, by: number): void }) {
  return (
    <CountRow name={card.name} rarity={rarity} count={count} onAdd={(by) => onAdd(card.key, by)}>
      <abbr className={classes.rarity} title={rarity} aria-hidden="true">
        {card.rarity}
      </abbr>
    </CountRow>
  );
});

/** A card and its count: tapping the card adds a copy, − takes one away. */
function CountRow({ name, rarity, count, onAdd, children }: { name: string; rarity?: string; count: number; onAdd(by: number): void; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <li className={count > 0 ? `${classes.row} ${classes.chosen}` : classes.row}>
      {/* The count and rarity stand beside the button and are read in its name, which starts with what it shows. */}
      <span className={classes.count} aria-hidden="true">
        {count > 0 ? count : ''}
      </span>
      <button
        type="button"
        className={classes.add}
        onClick={() => onAdd(1)}
        aria-label={rarity ? t`${name} (${rarity}): add one (${count} in the pool)` : t`${name}: add one (${count} in the pool)`}
      >
        {name}
      </button>
      {children}
      <button type="button" className={classes.remove} onClick={() => onAdd(-1)} disabled={count === 0} aria-label={t`Take one ${name} away`}>
        −
      </button>
    </li>
  );
}

function RegistrationState({ pool, changed }: { pool: PoolResponse | null; changed: boolean }) {
  if (!pool) {
    return (
      <Text size="sm" role="status">
        <Trans>Not registered yet. What you enter is kept on this device until you register it.</Trans>
      </Text>
    );
  }
  const at = formatDateTime(new Date(pool.updated_at));
  const times = pool.revisions.length;
  if (changed) {
    return (
      <Text size="sm" role="status" fw={600}>
        <Trans>Changes not registered yet (last registered {at}).</Trans>
      </Text>
    );
  }
  return (
    <Text size="sm" role="status" c="green.9">
      <Trans>
        ✓ Registered {at} (<Plural value={times} one="# time" other="# times" /> in all).
      </Trans>
    </Text>
  );
}

/** A registered pool's cards, as counted by the server. */
const registeredCards = (pool: PoolResponse) => pool.groups.flatMap((group) => group.cards.map((card) => ({ name: card.card_name, count: card.count })));

