import { gameOf, type GameCode } from '@decklist/core/formats';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** The games, by their official names in each language. */
export const GAME_LABELS: Record<GameCode, MessageDescriptor> = {
  magic: msg({ message: 'Magic: The Gathering', context: 'the trading card game' }),
  fab: msg({ message: 'Flesh and Blood', context: 'the trading card game' }),
};

/**
 * A format as the pages name it: Magic's by its name alone, as they always were ('Modern'); another game's with the
 * game first ('Flesh and Blood · Classic Constructed'), so that its event, deck or library entry says which game it is.
 */
export function useFormatLabel(): (format: string, formatName: string) => string {
  const { i18n } = useLingui();
  return (format, formatName) => {
    const game = gameOf(format);
    return game === 'magic' ? formatName : `${i18n._(GAME_LABELS[game])} · ${formatName}`;
  };
}
