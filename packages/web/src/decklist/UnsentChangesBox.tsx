import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { ConfirmButton } from '../components/ConfirmButton';
import { formatDeadline, formatMoment } from '../components/format';
import { Alert, Button, CopyButton, Group, Stack, Text, Textarea } from '../components/ui';
import classes from './unsent-changes.module.css';
import type { Stranded } from './use-draft';

/** What a deck form sends. */
export interface DeckTexts {
  player_name: string;
  deck_name: string;
  decklist_text: string;
}

export interface UnsentChangesProps {
  /**
   * Why the changes were not submitted, as the server said it (a refused submission). Without it the
   * page locked: `stranded` says by what.
   */
  reason?: string | undefined;
  stranded?: Stranded | undefined;
  /** The list as submitted, which stays registered; null when none was. */
  submitted: DeckTexts | null;
  /** What was typed and never sent. */
  unsent: DeckTexts;
  /** When the unsent changes were last typed (ms since 1970), when known. */
  typedAt?: number | undefined;
  /** Forgets the unsent changes; no button without it. */
  onDiscard?: (() => void) | undefined;
}

const lineCount = (text: string) => text.split('\n').length;

function DeckText({ label, deck, other, note }: { label: string; deck: DeckTexts; other: DeckTexts | null; note?: string | undefined }) {
  const { t } = useLingui();
  const playerName = deck.player_name;
  const deckName = deck.deck_name;
  // The names show when they differ between the two sides (or when there is no other side).
  const differ = !other || other.player_name !== playerName || other.deck_name !== deckName;
  const names = !differ ? undefined : deckName ? t`Player: ${playerName} · Deck: ${deckName}` : t`Player: ${playerName} · Deck: (no name)`;
  const description = [names, note].filter(Boolean).join(' · ');
  return (
    <Textarea
      label={label}
      description={description || undefined}
      value={deck.decklist_text}
      readOnly
      autosize
      minRows={Math.min(Math.max(lineCount(deck.decklist_text), 3), 12)}
      maxRows={12}
    />
  );
}

/**
 * 'Your changes were NOT submitted' (docs/product.md, Unsaved work): why, and the list that stays
 * registered beside the unsent one (one above the other on a phone), both read-only and selectable
 * so a judge can be shown them. Brought into view when it appears, and given the focus when the
 * focus was lost (the form it came from is gone).
 */
export function UnsentChangesBox({ reason, stranded, submitted, unsent, typedAt, onDiscard }: UnsentChangesProps) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const closedAt = stranded?.by === 'deadline' ? formatDeadline(stranded.deadline) : null;
  const why =
    reason ??
    (closedAt
      ? t`The submission deadline (${closedAt}) passed before you submitted them.`
      : t`The organiser closed submissions before you submitted them.`);
  const typedTime = typedAt ? formatMoment(typedAt) : null;
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    element.scrollIntoView?.({ block: 'start' });
    const takeLostFocus = () => {
      if (!document.activeElement || document.activeElement === document.body) element.focus({ preventScroll: true });
    };
    takeLostFocus();
    // The form that had the focus may leave the page a moment after this box arrives (its removal fires
    // no event), so look again for a second; a focus the user moved elsewhere is never taken.
    const watch = window.setInterval(takeLostFocus, 50);
    const stop = window.setTimeout(() => window.clearInterval(watch), 1000);
    return () => {
      window.clearInterval(watch);
      window.clearTimeout(stop);
    };
  }, []);

  return (
    <Alert
      ref={(element: HTMLDivElement | null) => {
        box.current = element;
      }}
      tabIndex={-1}
      color="red"
      role="alert"
      title={t`⚠ Your changes were NOT submitted`}
      className={classes.notice}
    >
      <Stack gap="sm">
        <Text size="sm">
          {why}{' '}
          {submitted ? (
            <Trans>
              The list you submitted before stays registered; your unsent changes are kept in this browser. Show both to a judge if you need a change.
            </Trans>
          ) : (
            <Trans>
              You have no decklist submitted in this event; your unsent list is kept in this browser. Show it to a judge if you need a change.
            </Trans>
          )}
        </Text>
        <div className={classes.compare}>
          {submitted && <DeckText label={t`Submitted list (locked)`} deck={submitted} other={unsent} />}
          <DeckText
            label={t`Your unsent list (not submitted)`}
            deck={unsent}
            other={submitted}
            note={typedTime ? t`last typed at ${typedTime}` : undefined}
          />
        </div>
        <Group gap="xs">
          <CopyButton value={unsent.decklist_text} timeout={2000}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="default" onClick={copy}>
                {copied ? <Trans>Copied</Trans> : <Trans>Copy unsent list</Trans>}
              </Button>
            )}
          </CopyButton>
          {onDiscard && (
            <ConfirmButton label={t`Discard unsent changes`} size="compact-sm" action={async () => onDiscard()}>
              <Trans>Forget your unsent changes? They were never submitted, and this browser is the only place they are kept.</Trans>
            </ConfirmButton>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
