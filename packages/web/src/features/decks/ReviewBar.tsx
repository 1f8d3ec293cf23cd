import type { EventDetails } from '@decklist/core/api';
import { decksLeftToCheck, indexPlayers, playerReviewPath, reviewPlayers, type PlayerFilter, type PlayerListView } from '@decklist/core/events';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'wouter';
import { useEventDeck, useSetDeckChecked } from '../../api/decks';
import { FormError } from '../../components/form/FormError';
import { Button, Group, Paper, Stack, Text, useMediaQuery } from '../../components/ui';
import classes from './review-bar.module.css';

/** The elements whose keys are the user's text (a CSS selector). */
const TEXT_FIELDS = 'input, textarea, select, [contenteditable="true"]';
/** A mouse or trackpad (a media query). */
const FINE_POINTER = '(pointer: fine)';

/** Keys typed into a field, a select or an editable area are the user's text, never a shortcut. */
function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest(TEXT_FIELDS) !== null;
}

/** The player list's filters, as named in the bar when the list is narrowed by one. */
const FILTER_LABELS: Record<Exclude<PlayerFilter, 'all'>, MessageDescriptor> = {
  checked: msg({ message: 'Reviewed', context: 'player list filter' }),
  unchecked: msg({ message: 'Not reviewed', context: 'player list filter' }),
  changed: msg({ message: 'Changed since reviewed', context: 'player list filter' }),
  warnings: msg({ message: 'Warnings', context: 'player list filter' }),
  nodeck: msg({ message: 'No deck', context: 'player list filter' }),
};

const clickReview = (action: 'previous' | 'next') =>
  document.querySelector<HTMLElement>(`[data-review="${action}"]:not([disabled]):not([aria-disabled="true"])`)?.click();

/**
 * The review screen's bar (owner and judges): the position among the decks of the player list as it
 * was searched, filtered and sorted, how many are left to review, previous and next, and 'Mark as Reviewed and Next' in one action, each with a
 * key shown on screen. Previous and next are links, so an unsaved edit of the deck asks before leaving.
 */
export function ReviewBar({ event, userId, view }: { event: EventDetails; userId: string; view: PlayerListView }) {
  const { t } = useLingui();
  const players = useMemo(() => indexPlayers(event.participants ?? []), [event.participants]);
  // The decks of the list; the player shown keeps their place even once they no longer match the filter (e.g. just marked reviewed).
  const list = useMemo(() => reviewPlayers(players, view, userId), [players, view, userId]);
  const left = decksLeftToCheck(list);
  const index = list.findIndex((p) => p.user_id === userId);
  const previous = index > 0 ? list[index - 1] : undefined;
  const next = index >= 0 ? list[index + 1] : undefined;
  const deck = useEventDeck(event.event_id, userId);
  const setChecked = useSetDeckChecked(event.event_id);
  const canCheck = Boolean(deck.data) && !setChecked.isPending;
  // The keys work everywhere; their hint only where a keyboard is likely (a mouse or trackpad), not on a phone.
  const keyboardLikely = useMediaQuery(FINE_POINTER);

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
  // 'Deck 2 of 5 · Not reviewed, matching “bolt” · 3 left to review': where, how the list is narrowed, what is left.
  const position = index + 1;
  const total = list.length;
  const search = view.search.trim();
  const narrowed = [view.filter !== 'all' ? t(FILTER_LABELS[view.filter]) : '', search ? t`matching “${search}”` : ''].filter(Boolean);
  const status = [
    t`Deck ${position} of ${total}`,
    ...(narrowed.length > 0 ? [narrowed.join(', ')] : []),
    left === 0 ? t`all reviewed` : t`${plural(left, { one: '# left to review', other: '# left to review' })}`,
  ].join(' · ');

  return (
    <Paper withBorder padding="sm" component="nav" aria-label={t`Review decks`} className={classes.bar}>
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Text fw={600} role="status">
            {status}
          </Text>
          <Group gap="xs">
            {previous ? (
              <Button component={Link} to={playerReviewPath(event.event_id, previous.user_id, view)} variant="default" data-review="previous">
                <Trans>← Previous</Trans>
              </Button>
            ) : (
              <Button variant="default" disabled>
                <Trans>← Previous</Trans>
              </Button>
            )}
            {next ? (
              <Button component={Link} to={playerReviewPath(event.event_id, next.user_id, view)} variant="default" data-review="next">
                <Trans>Next →</Trans>
              </Button>
            ) : (
              <Button variant="default" disabled>
                <Trans>Next →</Trans>
              </Button>
            )}
            {/* At the last deck the deck's own 'Mark as Reviewed' (or the c key) does it. */}
            {next && (
              <Button color="green" onClick={checkAndNext} disabled={!canCheck} loading={setChecked.isPending}>
                <Trans>Mark as Reviewed and Next</Trans>
              </Button>
            )}
          </Group>
        </Group>
        {keyboardLikely && (
          <Text size="sm" c="dimmed" className={classes.keys}>
            <Trans comment="The keys stay k, j and c in every language">
              Keyboard: <kbd>k</kbd> or <kbd>←</kbd> previous · <kbd>j</kbd> or <kbd>→</kbd> next · <kbd>c</kbd> mark as reviewed and next
            </Trans>
          </Text>
        )}
        {!next && (
          <Text size="sm">
            <Trans>This is the last deck of this list.</Trans>
          </Text>
        )}
        {setChecked.isError && <FormError inline size="sm" error={t`Error, try later`} />}
      </Stack>
    </Paper>
  );
}
