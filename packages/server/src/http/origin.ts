import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken } from './bearer';
import { problem } from './problem';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin the site is served from: PUBLIC_URL, or what the request itself says. */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * CSRF protection: a state-changing request must come from a page of this site, unless it signs in
 * with an Authorization header alone (auth/plugin.ts).
 * Browsers always send Origin on such requests; forms from other sites cannot fake it,
 * and the JSON-only body parsing means a plain HTML form cannot reach a handler either.
 */
export const originCheckPlugin = fp(async (app: FastifyInstance, options: { publicUrl: string | undefined }) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // A bearer token is sent on purpose by the caller's own code, never added by the browser: without
    // cookies such a request carries no ambient credentials another site could ride on.
    if (bearerToken(request) !== undefined && request.headers.cookie === undefined) return;
    const origin = request.headers.origin;
    if (!origin || origin !== siteOrigin(request, options.publicUrl)) {
      throw problem('foreign_origin');
    }
  });
});
