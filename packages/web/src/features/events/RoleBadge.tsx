import type { EventRole } from '@decklist/core/events';
import { Badge } from '../../components/ui';
import { ROLE_LABELS } from './format';

const COLORS: Record<EventRole, string> = { owner: 'blue', judge: 'grape', player: 'gray' };

export function RoleBadge({ role }: { role: EventRole }) {
  return (
    <Badge color={COLORS[role]} variant="light">
      {ROLE_LABELS[role]}
    </Badge>
  );
}
