import type { ClientConfig, LoginResponse, LoginStartResponse, MeResponse } from '@decklist/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, NotAuthorisedError } from './client';

export const authKeys = {
  me: ['me'] as const,
  config: ['client-config'] as const,
};

export type AuthState =
  | { status: 'loading' }
  | { status: 'unauthorized' }
  | { status: 'authorized'; user: MeResponse };

/** The session, as the auth states of spec section 4: loading, unauthorized or authorized. */
export function useAuth(): AuthState {
  const me = useQuery({
    queryKey: authKeys.me,
    queryFn: async () => {
      try {
        return await api.get<MeResponse>('/api/me');
      } catch (error) {
        if (error instanceof NotAuthorisedError) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
  if (me.isPending) return { status: 'loading' };
  if (!me.data) return { status: 'unauthorized' };
  return { status: 'authorized', user: me.data };
}

export function useClientConfig() {
  return useQuery({
    queryKey: authKeys.config,
    queryFn: () => api.get<ClientConfig>('/api/config'),
    staleTime: Infinity,
  });
}

export function useLoginStart() {
  return useMutation({
    mutationFn: (email: string) => api.post<LoginStartResponse>('/api/login/start', { email }),
  });
}

/** A successful login sets the session and drops every answer cached before, made as nobody. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return (login: LoginResponse) => {
    const keep = new Set<unknown>([authKeys.me[0], authKeys.config[0]]);
    queryClient.removeQueries({ predicate: (query) => !keep.has(query.queryKey[0]) });
    const me: MeResponse = {
      authorized: true,
      email: login.email,
      user_id: login.user_id,
      userId: login.user_id,
      session_id: login.session_id,
      sessionId: login.session_id,
      name: login.name,
    };
    queryClient.setQueryData(authKeys.me, me);
  };
}

export function useLoginContinue() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: { email: string; code: string }) =>
      api.post<LoginResponse>('/api/login/continue', body),
    onSuccess: signedIn,
  });
}

export function useGoogleLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (token: string) => api.post<LoginResponse>('/api/login/google', { token }),
    onSuccess: signedIn,
  });
}

/**
 * Logging out clears all cached data (spec section 2): every query goes back to its empty,
 * loading state (the session query then finds nobody signed in) and unused ones are dropped.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ success: true }>('/api/logout'),
    onSettled: async () => {
      queryClient.removeQueries({ type: 'inactive' });
      await queryClient.resetQueries();
    },
  });
}
