import type { RemindersResponse, SendRemindersResponse } from '@decklist/core/api';
import { useMutation } from '@tanstack/react-query';
import { api } from './client';
import { eventPath } from './events';

// Apart from api/events.ts, so that only the organiser's view loads these.

/** Asks the server whom a reminder would mail now and when the next may go (when the organiser asks to send one). */
export function useCheckReminders(eventId: string) {
  return useMutation({ mutationFn: () => api.get<RemindersResponse>(`${eventPath(eventId)}/reminders`) });
}

/** Mails a reminder to every player without a deck who has an address (at most once an hour per event). */
export function useSendReminders(eventId: string) {
  return useMutation({ mutationFn: () => api.post<SendRemindersResponse>(`${eventPath(eventId)}/reminders`) });
}
