import net from 'node:net';
import path from 'node:path';
import { MAX_PLAYERS } from '@decklist/core/events';
import { z } from 'zod';
import { LIVE_LIMITS } from './live/subscriber';

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
  /**
   * The addresses and subnets of the proxies whose X-Forwarded-For is believed; false for none. The
   * client is the address the last trusted proxy saw (the rightmost untrusted one).
   */
  trustProxy: false | string[];
  /** Players an event created on this instance may hold. */
  maxPlayers: number;
  /** The bearer token that opens GET /metrics on the main port; unset: no token. */
  metricsToken: string | undefined;
  /** A port of its own for GET /metrics (then not on the main port); unset: none. */
  metricsPort: number | undefined;
  /** How long a stopping instance waits for requests in flight before cutting them, in ms. */
  shutdownTimeoutMs: number;
  /** Whether a PGlite database found in dataDir moves into the embedded PostgreSQL before the app opens it. */
  migrateDataAtStart: boolean;
  /** Live sockets one client address (an IPv6 /64) may hold open on this instance. */
  liveSocketsPerAddress: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const TRUST_PROXY_FORM =
  'List the addresses or subnets of your proxies, separated by commas: e.g. TRUST_PROXY=127.0.0.1 for nginx on the same machine, or TRUST_PROXY=10.0.0.0/8.';
/**
 * `true` believes the leftmost X-Forwarded-For address, which the client writes itself; a hop count is
 * taken by Fastify as "trust nobody". Neither does what its name says, so both are refused.
 */
const TRUST_PROXY_REFUSED = `true and hop counts are not accepted: true would let any client choose its own address for the rate limits, and a count is ignored. ${TRUST_PROXY_FORM}`;

/** An IP address, a subnet in CIDR form, or one of the named ranges loopback, linklocal and uniquelocal. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

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
  METRICS_TOKEN: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[\x21-\x7e]{16,200}$/, 'must be 16 to 200 printable characters without spaces, e.g. the output of `openssl rand -hex 32`')
      .optional(),
  ),
  METRICS_PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(65535).optional()),
  SHUTDOWN_TIMEOUT: z.preprocess(emptyAsUnset, z.coerce.number().min(0).max(600).default(20)),
  LIVE_SOCKETS_PER_ADDRESS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(1_000_000).default(LIVE_LIMITS.socketsPerAddress)),
  MIGRATE_DATA_AT_START: z.preprocess(
    emptyAsUnset,
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('false').transform((value) => value === 'true'),
  ),
  TRUST_PROXY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .default('false')
      .transform((value, context): false | string[] => {
        if (value === 'false') return false;
        if (value === 'true' || /^\d+$/.test(value)) {
          context.addIssue({ code: 'custom', message: TRUST_PROXY_REFUSED });
          return z.NEVER;
        }
        const proxies = value.split(',').map((entry) => entry.trim()).filter(Boolean);
        const wrong = proxies.find((entry) => !isProxyAddress(entry));
        if (wrong !== undefined || proxies.length === 0) {
          context.addIssue({ code: 'custom', message: `'${wrong ?? value}' is not an address or subnet of a proxy. ${TRUST_PROXY_FORM}` });
          return z.NEVER;
        }
        return proxies;
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
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError('Invalid configuration:\n  METRICS_PORT: must differ from PORT (the metrics port is meant to stay off the public address)');
  }
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
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT * 1000,
    migrateDataAtStart: e.MIGRATE_DATA_AT_START,
    liveSocketsPerAddress: e.LIVE_SOCKETS_PER_ADDRESS,
  };
}
