import type { EventDecklist, EventDetails } from '@decklist/core/api';
import type { ReactNode } from 'react';

/**
 * What another feature adds under a player's own submitted deck (the route fills it: e.g. 'Save to
 * Library'); features do not import each other.
 */
export type DeckExtras = (event: EventDetails, deck: EventDecklist) => ReactNode;
