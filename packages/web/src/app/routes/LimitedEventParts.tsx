import type { EventDetails } from '@decklist/core/api';
import { isOrganiserRole } from '@decklist/core/events';
import { Suspense, type ReactNode } from 'react';
import { lazyComponent } from '../../components/lazy-part';
import { Stack } from '../../components/ui';

// Each part loads on its own from here, so that the event page names only this file (its first load stays small).
const LimitedSetupSection = lazyComponent(() => import('../../features/events/LimitedSetupSection'), 'LimitedSetupSection');
const PoolCard = lazyComponent(() => import('../../features/pools/PoolCard'), 'PoolCard');
const PoolSwapSection = lazyComponent(() => import('../../features/pools/PoolSwapSection'), 'PoolSwapSection');

/**
 * A Limited event's parts above what the event page puts under them (`children`): for the owner and judges its
 * sets and boosters (events) and its pools and swap (pools); for a player, their pool (with the way to the deck
 * builder, pools) before the deck built from it.
 */
export function LimitedEventParts({ event, children }: { event: EventDetails; children: ReactNode }) {
  const organiser = isOrganiserRole(event.role);
  return (
    <Stack gap="lg">
      <Suspense fallback={null}>
        {organiser ? <LimitedSetupSection event={event} /> : <PoolCard event={event} />}
        {organiser && event.limited && <PoolSwapSection event={event} />}
      </Suspense>
      {children}
    </Stack>
  );
}
