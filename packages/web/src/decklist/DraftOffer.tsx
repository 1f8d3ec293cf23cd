import { Alert, Button, Group, Text } from '../components/ui';
import type { Draft } from './use-draft';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A moment in the reader's language and clock: the time alone today ('14:32'), otherwise with its date. */
export function formatMoment(ms: number, now = Date.now()): string {
  const moment = new Date(ms);
  return moment.toDateString() === new Date(now).toDateString() ? timeFormat.format(moment) : dateTimeFormat.format(moment);
}

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
