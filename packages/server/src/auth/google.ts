import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { MAX_NAME_LENGTH, nameFromElsewhere, normaliseEmail } from '@decklist/core/text';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  email: string;
  name: string;
}

export type GoogleVerifier = (token: string) => Promise<GoogleIdentity>;

export class GoogleTokenError extends Error {
  override name = 'GoogleTokenError';
}

/**
 * Verifies a Google ID token: signature against the JWKS, issuer, audience (our client id),
 * expiry, and an e-mail address that Google has verified.
 */
export function createGoogleVerifier(clientId: string, jwksUrl: string): GoogleVerifier {
  const keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(jwksUrl), { cacheMaxAge: 60 * 60 * 1000 });
  return async (token) => {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, keys, { issuer: GOOGLE_ISSUERS, audience: clientId, clockTolerance: 30 }));
    } catch (error) {
      throw new GoogleTokenError(error instanceof Error ? error.message : 'invalid token');
    }
    const email = typeof payload.email === 'string' ? payload.email : '';
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    if (!email || !verified) throw new GoogleTokenError('the token has no verified e-mail address');
    return { email: normaliseEmail(email), name: typeof payload.name === 'string' ? nameFromElsewhere(payload.name, MAX_NAME_LENGTH) : '' };
  };
}
