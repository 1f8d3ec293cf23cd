import { randomInt } from 'node:crypto';
import { EVENT_CODE_ALPHABET, EVENT_CODE_LENGTH } from '@decklist/core/events';

/** A new random event code (see EVENT_CODE_ALPHABET: no look-alike characters). */
export function newEventId(): string {
  let id = '';
  for (let i = 0; i < EVENT_CODE_LENGTH; i++) id += EVENT_CODE_ALPHABET[randomInt(EVENT_CODE_ALPHABET.length)];
  return id;
}
