import type { EventRole } from '@decklist/core/events';

export const ROLE_LABELS: Record<EventRole, string> = { owner: 'Owner', judge: 'Judge', player: 'Player' };

export const eventPageUrl = (eventId: string) => `${window.location.origin}/e/${eventId}`;
