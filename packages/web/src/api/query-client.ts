import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        // A 4xx will not get better by asking again.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        // Asked once even when the browser says it is offline: the service worker may answer from what the
        // device kept (src/sw); only retries wait for the network.
        networkMode: 'offlineFirst',
      },
      // A change is sent at once, whatever the browser says of the network: one that cannot go says so
      // (and the deck forms keep it to send again), instead of waiting silently as 'Submitting'.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
