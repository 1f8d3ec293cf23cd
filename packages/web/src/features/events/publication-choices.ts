import { PERSONAL_STORAGE } from '../../lib/device-storage';
import { useKeptState } from '../../lib/use-kept-state';

/** A player as the organiser chooses them: chosen or not, with the placing (as typed) and label. */
export interface Choice {
  chosen: boolean;
  placing: string;
  label: string;
}

export type Choices = Readonly<Record<string, Choice>>;

const NONE: Choices = {};

const isChoice = (value: unknown): value is Choice => {
  const choice = value as Partial<Choice> | null;
  return typeof choice === 'object' && choice !== null && typeof choice.chosen === 'boolean' && typeof choice.placing === 'string' && typeof choice.label === 'string';
};

const parseChoices = (kept: unknown): Choices =>
  typeof kept === 'object' && kept !== null ? (Object.fromEntries(Object.entries(kept).filter(([, choice]) => isChoice(choice))) as Choices) : NONE;

/**
 * The organiser's choice of players not yet published (those that differ from what is published), kept on
 * this device per viewer and event: a reload, or a list that could not be published yet because some
 * players have not agreed, keeps the Top 8 as it was chosen.
 */
export function useKeptChoices(viewerId: string | undefined, eventId: string): [Choices, (choices: Choices) => void] {
  const key = viewerId ? `${PERSONAL_STORAGE.publicationChoices}${viewerId}:${eventId}` : undefined;
  return useKeptState(key, parseChoices, NONE);
}
