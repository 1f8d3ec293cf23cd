import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import type { CardIndex } from '@decklist/core/cards';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authCleanupJob } from './auth/cleanup-job';
import { sessionPlugin } from './auth/plugin';
import { authRoutes, type AuthLimits } from './auth/routes';
import { cardRoutes } from './cards/routes';
import { setRoutes } from './sets/routes';
import { deckCheckRoutes } from './deck-checks/routes';
import { deckRoutes } from './decks/routes';
import { withPoolWarnings } from './pools';
import { limitedDownload } from './pools/download';
import { playedPools, playedPoolsStamp } from './pools/played-pools';
import { poolRoutes } from './pools/routes';
import { stageClockRoutes } from './pools/stage-clocks';
import { poolSwapRoutes } from './pools/swap-routes';
import { deckPoolCheckRoutes } from './pools/deck-check-routes';
import { poolSheetRoutes } from './pools/sheet-routes';
import { publicationRoutes } from './publications/routes';
import { FAIR_USE_LIMITS, createFairUse, type FairUse, type FairUseLimits } from './cards/fair-use';
import { recheckJob, type StoredChecks } from './cards/recheck-job';
import { createCardsService, loadCardsAtStart, loadFabCardsAtStart, type CardsService } from './cards/service';
import { deckChecks, revisionChecks } from './decks/checks-store';
import type { Config } from './config';
import { connectDatabase, type Database, type Db } from './db/connect';
import { eventCleanupJob } from './events/cleanup-job';
import { deadlineJob } from './events/deadline';
import { eventRoutes } from './events/routes';
import { eventViewer } from './events/viewer';
import { createClientErrorHandler } from './http/client-errors';
import { errorsPlugin, frameworkErrorHandler } from './http/errors';
import { originCheckPlugin } from './http/origin';
import { hstsHeaders, hstsPlugin, SERVER_TIMEOUTS, timedServerFactory, type ServerTimeouts } from './http/transport';
import { OneLinePerRequest } from './http/request-log';
import type { PageLimits } from './http/page-reads';
import { webAppPlugin } from './http/web-app';
import { compressionPlugin } from './http/compression';
import { drainPlugin } from './http/drain';
import { idempotencyCleanupJob } from './idempotency/cleanup-job';
import { libraryCleanupJob } from './library/cleanup-job';
import { libraryRoutes } from './library/routes';
import { libraryChecks } from './library/store';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { createMemoryBus, createPostgresBus, type LiveBus } from './live/bus';
import { livePlugin } from './live/plugin';
import type { LiveLimits } from './live/subscriber';
import { createMailer, type Mailer } from './mail/mailer';
import { defaultCardsFile, defaultFabCardsFile, migrationsDir, webDistDir } from './paths';
import { loopPlugin } from './system/loop-plugin';
import { metricsPlugin } from './system/metrics';
import { openapiOptions } from './system/openapi';
import { systemRoutes } from './system/routes';
import { emailHasher, liveEchoIds, siteSecret } from './system/secrets';
import { timerRoutes } from './timers/routes';
import { createWorkerPool, type WorkerPool, type WorkerPoolOptions } from './workers/pool';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /** The current time in ms; injectable so tests can move time. */
    now(): number;
    mailer: Mailer;
    jobs: JobRunner;
    /** Card data: decklist validation and name search (cards/service.ts). */
    cards: CardsService;
    /** Worker threads for long checks, PDFs and downloads (workers/pool.ts). */
    workers: WorkerPool;
    /** Limits on the routes that check lists (cards/fair-use.ts). */
    fairUse: FairUse;
    /** An e-mail address as a keyed hash, the same on every instance (system/secrets.ts). */
    hashEmail(email: string): string;
    /** The opaque value by which live messages name a session's page, and /api/me a session (system/secrets.ts). */
    liveEchoId(sessionId: string, page?: string | null): string;
  }
}

