import { timersChannel } from '@decklist/core/live';
import type { TestApp } from './app';

let made = 0;

/** The live channel of a new timer tournament (a socket can only follow a tournament that exists). */
export async function newTimersChannel(t: TestApp): Promise<{ channel: string; tournamentId: string }> {
  const owner = await t.signedIn(`channel-owner-${++made}@example.com`);
  const created = await owner.post('/api/timers', { tournament_name: `Channel ${made}` });
  if (created.statusCode !== 200) throw new Error(`no tournament: ${created.statusCode} ${created.body}`);
  const tournamentId = created.json().tournament_id as string;
  return { channel: timersChannel(tournamentId), tournamentId };
}
