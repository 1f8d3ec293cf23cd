import { useParams } from 'wouter';
import { PoolPage } from './PoolPage';
import { ReceivedPoolPage } from './ReceivedPoolPage';

/** `/e/{id}/pool` (a pool to register, or a player's for organisers) and `/e/{id}/pool/received` (the pool received in a swap). */
export function PoolRoute() {
  const { part } = useParams<{ part?: string }>();
  return part === 'received' ? <ReceivedPoolPage /> : <PoolPage />;
}
