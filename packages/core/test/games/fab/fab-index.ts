// The real committed Flesh and Blood snapshot (packages/server/data-snapshot/fab-cards.json), indexed once.
import snapshot from '../../../../server/data-snapshot/fab-cards.json';
import { FabCardIndex, assertFabSnapshot } from '../../../src/games/fab';

const data: unknown = snapshot;
assertFabSnapshot(data);
export const fabSnapshot = data;
export const fabIndex = new FabCardIndex(data);
