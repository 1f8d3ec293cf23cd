import { z } from 'zod';
import { emailField, textTypeError } from './common';

export const loginStartBody = z.object({ email: emailField });
export type LoginStartBody = z.input<typeof loginStartBody>;

export const loginStartResults = ['SENT_NEW_CODE', 'REUSE_EXISTING_CODE', 'TOO_MANY_ATTEMPTS'] as const;
export type LoginStartResult = (typeof loginStartResults)[number];
export const loginStartResponse = z.object({ success: z.boolean(), result: z.enum(loginStartResults) });
export type LoginStartResponse = z.infer<typeof loginStartResponse>;

export const CODE_LENGTH = 6;
export const loginContinueBody = z.object({
  email: emailField,
  code: z
    .string({ error: textTypeError('Code') })
    .trim()
    .min(1, 'Code is required')
    .regex(/^\d{6}$/, 'The code is the 6 digits from the e-mail'),
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

export const loginResponse = sessionUser.extend({ success: z.literal(true) });
export type LoginResponse = z.infer<typeof loginResponse>;

export const meResponse = sessionUser.extend({
  authorized: z.literal(true),
  /** The same ids in camelCase, as spec section 3 lists both spellings. */
  userId: z.string(),
  sessionId: z.string(),
});
export type MeResponse = z.infer<typeof meResponse>;

/** Public, non-secret settings the web app needs at run time. */
export const clientConfig = z.object({ google_client_id: z.string().nullable() });
export type ClientConfig = z.infer<typeof clientConfig>;
