import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { EventRole } from '@decklist/core/events';
import { Badge } from '../../components/ui';

const COLORS: Record<EventRole, string> = { owner: 'blue', judge: 'grape', player: 'gray' };

const LABELS: Record<EventRole, MessageDescriptor> = {
  owner: msg({ message: 'Owner', context: 'event role' }),
  judge: msg({ message: 'Judge', context: 'event role' }),
  player: msg({ message: 'Player', context: 'event role' }),
};

export function RoleBadge({ role }: { role: EventRole }) {
  const { t } = useLingui();
  return (
    <Badge color={COLORS[role]} variant="light">
      {t(LABELS[role])}
    </Badge>
  );
}
