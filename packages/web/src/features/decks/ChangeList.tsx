import type { DecklistResponse } from '@decklist/core/api';
import type { DeckChange } from '@decklist/core/decklist';
import { List, Text } from '../../components/ui';
import classes from './change-list.module.css';

export { classes as changeClasses };

/** Main-deck changes go without a word; the others say where. */
const zoneLabel = (change: DeckChange) => (change.zone === 'main' ? '' : ` (${change.zone})`);

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
            {sign}
            {Math.abs(change.after - change.before)} {change.card_name}
            {zoneLabel(change)}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

type Names = Pick<DecklistResponse, 'player_name' | 'deck_name'>;

/** 'Player name: a → b' and 'Deck name: a → b' for the names that differ between two versions. */
export const renamedLines = (before: Names, after: Names) =>
  [
    before.player_name !== after.player_name && `Player name: ${before.player_name} → ${after.player_name}`,
    before.deck_name !== after.deck_name && `Deck name: ${before.deck_name || '(no name)'} → ${after.deck_name || '(no name)'}`,
  ].filter((line): line is string => Boolean(line));
