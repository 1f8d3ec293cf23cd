import { useLingui } from '@lingui/react/macro';
import type { EventRole } from '@decklist/core/events';
import { ROLE_LABELS } from '../../components/role-labels';
import { Badge } from '../../components/ui';

const COLORS: Record<EventRole, string> = { owner: 'blue', judge: 'grape', player: 'gray' };

export function RoleBadge({ role }: { role: EventRole }) {
  const { t } = useLingui();
  return (
    <Badge color={COLORS[role]} variant="light">
      {t(ROLE_LABELS[role])}
    </Badge>
  );
}
