import type { LibraryDeckListItem } from '@decklist/core/api';
import { MAX_LIBRARY_DECKS } from '@decklist/core/library';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Container, Group, Stack, Table, Text, Title } from '../../components/ui';
import { Link } from 'wouter';
import { useLibraryDecks } from '../../api/library';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PageError } from '../../components/PageError';
import { ImportFromEvent } from './ImportFromEvent';

/** A warning sign with words for screen readers (and a tooltip), so colour is not the only signal. */
export function WarningMark() {
  const { t } = useLingui();
  const label = t`Has deck warnings`;
  return (
    <span role="img" aria-label={label} title={label}>
      ⚠
    </span>
  );
}

function DecksTable({ decks }: { decks: LibraryDeckListItem[] }) {
  if (decks.length === 0) {
    return (
      <Stack gap={4} py="md" align="center">
        <Text fw={500}>
          <Trans>No decks found in your library</Trans>
        </Text>
        <Text c="dimmed" size="sm">
          <Trans>Create a deck to get started</Trans>
        </Text>
      </Stack>
    );
  }
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Deck Name</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Format</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {decks.map((deck) => (
          <Table.Tr key={deck.deck_id}>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Anchor component={Link} to={`/library/deck/${deck.deck_id}`} style={{ overflowWrap: 'anywhere' }}>
                  {deck.deck_name}
                </Anchor>
                {deck.has_warnings && <WarningMark />}
              </Group>
            </Table.Td>
            <Table.Td>{deck.format_name}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** `/library` (protected): the user's saved decks (docs/product.md, Deck library). */
export function LibraryPage() {
  const { t, i18n } = useLingui();
  const decks = useLibraryDecks();
  const maxDecks = i18n.number(MAX_LIBRARY_DECKS);
  const full = (decks.data?.length ?? 0) >= MAX_LIBRARY_DECKS;

  let body;
  if (decks.isPending) body = <LoadingScreen />;
  else if (decks.isError) body = (
      <PageError title={t`Error loading deck`}>
        <Trans>Please try again later.</Trans>
      </PageError>
    );
  else body = <DecksTable decks={decks.data} />;

  return (
    <Container size="md">
      <Stack>
        <div>
          <Title order={1}>
            <Trans>Your saved decks</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Saved decks can be reused when you sign up for events: pick one in the event&apos;s decklist form.</Trans>
          </Text>
        </div>
        <Group>
          <Button component={Link} to="/" variant="default">
            <Trans>← Back to Events</Trans>
          </Button>
          {!full && (
            <Button component={Link} to="/library/deck">
              <Trans>Create New Deck</Trans>
            </Button>
          )}
        </Group>
        {full && (
          <Alert color="orange" role="status" title={t`⚠ Your library is full`}>
            <Trans>You have {maxDecks} saved decks, the most a library can hold. Delete a deck to create or import another.</Trans>
          </Alert>
        )}
        <ImportFromEvent disabled={full} />
        {body}
        <Text c="dimmed" size="sm">
          <Trans>Decks that haven&apos;t been used for 90 days are automatically deleted.</Trans>
        </Text>
      </Stack>
    </Container>
  );
}
