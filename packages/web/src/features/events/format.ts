import type { EventRole } from '@decklist/core';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar date (YYYY-MM-DD) in the reader's language, without time-zone shifts. */
export const formatDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));

export const ROLE_LABELS: Record<EventRole, string> = { owner: 'Owner', judge: 'Judge', player: 'Player' };

export const eventPageUrl = (eventId: string) => `${window.location.origin}/e/${eventId}`;
