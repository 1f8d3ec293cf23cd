import type { LibraryDeckListItem } from '@decklist/core/api';
import { MAX_LIBRARY_DECKS } from '@decklist/core/library';
import { Alert, Anchor, Button, Container, Group, Stack, Table, Text, Title } from '../../components/ui';
import { Link } from 'wouter';
import { useLibraryDecks } from '../../api/library';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PageError } from '../../components/PageError';
import { ImportFromEvent } from './ImportFromEvent';

export const UNUSED_DECKS_NOTE = "Decks that haven't been used for 90 days are automatically deleted.";
export const LIBRARY_FULL_WARNING = `You have ${MAX_LIBRARY_DECKS} saved decks, the most a library can hold. Delete a deck to create or import another.`;

/** A warning sign with words for screen readers (and a tooltip), so colour is not the only signal. */
export function WarningMark() {
  return (
    <span role="img" aria-label="Has deck warnings" title="Has deck warnings">
      ⚠
    </span>
  );
}

function DecksTable({ decks }: { decks: LibraryDeckListItem[] }) {
  if (decks.length === 0) {
    return (
      <Stack gap={4} py="md" align="center">
        <Text fw={500}>No decks found in your library</Text>
        <Text c="dimmed" size="sm">
          Create a deck to get started
        </Text>
      </Stack>
    );
  }
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Deck Name</Table.Th>
          <Table.Th>Format</Table.Th>
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
  const decks = useLibraryDecks();
  const full = (decks.data?.length ?? 0) >= MAX_LIBRARY_DECKS;

  let body;
  if (decks.isPending) body = <LoadingScreen />;
  else if (decks.isError) body = <PageError title="Error loading deck">Please try again later.</PageError>;
  else body = <DecksTable decks={decks.data} />;

  return (
    <Container size="md">
      <Stack>
        <div>
          <Title order={1}>Your saved decks</Title>
          <Text c="dimmed">Saved decks can be reused when you sign up for events: pick one in the event&apos;s decklist form.</Text>
        </div>
        <Group>
          <Button component={Link} to="/" variant="default">
            ← Back to Events
          </Button>
          {!full && (
            <Button component={Link} to="/library/deck">
              Create New Deck
            </Button>
          )}
        </Group>
        {full && (
          <Alert color="orange" role="status" title="⚠ Your library is full">
            {LIBRARY_FULL_WARNING}
          </Alert>
        )}
        <ImportFromEvent disabled={full} />
        {body}
        <Text c="dimmed" size="sm">
          {UNUSED_DECKS_NOTE}
        </Text>
      </Stack>
    </Container>
  );
}
