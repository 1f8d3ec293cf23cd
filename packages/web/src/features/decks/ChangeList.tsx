import type { DecklistResponse } from '@decklist/core/api';
import type { DeckChange } from '@decklist/core/decklist';
import { t } from '@lingui/core/macro';
import { Select, Trans } from '@lingui/react/macro';
import { List, Text } from '../../components/ui';
import classes from './change-list.module.css';

export { classes as changeClasses };

/** One card added or removed: changes to the main deck (a Flesh and Blood list's deck cards) go without a word; the others say where. */
function ChangeLine({ change, sign }: { change: DeckChange; sign: '+' | '−' }) {
  const count = Math.abs(change.after - change.before);
  const cardName = change.card_name;
  const zone = change.zone;
  if (zone === 'main' || zone === 'deck') {
    return (
      <>
        {sign}{count} {cardName}
      </>
    );
  }
  if (zone === 'hero' || zone === 'arena') {
    return (
      <Trans comment="Flesh and Blood: a hero or an arena card (weapon, equipment) added (+) or removed (−), e.g. '+1 Dawnblade (arena cards)'">
        {sign}{count} {cardName} (<Select value={zone} _hero="hero" other="arena cards" />)
      </Trans>
    );
  }
  return (
    <Trans comment="A card added (+) or removed (−) outside the main deck, e.g. '+2 Lightning Bolt (sideboard)'">
      {sign}{count} {cardName} (<Select value={zone} _commander="commander" _companion="companion" other="sideboard" />)
    </Trans>
  );
}

/** Cards added or removed, each line starting with + or − (not colour alone). */
export function ChangeList({ title, changes, sign }: { title: string; changes: DeckChange[]; sign: '+' | '−' }) {
  if (changes.length === 0) return null;
  return (
    <div>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <List size="sm" className={sign === '+' ? classes.added : classes.removed} aria-label={title}>
        {changes.map((change) => (
          <List.Item key={`${change.zone}-${change.card_name}`}>
            <ChangeLine change={change} sign={sign} />
          </List.Item>
        ))}
      </List>
    </div>
  );
}

type Names = Pick<DecklistResponse, 'player_name' | 'deck_name'>;

/**
 * 'Player name: a → b' and 'Deck name: a → b' for the names that differ between two versions, in the
 * current language (call it while rendering).
 */
export function renamedLines(before: Names, after: Names): string[] {
  const lines: string[] = [];
  if (before.player_name !== after.player_name) {
    const oldName = before.player_name;
    const newName = after.player_name;
    lines.push(t`Player name: ${oldName} → ${newName}`);
  }
  if (before.deck_name !== after.deck_name) {
    const oldName = before.deck_name || t`(no name)`;
    const newName = after.deck_name || t`(no name)`;
    lines.push(t`Deck name: ${oldName} → ${newName}`);
  }
  return lines;
}
