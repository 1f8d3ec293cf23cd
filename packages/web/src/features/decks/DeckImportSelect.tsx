import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { NativeSelect } from '../../components/ui';

/** A deck that can be copied into the deck form. */
export interface DeckImportOption {
  /** Unique among all the select's options, e.g. 'event:abc' or 'library:<deck_id>'. */
  value: string;
  label: string;
  deckName: string;
  decklistText: string;
  /** Called when the deck is chosen (e.g. to record that a saved deck was used). */
  onChosen?: () => void;
}

/** A source of decks, shown as an option group (e.g. 'Your decks in other events', 'Your library'). */
export interface DeckImportGroup {
  label: string;
  options: DeckImportOption[];
}

export interface DeckImportSelectProps {
  /** One group per source; groups without options are left out. */
  groups: readonly DeckImportGroup[];
  onImport(option: DeckImportOption): void;
  disabled?: boolean;
}

export const NO_SAVED_DECKS = msg`No saved decks for this format`;

/**
 * The deck form's import select (docs/product.md, Submissions): saved decks of the event's format from any number
 * of sources, each an option group. Choosing one hands it to `onImport`; the select keeps showing it, so
 * the player sees which deck the list came from.
 */
export function DeckImportSelect({ groups, onImport, disabled }: DeckImportSelectProps) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState('');
  const filled = groups.filter((group) => group.options.length > 0);
  const options = new Map(filled.flatMap((group) => group.options.map((option) => [option.value, option] as const)));
  const none = options.size === 0;
  return (
    <NativeSelect
      label={t`Import a saved deck`}
      value={options.has(chosen) ? chosen : ''}
      disabled={disabled || none}
      description={none ? undefined : t`Replaces the decklist below.`}
      data={[
        { value: '', label: none ? t(NO_SAVED_DECKS) : t`Choose a deck` },
        ...filled.map((group) => ({ group: group.label, items: group.options.map(({ value, label }) => ({ value, label })) })),
      ]}
      onChange={(event) => {
        const option = options.get(event.currentTarget.value);
        setChosen(event.currentTarget.value);
        if (!option) return;
        option.onChosen?.();
        onImport(option);
      }}
    />
  );
}
