import type { EventDecklist, EventDetails } from '@decklist/core/api';
import { Alert, Stack, Switch, Text } from '../../components/ui';
import { useSetPublicationConsent } from '../../api/publications';
import { FormError } from '../../components/form/FormError';

export const LISTS_MAY_BE_PUBLISHED = 'Decklists may be published';
export const SUBMITTING_AGREES =
  'The organiser may publish chosen decklists of this tournament (for example the Top 8) on a public page. By submitting yours, you agree that it may be published.';
export const CONSENT_LABEL = 'I agree my list may be published';

/**
 * In an event whose lists may be published: the notice before a player submits, and once they have a
 * deck, their agreement (given by submitting after the notice, or here), which they can take back.
 */
export function PublicationConsent({ event, deck }: { event: EventDetails; deck: EventDecklist | null }) {
  const consent = useSetPublicationConsent(event.event_id);
  if (!event.lists_may_be_published) return null;
  if (!deck) {
    return (
      <Alert color="blue" role="note" title={LISTS_MAY_BE_PUBLISHED}>
        {SUBMITTING_AGREES}
      </Alert>
    );
  }
  const agreed = deck.publication_consent === true;
  return (
    <Alert color="blue" role="group" title={LISTS_MAY_BE_PUBLISHED} aria-label={LISTS_MAY_BE_PUBLISHED}>
      <Stack gap={4}>
        <Text size="sm">
          {agreed
            ? 'The organiser may publish your decklist on a public page of this tournament. You can take that back here.'
            : 'The organiser may publish chosen decklists of this tournament on a public page. Yours is published only if you agree.'}
        </Text>
        <Switch
          label={CONSENT_LABEL}
          checked={agreed}
          disabled={consent.isPending}
          onChange={(change) => consent.mutate(change.currentTarget.checked)}
        />
        {consent.isError && <FormError inline size="sm" error={consent.error} />}
      </Stack>
    </Alert>
  );
}
