import type { ClientConfig, LoginContinueResponse, LoginStartResponse, LogoutEverywhereResponse, MeResponse } from '@decklist/core/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { api } from './client';

export const authKeys = {
  me: ['me'] as const,
  config: ['client-config'] as const,
};

export type AuthState =
  | { status: 'loading' }
  | { status: 'unauthorized' }
  | { status: 'authorized'; user: MeResponse };

/** Who is signed in. Always a 200: `authorized` says whether someone is. */
export const meQuery = {
  queryKey: authKeys.me,
  queryFn: () => api.get<MeResponse>('/api/me'),
  staleTime: 5 * 60_000,
};

/** The session, as the auth states of docs/product.md (Sign-in): loading, unauthorized or authorized. */
export function useAuth(): AuthState {
  const me = useQuery(meQuery);
  if (me.isPending) return { status: 'loading' };
  if (!me.data?.authorized) return { status: 'unauthorized' };
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
    // The e-mail with the code is written in the language the page is shown in.
    mutationFn: (email: string) => api.post<LoginStartResponse>('/api/login/start', { email, language: i18n.locale }),
  });
}

/**
 * A successful login sets the session and drops every answer cached before, made as nobody. An
 * answer without success (a code used up by wrong tries, `error_type`) changes nothing.
 */
/**
 * Forgets what this device kept of signed-in readers (answers and pages, drafts, unsent saves), but the
 * drafts of `keptUserId`; loaded when someone signs in or out.
 */
async function forgetDeviceCopies(keptUserId?: string) {
  const [{ forgetOfflineCopies }, { forgetPersonalStorage }] = await Promise.all([import('../sw/forget'), import('../lib/device-storage')]);
  forgetPersonalStorage(keptUserId);
  await forgetOfflineCopies();
}

function useSignedIn() {
  const queryClient = useQueryClient();
  return (login: LoginContinueResponse) => {
    if (!login.success || !login.user_id) return;
    // What the device kept of whoever was signed in here before is not this account's to see.
    void forgetDeviceCopies(login.user_id);
    const keep = new Set<unknown>([authKeys.me[0], authKeys.config[0]]);
    queryClient.removeQueries({ predicate: (query) => !keep.has(query.queryKey[0]) });
    const me: MeResponse = {
      authorized: true,
      email: login.email ?? '',
      user_id: login.user_id,
      userId: login.user_id,
      session_id: login.session_id,
      sessionId: login.session_id,
      name: login.name,
      language: login.language ?? null,
    };
    queryClient.setQueryData(authKeys.me, me);
  };
}

export function useLoginContinue() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: { email: string; code: string }) => api.post<LoginContinueResponse>('/api/login/continue', body),
    onSuccess: signedIn,
  });
}

export function useGoogleLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (token: string) => api.post<LoginContinueResponse>('/api/login/google', { token }),
    onSuccess: signedIn,
  });
}

/**
 * Logging out clears all cached data (docs/product.md, Shell): every query goes back to its empty,
 * loading state (the session query then finds nobody signed in) and unused ones are dropped.
 */
export function useLogout() {
  return useSignOut(() => api.post<void>('/api/logout'));
}

/** Ends every session of the account, on every device and app, this one included; then as a logout. */
export function useLogoutEverywhere() {
  return useSignOut(() => api.post<LogoutEverywhereResponse>('/api/logout/everywhere'));
}

function useSignOut<T>(signOut: () => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: async () => {
      await forgetDeviceCopies();
      queryClient.removeQueries({ type: 'inactive' });
      await queryClient.resetQueries();
    },
  });
}

/** Keeps the language chosen in the menu on the signed-in account, so that it follows the user. */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: string) => api.post<unknown>('/api/me/language', { language }),
    onMutate: (language) =>
      queryClient.setQueryData<MeResponse>(authKeys.me, (me) => (me?.authorized ? { ...me, language } : me)),
  });
}
