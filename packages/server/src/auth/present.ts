import type { LoginContinueResponse, LoginStartResponse, LoginStartResult, MeResponse } from '@decklist/core/api';
import type { AuthContext } from './sessions';

/** POST /api/login/start: what became of the request for a code, and when to ask again. */
export const toLoginStartResponse = (result: LoginStartResult, resendAfterSeconds: number): LoginStartResponse => ({
  success: result !== 'TOO_MANY_ATTEMPTS',
  result,
  resend_after_seconds: resendAfterSeconds,
});

/** Signed in; `bearerToken` only when one was asked for (no cookie is set then). */
export const toSignedIn = (
  user: { id: string; email: string | null; name: string; language: string | null },
  echoId: string,
  bearerToken: string | null,
): LoginContinueResponse => ({
  success: true,
  session_id: echoId,
  error_type: null,
  bearer_token: bearerToken,
  email: user.email ?? '',
  user_id: user.id,
  name: user.name,
  language: user.language,
});

/** The contract's answer for a code used up by wrong tries. */
export const toCodeUsedUp = (): LoginContinueResponse => ({
  success: false,
  session_id: '',
  error_type: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
  bearer_token: null,
  email: null,
  user_id: null,
  name: null,
});

/**
 * GET /api/me: always an answer, `authorized: false` when nobody is signed in. `echoId` is not the
 * session's id but the opaque value its live messages carry, told to this session alone.
 */
export function toMeResponse(auth: AuthContext | null, echoId: (sessionId: string) => string): MeResponse {
  if (!auth) return { authorized: false, email: '', user_id: '', userId: '', session_id: '', sessionId: '', name: null };
  return {
    authorized: true,
    email: auth.email,
    user_id: auth.userId,
    userId: auth.userId,
    session_id: echoId(auth.sessionId),
    sessionId: echoId(auth.sessionId),
    name: auth.name,
    language: auth.language,
  };
}
