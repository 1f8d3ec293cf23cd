import type { EventDecklist, EventDetails } from '@decklist/core/api';
import { groupTotal } from '@decklist/core/decklist';
import { checkTotals } from '@decklist/core/games';
import { isOrganiserRole } from '@decklist/core/events';
import { paperForLocale } from '@decklist/core/decklist';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button } from '../../components/ui';
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'wouter';
import { deckLinks, useEventDeck, useEventDecks } from '../../api/decks';
import { useEvent } from '../../api/events';
import { LoadingScreen } from '../../components/LoadingScreen';
import { formatDate } from '../../components/format';
import classes from './deck-print-page.module.css';
import { groupLabel } from '../../decklist/group-label';

/** docs/product.md, Printing and exports: the print dialog opens 500 ms after a successful load. */
export const AUTO_PRINT_DELAY_MS = 500;

function DeckSheet({ event, deck }: { event: EventDetails; deck: EventDecklist }) {
  const { t } = useLingui();
  const playerName = deck.player_name;
  const { main, side } = checkTotals(deck.groups, event.decklist_style);
  const deckCount = t({ message: `Deck: ${main}`, comment: 'Cards in the deck' });
  const totals =
    event.decklist_style === 'commander'
      ? [deckCount]
      : event.decklist_style === 'fab'
        ? [deckCount, t({ message: `Arena cards: ${side}`, comment: 'Flesh and Blood: weapons and equipment in the list' })]
        : [t({ message: `Main: ${main}`, comment: 'Cards in the main deck' }), t({ message: `Side: ${side}`, comment: 'Cards in the sideboard' })];
  return (
    <article className={classes.sheet} aria-label={t`Decklist of ${playerName}`}>
      <header className={classes.header}>
        <h1>
          <Trans comment="Heading of a printed decklist sheet (the document, not the product name)">Decklist</Trans>
        </h1>
        <dl className={classes.fields}>
          <dt>
            <Trans context="printed decklist field">Player</Trans>
          </dt>
          <dd>{deck.player_name}</dd>
          <dt>
            <Trans context="printed decklist field">Deck</Trans>
          </dt>
          <dd>{deck.deck_name || '-'}</dd>
          <dt>
            <Trans context="printed decklist field">Event</Trans>
          </dt>
          <dd>
            {event.event_name}, {formatDate(event.event_date)}
          </dd>
        </dl>
      </header>
      <p className={classes.totals}>{totals.join(' · ')}</p>
      <div className={classes.groups}>
        {deck.groups.map((group) => (
          <section key={group.group_name} className={classes.group}>
            <h2>
              {groupLabel(group.group_name)} ({groupTotal(group)})
            </h2>
            <ul>
              {group.cards.map((card, i) => (
                <li key={`${card.card_name}-${i}`}>
                  <span className={classes.quantity}>{card.quantity}</span>
                  {card.card_name}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </article>
  );
}

/**
 * `/e/{event_id}/deck/print` (protected, no navbar, opened in a new tab): the caller's own deck, a
 * player's with `?id=`, or for the owner and judges without `?id=` every deck of the event, one per
 * sheet. Opens the print dialog 500 ms after loading; offers the registration sheet PDF.
 */
export function DeckPrintPage() {
  const { eventId = '' } = useParams<{ eventId: string }>();
  const [params] = useSearchParams();
  const userId = params.get('id') ?? undefined;
  const event = useEvent(eventId);
  const everyDeck = !userId && isOrganiserRole(event.data?.role);
  const one = useEventDeck(eventId, userId, event.isSuccess && !everyDeck);
  const all = useEventDecks(eventId, event.isSuccess && everyDeck);
  const decks = everyDeck ? all.data : one.data === undefined ? undefined : one.data ? [one.data] : [];
  const failed = event.isError || (everyDeck ? all.isError : one.isError);
  const ready = event.isSuccess && decks !== undefined && decks.length > 0;

  const printed = useRef(false);
  useEffect(() => {
    if (!ready || printed.current) return;
    const timer = setTimeout(() => {
      printed.current = true;
      window.print();
    }, AUTO_PRINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready]);

  if (failed)
    return (
      <p className={classes.page}>
        <Trans>Error. Try again later.</Trans>
      </p>
    );
  if (!event.data || decks === undefined) return <LoadingScreen />;
  const paper = paperForLocale(navigator.language);
  const sheetLink = everyDeck ? deckLinks.allRegistrationSheets(eventId, paper) : deckLinks.registrationSheet(eventId, paper, userId);
  return (
    <main className={classes.page}>
      <div className={`${classes.toolbar} ${classes.noPrint}`}>
        <Button onClick={() => window.print()} disabled={!ready}>
          <Trans context="button">Print</Trans>
        </Button>
        {ready && (
          <Anchor href={sheetLink} download>
            <Trans>Registration sheet (PDF)</Trans>
          </Anchor>
        )}
        <Button variant="default" onClick={() => window.close()}>
          <Trans context="button">Close</Trans>
        </Button>
      </div>
      {decks.length === 0 ? (
        <p>
          <Trans>No decklist found</Trans>
        </p>
      ) : (
        decks.map((deck) => <DeckSheet key={deck.user_id} event={event.data!} deck={deck} />)
      )}
    </main>
  );
}
