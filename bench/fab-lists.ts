// Flesh and Blood lists for the benchmarks: Dorinthea's Classic Constructed list (a hero, arena cards, 60 deck
// cards, legal with the committed card data) in the deck builders' export shapes.
import { arenaCardsExport, weaponsLineExport } from '../packages/server/test/helpers/fab-lists';

/** With a deck name on top and the counts in brackets, '(3) Sink Below (red)', as FaBDB writes them. */
const bracketCounts = `Dori Aggro\n${weaponsLineExport().replace(/^3x /gm, '(3) ')}`;

export const FAB_LISTS = [arenaCardsExport(), bracketCounts];
