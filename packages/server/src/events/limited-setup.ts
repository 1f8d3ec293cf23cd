import type { LimitedSetupAnswer, LimitedSetupBody } from '@decklist/core/api';
import type { EventRole } from '@decklist/core/events';
import { limitedSetup, poolSizeOf, type LimitedSetup } from '@decklist/core/limited';
import { fieldProblem, problem } from '../http/problem';
import { setCatalogue } from '../sets';
import type { EventRow } from './store';

const LIMITED_FORMAT = 'limited';

/** A Limited event's set-up from a request, with what the app's set lists say of its sets; only a Limited event has one. */
export async function limitedSetupOf(format: string, body: LimitedSetupBody | null | undefined): Promise<LimitedSetup | null> {
  if (!body) return null;
  if (format !== LIMITED_FORMAT) throw fieldProblem('limited', { code: 'not_limited_event' });
  const { byCode } = await setCatalogue();
  return limitedSetup(
    body.kind,
    body.product.map((entry) => ({ set: entry.set_code.toUpperCase(), boosters: entry.boosters })),
    body.expected_pool_size ?? null,
    byCode,
  );
}

/**
 * What an update does to the set-up: undefined leaves it, null takes it away. The owner's, and only until
 * the first pool is registered (the store checks that again as it writes).
 */
export async function limitedSetupChange(event: EventRow, role: EventRole, body: LimitedSetupBody | null | undefined): Promise<LimitedSetup | null | undefined> {
  if (body === undefined) return undefined;
  if (role !== 'owner') throw problem('owner_only');
  if (event.firstPoolAt) throw problem('limited_setup_fixed');
  return limitedSetupOf(event.format, body);
}

/** The set-up as answered. */
export function toLimitedSetupAnswer(event: EventRow): LimitedSetupAnswer | null {
  const setup = event.limited;
  if (!setup) return null;
  return {
    kind: setup.kind,
    product: setup.product.map((entry) => ({ set_code: entry.set, set_name: entry.name, boosters: entry.boosters })),
    expected_pool_size: poolSizeOf(setup),
    boosters_pool_size: setup.boostersPoolSize,
    most_rares: setup.mostRares,
    pool_size_set_by_organiser: setup.poolSize !== null,
    first_pool_at: event.firstPoolAt?.toISOString() ?? null,
  };
}
