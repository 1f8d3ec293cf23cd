import type { PublicationsResponse, RecordPublicationConsentBody } from '@decklist/core/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { eventPath } from './events';
import { publicationsKey } from './publications';

/** Records a player's agreement to publication given on paper, or takes it back (owner and judges). */
export function useRecordPublicationConsent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordPublicationConsentBody) => api.post<PublicationsResponse>(`${eventPath(eventId)}/publications/consent`, body),
    onSuccess: (answer) => queryClient.setQueryData(publicationsKey(eventId), answer),
  });
}
