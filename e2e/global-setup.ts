import fs from 'node:fs';
import { startServer } from './helpers/server';

/**
 * One data folder made and migrated by the built app before the journeys: each journey's server starts on a
 * copy of it (helpers/server.ts) instead of making and migrating a cluster of its own, a few seconds each.
 * The journeys that are about a first start (a checkout in a private folder) still make their own.
 */
export default async function setup() {
  const server = await startServer({}, undefined, { fromTemplate: false, keepData: true });
  await server.stop();
  fs.rmSync(`${server.dataDir}/decklist.lock`, { force: true });
  process.env.DECKLIST_E2E_DATA_TEMPLATE = server.dataDir;
  return () => fs.rmSync(server.dataDir, { recursive: true, force: true });
}
