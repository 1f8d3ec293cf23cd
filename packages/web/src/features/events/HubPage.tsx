import { Trans } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '../../components/ui';
import { useParams, useSearchParams } from 'wouter';
import { useEventsBatch } from '../../api/events';
import { EventsTable } from './EventsTable';

/** The hub name as written; the router leaves some characters encoded (a '%' alone cannot be decoded). */
function hubTitle(name: string) {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** /multi/{hub_name}?id=..&id=..: several events on one page, by date. */
export function HubPage() {
  const { hubName = '' } = useParams<{ hubName: string }>();
  const [params] = useSearchParams();
  const ids = params.getAll('id');
  const events = useEventsBatch(ids);

  let body;
  if (ids.length === 0) body = <EventsTable events={[]} showFormat />;
  else if (events.isPending) {
    body = (
      <Text c="dimmed">
        <Trans>Loading events...</Trans>
      </Text>
    );
  } else if (events.isError) {
    body = (
      <Text c="red">
        <Trans>Error. Try again later.</Trans>
      </Text>
    );
  } else body = <EventsTable events={events.data} showFormat />;

  return (
    <Container size="md">
      <Stack>
        <Title order={1}>{hubTitle(hubName)}</Title>
        {body}
      </Stack>
    </Container>
  );
}
