import path from 'node:path';
import { MAX_PLAYERS } from '@decklist/core';
import { z } from 'zod';

/** Settings read from the environment; see docs/configuration.md. */
export interface Config {
  port: number;
  host: string;
  /** Site origin as users see it, e.g. https://decklist.example; derived from the request when unset. */
  publicUrl: string | undefined;
  /** PostgreSQL connection string; the embedded database in dataDir when unset. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The embedded database: PostgreSQL run by the app (default) or PGlite in the process. */
  embeddedDatabase: 'postgres' | 'pglite';
  /** SMTP connection URL; codes are written to the log when unset. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Google sign-in is off when unset. */
  googleClientId: string | undefined;
  googleJwksUrl: string;
  /** Card snapshot to load; the committed snapshot when unset. */
  cardsFile: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: boolean | number | string;
  /** Players an event created on this instance may hold. */
  maxPlayers: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUnset, z.string().default('0.0.0.0')),
  PUBLIC_URL: z.preprocess(
    emptyAsUnset,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://decklist.example' })
      .transform((url) => new URL(url).origin)
      .optional(),
  ),
  DATABASE_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUnset, z.string().default('./data')),
  EMBEDDED_DATABASE: z.preprocess(emptyAsUnset, z.enum(['postgres', 'pglite']).default('postgres')),
  SMTP_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUnset, z.string().default('Decklist <no-reply@decklist.localhost>')),
  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUnset, z.string().optional()),
  GOOGLE_JWKS_URL: z.preprocess(
    emptyAsUnset,
    z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com/oauth2/v3/certs'),
  ),
  CARDS_FILE: z.preprocess(emptyAsUnset, z.string().optional()),
  LOG_LEVEL: z.preprocess(
    emptyAsUnset,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  MAX_PLAYERS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(100_000).default(MAX_PLAYERS)),
  TRUST_PROXY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .default('false')
      .transform((value): boolean | number | string => {
        if (value === 'true') return true;
        if (value === 'false') return false;
        if (/^\d+$/.test(value)) return Number(value);
        return value; // a list of addresses or subnets, passed to Fastify as is
      }),
  ),
});

/** Reads and checks the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    embeddedDatabase: e.EMBEDDED_DATABASE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    cardsFile: e.CARDS_FILE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    maxPlayers: e.MAX_PLAYERS,
  };
}
