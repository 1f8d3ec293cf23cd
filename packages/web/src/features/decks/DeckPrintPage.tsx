import type { EventDecklist, EventDetails } from '@decklist/core/api';
import { groupTotal, groupTotals, totalLabels } from '@decklist/core/decklist';
import { isOrganiserRole } from '@decklist/core/events';
import { paperForLocale } from '@decklist/core/decklist';
import { Anchor, Button } from '../../components/ui';
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'wouter';
import { deckLinks, useEventDeck, useEventDecks } from '../../api/decks';
import { useEvent } from '../../api/events';
import { LoadingScreen } from '../../components/LoadingScreen';
import { formatDate } from '../../components/format';
import classes from './deck-print-page.module.css';

/** docs/product.md, Printing and exports: the print dialog opens 500 ms after a successful load. */
export const AUTO_PRINT_DELAY_MS = 500;

function DeckSheet({ event, deck }: { event: EventDetails; deck: EventDecklist }) {
  return (
    <article className={classes.sheet} aria-label={`Decklist of ${deck.player_name}`}>
      <header className={classes.header}>
        <h1>Decklist</h1>
        <dl className={classes.fields}>
          <dt>Player</dt>
          <dd>{deck.player_name}</dd>
          <dt>Deck</dt>
          <dd>{deck.deck_name || '-'}</dd>
          <dt>Event</dt>
          <dd>
            {event.event_name}, {formatDate(event.event_date)}
          </dd>
        </dl>
      </header>
      <p className={classes.totals}>{totalLabels(groupTotals(deck.groups), event.decklist_style).join(' · ')}</p>
      <div className={classes.groups}>
        {deck.groups.map((group) => (
          <section key={group.group_name} className={classes.group}>
            <h2>
              {group.group_name} ({groupTotal(group)})
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

  if (failed) return <p className={classes.page}>Error. Try again later.</p>;
  if (!event.data || decks === undefined) return <LoadingScreen />;
  const paper = paperForLocale(navigator.language);
  const sheetLink = everyDeck ? deckLinks.allRegistrationSheets(eventId, paper) : deckLinks.registrationSheet(eventId, paper, userId);
  return (
    <main className={classes.page}>
      <div className={`${classes.toolbar} ${classes.noPrint}`}>
        <Button onClick={() => window.print()} disabled={!ready}>
          Print
        </Button>
        {ready && (
          <Anchor href={sheetLink} download>
            Registration sheet (PDF)
          </Anchor>
        )}
        <Button variant="default" onClick={() => window.close()}>
          Close
        </Button>
      </div>
      {decks.length === 0 ? (
        <p>No decklist found</p>
      ) : (
        decks.map((deck) => <DeckSheet key={deck.user_id} event={event.data!} deck={deck} />)
      )}
    </main>
  );
}
