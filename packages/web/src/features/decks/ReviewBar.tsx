import type { EventDetails } from '@decklist/core/api';
import {
  PLAYER_FILTERS,
  decksLeftToCheck,
  indexPlayers,
  playerReviewPath,
  reviewPlayers,
  type PlayerListView,
} from '@decklist/core/events';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'wouter';
import { useEventDeck, useSetDeckChecked } from '../../api/decks';
import { FormError } from '../../components/form/FormError';
import { Button, Group, Paper, Stack, Text, useMediaQuery } from '../../components/ui';
import classes from './review-bar.module.css';

/** Keys typed into a field, a select or an editable area are the user's text, never a shortcut. */
function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

const clickReview = (action: 'previous' | 'next') =>
  document.querySelector<HTMLElement>(`[data-review="${action}"]:not([disabled]):not([aria-disabled="true"])`)?.click();

/**
 * The review screen's bar (owner and judges): the position among the decks of the player list as it
 * was searched, filtered and sorted, how many are left to check, previous and next, and 'Mark as Checked and Next' in one action, each with a
 * key shown on screen. Previous and next are links, so an unsaved edit of the deck asks before leaving.
 */
export function ReviewBar({ event, userId, view }: { event: EventDetails; userId: string; view: PlayerListView }) {
  const players = useMemo(() => indexPlayers(event.participants ?? []), [event.participants]);
  // The decks of the list; the player shown keeps their place even once they no longer match the filter (e.g. just checked).
  const list = useMemo(() => reviewPlayers(players, view, userId), [players, view, userId]);
  const left = decksLeftToCheck(list);
  const index = list.findIndex((p) => p.user_id === userId);
  const previous = index > 0 ? list[index - 1] : undefined;
  const next = index >= 0 ? list[index + 1] : undefined;
  const deck = useEventDeck(event.event_id, userId);
  const setChecked = useSetDeckChecked(event.event_id);
  const canCheck = Boolean(deck.data) && !setChecked.isPending;
  // The keys work everywhere; their hint only where a keyboard is likely (a mouse or trackpad), not on a phone.
  const keyboardLikely = useMediaQuery('(pointer: fine)');

  const checkAndNext = () => {
    if (!deck.data || setChecked.isPending) return;
    const done = () => clickReview('next');
    if (deck.data.is_deck_checked) done();
    else setChecked.mutate({ user_id: userId, is_checked: true }, { onSuccess: done });
  };
  // The key handler is set up once; it calls the latest version.
  const checkRef = useRef(checkAndNext);
  useEffect(() => {
    checkRef.current = checkAndNext;
  });

  // Each deck starts at the top, as a page of its own would.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [userId]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      if (document.querySelector('[role="dialog"], dialog[open]')) return;
      const action = { j: 'next', ArrowRight: 'next', k: 'previous', ArrowLeft: 'previous', c: 'check' }[e.key] as
        | 'next'
        | 'previous'
        | 'check'
        | undefined;
      if (!action) return;
      e.preventDefault();
      if (action === 'check') checkRef.current();
      else clickReview(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (index < 0) return null; // not a player of this event (the page says so)
  const narrowed = [
    view.filter !== 'all' ? PLAYER_FILTERS[view.filter] : '',
    view.search.trim() ? `matching “${view.search.trim()}”` : '',
  ].filter(Boolean);

  return (
    <Paper withBorder padding="sm" component="nav" aria-label="Review decks" className={classes.bar}>
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Text fw={600} role="status">
            Deck {index + 1} of {list.length}
            {narrowed.length > 0 && ` · ${narrowed.join(', ')}`}
            {` · ${left === 0 ? 'all checked' : `${left} left to check`}`}
          </Text>
          <Group gap="xs">
            {previous ? (
              <Button component={Link} to={playerReviewPath(event.event_id, previous.user_id, view)} variant="default" data-review="previous">
                ← Previous
              </Button>
            ) : (
              <Button variant="default" disabled>
                ← Previous
              </Button>
            )}
            {next ? (
              <Button component={Link} to={playerReviewPath(event.event_id, next.user_id, view)} variant="default" data-review="next">
                Next →
              </Button>
            ) : (
              <Button variant="default" disabled>
                Next →
              </Button>
            )}
            {/* At the last deck the deck's own 'Mark as Checked' (or the c key) does it. */}
            {next && (
              <Button color="green" onClick={checkAndNext} disabled={!canCheck} loading={setChecked.isPending}>
                Mark as Checked and Next
              </Button>
            )}
          </Group>
        </Group>
        {keyboardLikely && (
          <Text size="sm" c="dimmed" className={classes.keys}>
            Keyboard: <kbd>k</kbd> or <kbd>←</kbd> previous · <kbd>j</kbd> or <kbd>→</kbd> next · <kbd>c</kbd> mark as checked and next
          </Text>
        )}
        {!next && <Text size="sm">This is the last deck of this list.</Text>}
        {setChecked.isError && <FormError inline size="sm" error="Error, try later" />}
      </Stack>
    </Paper>
  );
}