/** Test and embedding hooks; production passes none. */
export interface AppOverrides {
  /** An open database to use (not closed with the app). */
  database?: Database;
  now?: () => number;
  /** Start the periodic jobs (default true). Tests run them with app.jobs.runNow. */
  startJobs?: boolean;
  /** Live bus to use; by default memory for PGlite and LISTEN/NOTIFY for PostgreSQL. */
  bus?: LiveBus;
  webDistDir?: string;
  heartbeatMs?: number;
  /** Per-socket limits of the live channels (tests lower them). */
  liveLimits?: Partial<LiveLimits>;
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Sign-in rate limits (tests lower them). */
  authLimits?: Partial<AuthLimits>;
  /**
   * Card data to use instead of loading CARDS_FILE or the committed snapshot; null for none. (Without
   * it the snapshot is still parsed only once per process.)
   */
  cards?: CardIndex | null;
  /** Names the card data given in `cards` (tests change it to stand for a refresh of the card data). */
  cardsVersion?: string;
  /** Limits on checks and deck saves per session and address (tests change them). */
  fairUse?: Partial<FairUseLimits>;
  /** How many pages a caller may have built with their answers inside (http/page-reads.ts; tests lower them). */
  pageLimits?: Partial<PageLimits>;
  /** Size and queue of the worker pool (tests shrink them). */
  workers?: WorkerPoolOptions;
  /** Request, header and keep-alive timeouts of the HTTP server (tests shorten them). */
  timeouts?: Partial<ServerTimeouts>;
  /** How long a drain waits with no request before closing idle connections (http/drain.ts; tests shorten it). */
  drainQuietMs?: number;
}

export const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * The card data: the file named by CARDS_FILE or the committed snapshot, loaded once per process, or the
 * index a test gives. Worker threads check long lists with the same file; a given index stays on this thread.
 */
async function cardsService(config: Config, overrides: AppOverrides, pool: WorkerPool, log: FastifyBaseLogger): Promise<CardsService> {
  // Flesh and Blood's cards are small (about 4,600) and always the committed snapshot's.
  const fab = await loadFabCardsAtStart(defaultFabCardsFile, log);
  const fabCardsFile = fab.index ? defaultFabCardsFile : null;
  const fabData = { index: fab.index, dataVersion: fab.digest };
  if (overrides.cards !== undefined) {
    const dataVersion = overrides.cardsVersion ?? 'supplied';
    return createCardsService({ index: overrides.cards, dataVersion, fab: fabData, ...(overrides.cards ? {} : { workers: { pool, cardsFile: null, fabCardsFile } }) });
  }
  const file = config.cardsFile ?? defaultCardsFile;
  const { index, digest } = await loadCardsAtStart(file, config.cardsFile !== undefined, log);
  return createCardsService({
    index,
    dataVersion: digest,
    fab: fabData,
    workers: { pool, cardsFile: index ? file : null, fabCardsFile },
    onWorkerFailure: (error) => log.error({ err: error }, 'a worker could not check lists; they were checked on the main thread'),
  });
}

