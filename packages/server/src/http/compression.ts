import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers over 1 kB go out compressed (Brotli at a light level, else gzip) when the browser
 * accepts it: a 40-player list or a checked deck shrinks several times on a hall's crowded wifi.
 * The web app's files are compressed once at build time instead (http/web-app.ts), and request
 * bodies are never inflated: the API takes plain JSON, so a compressed body is just a bad request.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
});
