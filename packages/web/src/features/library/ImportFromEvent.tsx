import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '../../components/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useLoadOwnEventDeck } from '../../api/decks';
import { useMyEvents } from '../../api/events';
import { formatDate } from '../../components/format';
import { withDraft } from './draft';

/**
 * 'Import from event' (docs/product.md, Deck library): the events where the user is a player; choosing one loads
 * their deck there and opens `/library/deck` with its format and decklist as an unsaved draft.
 */
export function ImportFromEvent({ disabled = false }: { disabled?: boolean }) {
  const { t } = useLingui();
  const events = useMyEvents();
  const loadDeck = useLoadOwnEventDeck();
  const [, navigate] = useLocation();
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const playing = (events.data ?? []).filter((event) => event.role === 'player');

  const choose = async (eventId: string) => {
    const event = playing.find((e) => e.event_id === eventId);
    if (!event) return;
    setProblem(undefined);
    setLoading(true);
    try {
      const deck = await loadDeck(event.event_id);
      if (!deck) {
        const eventName = event.event_name;
        setProblem(t`You have no decklist in ${eventName}.`);
        return;
      }
      navigate('/library/deck', withDraft({ deck_name: deck.deck_name, format: event.format, decklist_text: deck.decklist_text }));
    } catch {
      setProblem(t`Error loading deck. Please try again later.`);
    } finally {
      setLoading(false);
    }
  };

  const none = events.isSuccess && playing.length === 0;
  return (
    <NativeSelect
      label={t`Import from event`}
      value=""
      disabled={disabled || loading || !events.isSuccess || none}
      error={problem}
      description={loading ? t`Loading the decklist...` : undefined}
      data={[
        {
          value: '',
          label: events.isPending
            ? t`Loading events...`
            : events.isError
              ? t`Error loading events`
              : none
                ? t`No events where you play`
                : t`Choose an event`,
        },
        ...playing.map((event) => ({
          value: event.event_id,
          label: `${event.event_name} · ${event.format_name}, ${formatDate(event.event_date)}`,
        })),
      ]}
      onChange={(event) => void choose(event.currentTarget.value)}
    />
  );
}
