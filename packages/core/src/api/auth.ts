import { z } from 'zod';
import { emailField, textTypeError } from './common';
import { LANGUAGES } from '../text/languages';

export const loginStartBody = z.object({
  email: emailField,
  /** The language the e-mail is written in (one the app speaks); the browser's Accept-Language otherwise. */
  language: z.enum(LANGUAGES).optional(),
});
export type LoginStartBody = z.input<typeof loginStartBody>;

export const loginStartResults = ['SENT_NEW_CODE', 'REUSE_EXISTING_CODE', 'TOO_MANY_ATTEMPTS'] as const;
export type LoginStartResult = (typeof loginStartResults)[number];
export const loginStartResponse = z.object({
  success: z.boolean(),
  result: z.enum(loginStartResults),
  /** Ours: seconds until asking again can mail a new code (0 when it can now). */
  resend_after_seconds: z.number().int(),
});
export type LoginStartResponse = z.infer<typeof loginStartResponse>;

export const CODE_LENGTH = 6;
export const loginContinueBody = z.object({
  email: emailField,
  code: z
    .string({ error: textTypeError('Code') })
    .trim()
    .min(1, 'Code is required')
    .regex(/^\d{6}$/, 'The code is the 6 digits from the e-mail'),
  /** `cookie` (the default) sets the session cookie; `bearer_token` answers a token for `Authorization: Bearer`. */
  credential_type: z.enum(['cookie', 'bearer_token'], { error: 'credential_type must be cookie or bearer_token' }).optional(),
});
export type LoginContinueBody = z.input<typeof loginContinueBody>;

export const googleLoginBody = z.object({ token: z.string().min(1, 'Token is required').max(8192) });

export const sessionUser = z.object({
  email: z.string(),
  user_id: z.string(),
  session_id: z.string(),
  name: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/**
 * POST /api/login/continue and /api/login/google. Signed in: `success` and the user; a code used up by
 * wrong tries: `success: false` with `error_type`. `bearer_token` only when one was asked for.
 */
export const loginContinueResponse = z.object({
  success: z.boolean(),
  session_id: z.string(),
  error_type: z.enum(['TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']).nullable(),
  bearer_token: z.string().nullable(),
  email: z.string().nullable(),
  user_id: z.string().nullable(),
  name: z.string().nullable(),
  /** The language the user chose in the app's menu on any device; null until they choose one. */
  language: z.string().nullable().optional(),
});
export type LoginContinueResponse = z.infer<typeof loginContinueResponse>;

/** GET /api/me: always 200; `authorized: false` (empty ids, null name) when nobody is signed in. */
export const meResponse = z.object({
  authorized: z.boolean(),
  email: z.string(),
  user_id: z.string(),
  session_id: z.string(),
  name: z.string().nullable(),
  /** The same ids in camelCase, as the original client reads both spellings. */
  userId: z.string(),
  sessionId: z.string(),
  /** The language the user chose in the app's menu (e.g. 'de', 'pt-BR'); null until they choose one. */
  language: z.string().nullable().optional(),
});
export type MeResponse = z.infer<typeof meResponse>;

/** Public, non-secret settings the web app needs at run time. */
/** POST /api/logout/everywhere (ours): how many sessions and tokens of the user were ended, this one included. */
export const logoutEverywhereResponse = z.object({ sessions_ended: z.number().int() });
export type LogoutEverywhereResponse = z.infer<typeof logoutEverywhereResponse>;

export const clientConfig = z.object({ google_client_id: z.string().nullable() });
export type ClientConfig = z.infer<typeof clientConfig>;

/** POST /api/me/language: the language chosen in the app's menu, kept on the account. */
export const languageBody = z.object({ language: z.enum(LANGUAGES) });
export type LanguageBody = z.infer<typeof languageBody>;
