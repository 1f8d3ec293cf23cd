import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'decklist_device';
/** Browsers keep a cookie at most 400 days. */
const DEVICE_MAX_AGE_S = 400 * 24 * 60 * 60;

/**
 * A "known device": a browser that has signed in to an account carries a long-lived cookie, signed with a
 * key of the site's, that names the account (by a keyed tag, not the address) and the browser. Its code
 * requests for that account are counted apart from everyone else's, so strangers asking for codes to the
 * same inbox cannot use up the owner's (auth/code-limits.ts).
 */
export function knownDevices(key: string) {
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  const tagOf = (email: string) => mac(`account:${email}`).slice(0, 22);
  return {
    /** Sets the cookie after a sign-in to `email` in a browser, keeping the browser's id if it had one. */
    remember(request: FastifyRequest, reply: FastifyReply, email: string, secure: boolean) {
      const known = this.deviceOf(request, null);
      const device = known ?? randomBytes(16).toString('base64url');
      const payload = `${device}.${tagOf(email)}`;
      reply.setCookie(DEVICE_COOKIE, `${payload}.${mac(payload)}`, {
        path: '/api/login',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: DEVICE_MAX_AGE_S,
      });
    },
    /**
     * The browser's id when its cookie is genuine and (with `email`) names that account; null for a
     * browser that never signed in to it here, or a forged cookie.
     */
    deviceOf(request: FastifyRequest, email: string | null): string | null {
      const value = request.cookies[DEVICE_COOKIE];
      const [device, tag, signature, ...rest] = value?.split('.') ?? [];
      if (!device || !tag || !signature || rest.length > 0) return null;
      const expected = Buffer.from(mac(`${device}.${tag}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      if (email !== null && tag !== tagOf(email)) return null;
      return device;
    },
  };
}

export type KnownDevices = ReturnType<typeof knownDevices>;
