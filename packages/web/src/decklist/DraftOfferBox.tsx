import { formatMoment } from '../components/format';
import { Alert, Button, Group, Text } from '../components/ui';
import type { Draft } from './use-draft';

/** 'You have an unsent draft from 14:32: Restore / Discard' (loaded only when there is a draft to offer). */
export function DraftOfferBox({ draft }: { draft: Draft }) {
  if (!draft.offer) return null;
  return (
    <Alert color="blue" role="status">
      <Group gap="xs" justify="space-between">
        <Text size="sm">You have an unsent draft from {formatMoment(draft.offer.saved_at)}:</Text>
        <Group gap="xs">
          <Button size="compact-sm" onClick={draft.restore}>
            Restore
          </Button>
          <Button size="compact-sm" variant="default" onClick={draft.discard}>
            Discard
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