/** Builds the whole application without listening; `app.listen` or `app.inject` it. */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const hsts = hstsHeaders(config.publicUrl);
  const app = Fastify({
    logger: overrides.logger === false ? false : { level: config.logLevel, ...(overrides.logStream ? { stream: overrides.logStream } : {}) },
    // Only the listed proxies (config.ts): the client is the address the last trusted proxy saw.
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    logController: new OneLinePerRequest(),
    // Router errors skip the hooks, so HSTS is added here for them.
    frameworkErrors: (error, request, reply) => frameworkErrorHandler(error, request, reply.headers(hsts)),
    // What Node's HTTP parser refuses (oversized headers: 431, not HTTP: 400) and requests cut off by
    // the timeouts (408) are problem+json too.
    clientErrorHandler: createClientErrorHandler(hsts),
    // Slow clients cannot hold connections: whole request 30 s, headers 10 s (http/transport.ts).
    serverFactory: timedServerFactory({ ...SERVER_TIMEOUTS, ...overrides.timeouts }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON or nothing: a plain HTML form from another site cannot post to the API.
  app.removeContentTypeParser(['text/plain']);

  const ownsDatabase = !overrides.database;
  const database =
    overrides.database ??
    (await connectDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      embedded: config.embeddedDatabase,
      onFallback: (reason) => app.log.warn(`The embedded PostgreSQL is not used (${reason}): the database is PGlite, in this process.`),
      migrationsDir,
    }));

  try {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('now', overrides.now ?? Date.now);
    app.decorate('mailer', createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, app.log));
    app.decorate('jobs', createJobRunner(database.db, app.now, app.log));
    const workers = createWorkerPool(overrides.workers);
    app.decorate('workers', workers);
    app.addHook('onClose', () => workers.close());
    app.decorate('cards', await cardsService(config, overrides, workers, app.log));
    app.decorate('fairUse', createFairUse({ ...FAIR_USE_LIMITS, ...overrides.fairUse }, app.now));
    app.decorate('hashEmail', emailHasher(await siteSecret(database.db, 'email-hash')));
    app.decorate('liveEchoId', liveEchoIds(await siteSecret(database.db, 'live-echo')));

    const bus =
      overrides.bus ??
      (database.pool && config.databaseUrl
        ? await createPostgresBus(database.pool, config.databaseUrl, app.log)
        : createMemoryBus());

    // onClose hooks run last added first: the jobs stop (and their runs end) before the database closes.
    if (ownsDatabase) app.addHook('onClose', async () => database.close());
    app.addHook('onClose', async () => {
      await app.jobs.stop();
      app.mailer.close();
    });

    await app.register(drainPlugin, overrides.drainQuietMs === undefined ? {} : { quietMs: overrides.drainQuietMs });
    await app.register(loopPlugin);
    await app.register(hstsPlugin, { publicUrl: config.publicUrl });
    await app.register(errorsPlugin);
    await app.register(compressionPlugin);
    await app.register(fastifySwagger, openapiOptions);
    await app.register(fastifyCookie);
    await app.register(originCheckPlugin, { publicUrl: config.publicUrl });
    await app.register(sessionPlugin);
    // After the error handler (its 401 is a problem) and the OpenAPI document, before every counted route.
    await app.register(metricsPlugin, { token: config.metricsToken, port: config.metricsPort, host: config.host });
    await app.register(livePlugin, {
      bus,
      ...(overrides.heartbeatMs ? { heartbeatMs: overrides.heartbeatMs } : {}),
      limits: { socketsPerAddress: config.liveSocketsPerAddress, ...overrides.liveLimits },
    });

    await app.register(systemRoutes);
    await app.register(authRoutes, { limits: overrides.authLimits ?? {} });
    await app.register(cardRoutes);
    await app.register(setRoutes);
    app.jobs.register(authCleanupJob);
    await app.register(eventRoutes);
    await app.register(deckCheckRoutes);
    app.jobs.register(eventCleanupJob);
    app.jobs.register(deadlineJob(app));
    await app.register(deckRoutes, {
      poolWarnings: (event, decks, checks) => withPoolWarnings(app.db, app.cards.index, event, decks, checks),
      limitedDownload: (event, deckUserIds, whole) => limitedDownload(app.db, event, deckUserIds, whole),
    });
    await app.register(poolRoutes);
    await app.register(stageClockRoutes);
    await app.register(poolSwapRoutes);
    await app.register(deckPoolCheckRoutes);
    await app.register(poolSheetRoutes);
    await app.register(publicationRoutes, {
      pools: { cards: (event, userIds) => playedPools(app.db, event, userIds), stamp: (event, userIds) => playedPoolsStamp(app.db, event, userIds) },
    });
    await app.register(libraryRoutes);
    app.jobs.register(libraryCleanupJob);
    app.jobs.register(idempotencyCleanupJob);
    app.jobs.register(recheckJob(app.cards, [deckChecks, revisionChecks, libraryChecks] as StoredChecks<unknown>[]));
    await app.register(timerRoutes);

    await app.register(webAppPlugin, { distDir: overrides.webDistDir ?? webDistDir, eventViewer: eventViewer(app.db, app.now), pageLimits: overrides.pageLimits });

    if (overrides.startJobs !== false) app.addHook('onReady', async () => app.jobs.start());
    return app;
  } catch (error) {
    if (ownsDatabase) await database.close().catch(() => undefined);
    throw error;
  }
}
