import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { formatMoment } from '../components/format';
import { Alert, Button, Group, Text } from '../components/ui';
import type { Draft } from './use-draft';

/** 'You have an unsent draft from 14:32: Restore / Discard' (loaded only when there is a draft to offer). */
export function DraftOfferBox({ draft }: { draft: Draft }) {
  useLingui(); // a new language formats the time again
  if (!draft.offer) return null;
  const savedAt = formatMoment(draft.offer.saved_at);
  return (
    <Alert color="blue" role="status">
      <Group gap="xs" justify="space-between">
        <Text size="sm">
          <Trans>You have an unsent draft from {savedAt}:</Trans>
        </Text>
        <Group gap="xs">
          <Button size="compact-sm" onClick={draft.restore}>
            <Trans context="button" comment="Restores an unsent draft into the form">Restore</Trans>
          </Button>
          <Button size="compact-sm" variant="default" onClick={draft.discard}>
            <Trans context="button" comment="Forgets an unsent draft">Discard</Trans>
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
