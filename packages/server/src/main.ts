import { buildApp } from './app';
import { migrateDataAtStart } from './backup/at-start';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { EmbeddedPostgresError } from './db/postgres-user';
import { SchemaTooNewError } from './db/schema-version';
import { migrationsDir } from './paths';

async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  try {
    await migrateDataAtStart(config, migrationsDir, (line) => console.error(line));
  } catch (error) {
    console.error(`The move into the embedded PostgreSQL failed, and DATA_DIR is as it was: ${(error as Error).message}`);
    console.error('Unset MIGRATE_DATA_AT_START to start on the PGlite database as before.');
    process.exit(1);
  }

  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections; finishing the requests in flight');
    // However stuck the drain or the database, the process goes.
    const force = setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 10_000);
    force.unref();
    app.lifecycle
      .drain(config.shutdownTimeoutMs)
      .then((outcome) => {
        if (!outcome.finished || outcome.cut > 0) app.log.warn({ ...outcome }, 'requests still running at SHUTDOWN_TIMEOUT were cut');
        return app.close();
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // A hall's displays all reconnect at once when an instance restarts; the default queue of 511 pending
  // connections overflows, and each connection it drops costs its client a 1 s SYN retry (the kernel caps
  // this at net.core.somaxconn).
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  app.log.info(
    `Decklist is running at ${config.publicUrl ?? `http://localhost:${config.port}`} (database: ${app.database.kind})`,
  );
}

main().catch((error: unknown) => {
  // Another process has DATA_DIR, a newer version migrated the database, or the embedded PostgreSQL cannot
  // start: say so, without a stack trace.
  const told = error instanceof DataDirLockedError || error instanceof SchemaTooNewError || error instanceof EmbeddedPostgresError;
  console.error(told ? error.message : error);
  process.exit(1);
});
