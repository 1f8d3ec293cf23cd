import type { EventDecklist, EventDetails } from '@decklist/core/api';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Switch, Text } from '../../components/ui';
import { useSetPublicationConsent } from '../../api/publications';
import { FormError } from '../../components/form/FormError';

export const LISTS_MAY_BE_PUBLISHED = msg`Decklists may be published`;
export const SUBMITTING_AGREES = msg`The organiser may publish chosen decklists of this tournament (for example the Top 8) on a public page. By submitting yours, you agree that it may be published.`;
export const CONSENT_LABEL = msg`I agree my list may be published`;

/**
 * In an event whose lists may be published: the notice before a player submits, and once they have a
 * deck, their agreement (given by submitting after the notice, or here), which they can take back.
 */
export function PublicationConsent({ event, deck }: { event: EventDetails; deck: EventDecklist | null }) {
  const { t } = useLingui();
  const consent = useSetPublicationConsent(event.event_id);
  if (!event.lists_may_be_published) return null;
  if (!deck) {
    return (
      <Alert color="blue" role="note" title={t(LISTS_MAY_BE_PUBLISHED)}>
        {t(SUBMITTING_AGREES)}
      </Alert>
    );
  }
  const agreed = deck.publication_consent === true;
  return (
    <Alert color="blue" role="group" title={t(LISTS_MAY_BE_PUBLISHED)} aria-label={t(LISTS_MAY_BE_PUBLISHED)}>
      <Stack gap={4}>
        <Text size="sm">
          {agreed ? (
            <Trans>The organiser may publish your decklist on a public page of this tournament. You can take that back here.</Trans>
          ) : (
            <Trans>The organiser may publish chosen decklists of this tournament on a public page. Yours is published only if you agree.</Trans>
          )}
        </Text>
        <Switch
          label={t(CONSENT_LABEL)}
          checked={agreed}
          disabled={consent.isPending}
          onChange={(change) => consent.mutate(change.currentTarget.checked)}
        />
        {consent.isError && <FormError inline size="sm" error={consent.error} />}
      </Stack>
    </Alert>
  );
}
