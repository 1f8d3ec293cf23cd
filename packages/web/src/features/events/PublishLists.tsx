import type { EventDetails, PublicationCandidate } from '@decklist/core/api';
import { MAX_PLACING, MAX_PUBLICATION_LABEL_LENGTH } from '@decklist/core/events';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAuth } from '../../api/auth';
import { Anchor, Badge, Button, Group, Stack, Switch, Text, TextInput, Title } from '../../components/ui';
import {
  chosenListsSheets,
  chosenListsText,
  publishedListsPage,
  usePublications,
  usePublishLists,
  useSetListsMayBePublished,
} from '../../api/publications';
import { useRecordPublicationConsent } from '../../api/paper-consent';
import { FormError } from '../../components/form/FormError';
import { useKeptChoices, type Choice, type Choices } from './publication-choices';
import classes from './publish-lists.module.css';

/** Players listed to choose from at once besides the chosen ones: a 2,000-player event stays quick to draw. */
export const CHOICES_LISTED = 50;

const choiceOf = (player: PublicationCandidate): Choice => ({
  chosen: player.is_published,
  placing: player.placing === null ? '' : String(player.placing),
  label: player.label,
});

/** The chosen players in the order they are published: by placing, then those with a label only, as listed. */
function publicationOrder(players: PublicationCandidate[], choices: Choices) {
  const chosen = players.filter((player) => choices[player.user_id]?.chosen);
  const placingOf = (player: PublicationCandidate) => Number(choices[player.user_id]!.placing) || Infinity;
  return [...chosen].sort((a, b) => placingOf(a) - placingOf(b));
}

/**
 * Published decklists (owner and judges): whether the event's lists may be published (the owner says),
 * the choice of players with their placing or a label, publishing them (owner), and downloading or
 * printing the chosen lists in one go (owner and judges).
 */
export function PublishLists({ event }: { event: EventDetails }) {
  const { t } = useLingui();
  const id = event.event_id;
  const isOwner = event.role === 'owner';
  const publications = usePublications(id);
  const publish = usePublishLists(id);
  const recordConsent = useRecordPublicationConsent(id);
  const setAllowed = useSetListsMayBePublished(id);
  const auth = useAuth();
  const [choices, setChoices] = useKeptChoices(auth.status === 'authorized' ? auth.user.user_id : undefined, id);
  const [search, setSearch] = useState('');
  const allowed = event.lists_may_be_published === true;

  const players = publications.data?.players ?? [];
  const choice = (player: PublicationCandidate) => choices[player.user_id] ?? choiceOf(player);
  const current = Object.fromEntries(players.map((player) => [player.user_id, choice(player)]));
  const change = (player: PublicationCandidate, patch: Partial<Choice>) => setChoices({ ...current, [player.user_id]: { ...choice(player), ...patch } });
  const ordered = publicationOrder(players, current);
  const chosenIds = ordered.map((player) => player.user_id);
  const published = players.filter((player) => player.is_published);
  // The chosen stay listed whatever the search; of the others, the first matches of the search.
  const query = search.trim().toLocaleLowerCase();
  const matching = query ? players.filter((player) => player.player_name.toLocaleLowerCase().includes(query)) : players;
  const notChosen = matching.filter((player) => !current[player.user_id]!.chosen);
  const offered = new Set(notChosen.slice(0, CHOICES_LISTED));
  const listed = players.filter((player) => current[player.user_id]!.chosen || offered.has(player));
  const unlisted = notChosen.length - offered.size;
  const chosenCount = chosenIds.length;
  const publishedCount = published.length;
  // Only lists whose players agreed are published; the others stay chosen (and kept) until they agree.
  const agreed = ordered.filter((player) => player.has_consent);
  const waiting = ordered.filter((player) => !player.has_consent);
  const agreedCount = agreed.length;
  const waitingCount = waiting.length;

  const submit = () =>
    publish.mutate(
      {
        decks: agreed.map((player) => {
          const { placing, label } = current[player.user_id]!;
          return { user_id: player.user_id, placing: placing === '' ? null : Number(placing), label };
        }),
      },
      { onSuccess: () => setChoices(Object.fromEntries(waiting.map((player) => [player.user_id, current[player.user_id]!]))) },
    );

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        <Trans>Published Decklists</Trans>
      </Title>
      {isOwner ? (
        <Switch
          label={t`Decklists may be published`}
          checked={allowed}
          disabled={setAllowed.isPending}
          onChange={(e) => setAllowed.mutate(e.currentTarget.checked)}
        />
      ) : (
        <Text>{allowed ? <Trans>Decklists may be published.</Trans> : <Trans>Decklists of this tournament are not published.</Trans>}</Text>
      )}
      <Text size="sm" c="dimmed">
        {allowed ? (
          <Trans>Players are told before they submit. Those who submitted before you said so must agree on their deck page first.</Trans>
        ) : (
          <Trans>Say so before players submit: they are told on the deck form. Taking it back unpublishes every list.</Trans>
        )}
      </Text>
      {setAllowed.isError && <FormError inline size="sm" error={setAllowed.error} />}
      {publications.isError && <FormError inline size="sm" error={publications.error} />}
      {publications.isSuccess && players.length === 0 && (
        <Text size="sm">
          <Trans>No decklists submitted yet.</Trans>
        </Text>
      )}
      {players.length > 0 && (
        <>
          <Text size="sm">
            {isOwner && allowed ? (
              <Trans>Choose players (for example the Top 8) to print or download their lists, or to publish them.</Trans>
            ) : (
              <Trans>Choose players (for example the Top 8) to print or download their lists.</Trans>
            )}
          </Text>
          {players.length > CHOICES_LISTED && (
            <TextInput label={t`Find players to choose`} type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
          )}
          <ul className={classes.players} aria-label={t`Decklists to choose`}>
            {listed.map((player) => {
              const c = current[player.user_id]!;
              return (
                <li key={player.user_id} className={classes.player}>
                  <div role="group" aria-label={player.player_name}>
                  <Group gap="sm" wrap="wrap" align="flex-end">
                    <Switch label={player.player_name} checked={c.chosen} onChange={(e) => change(player, { chosen: e.currentTarget.checked })} />
                    {allowed && (
                      <Badge color={player.has_consent ? 'green' : 'gray'} variant="light">
                        {player.consent_on_paper ? (
                          <Trans>Agreed on paper</Trans>
                        ) : player.has_consent ? (
                          <Trans>Agreed to publication</Trans>
                        ) : (
                          <Trans>Not agreed</Trans>
                        )}
                      </Badge>
                    )}
                    {player.is_published && (
                      <Badge variant="light">
                        <Trans context="badge: the player's list is published">Published</Trans>
                      </Badge>
                    )}
                  </Group>
                  {allowed && c.chosen && !player.has_consent && (
                    <Group gap="sm" wrap="wrap" mt={4}>
                      <Text size="sm" c="red">
                        <Trans>⚠ Not agreed: this list is not published until the player agrees.</Trans>
                      </Text>
                      <Button
                        variant="default"
                        size="compact-sm"
                        loading={recordConsent.isPending && recordConsent.variables?.user_id === player.user_id}
                        onClick={() => recordConsent.mutate({ user_id: player.user_id, agreed: true })}
                      >
                        <Trans>The player agreed on paper</Trans>
                      </Button>
                    </Group>
                  )}
                  {isOwner && allowed && c.chosen && (
                    <Group gap="sm" wrap="wrap" mt={4}>
                      <TextInput
                        label={t({ message: 'Placing', comment: "the player's final rank in the tournament" })}
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={MAX_PLACING}
                        w={110}
                        value={c.placing}
                        onChange={(e) => change(player, { placing: e.currentTarget.value })}
                      />
                      <TextInput
                        label={t({ message: 'Label', comment: 'a short text shown with the published list instead of or besides the placing' })}
                        placeholder={t`Top 8`}
                        limit={MAX_PUBLICATION_LABEL_LENGTH}
                        w={200}
                        value={c.label}
                        onChange={(e) => change(player, { label: e.currentTarget.value })}
                      />
                    </Group>
                  )}
                  </div>
                </li>
              );
            })}
          </ul>
          {unlisted > 0 && (
            <Text size="sm" c="dimmed">
              {query ? (
                <Trans>
                  <Plural value={unlisted} one={`${unlisted} more player matches`} other={`${unlisted} more players match`} />: type more of the
                  name to narrow the list.
                </Trans>
              ) : (
                <Trans>
                  <Plural value={unlisted} one={`${unlisted} more player`} other={`${unlisted} more players`} /> with a deck: search by name to
                  find them.
                </Trans>
              )}
            </Text>
          )}
          {query && matching.length === 0 && (
            <Text size="sm">
              <Trans>No players match your search.</Trans>
            </Text>
          )}
          <Group gap="lg">
            {chosenIds.length > 0 ? (
              <>
                <Anchor href={chosenListsText(id, chosenIds)} target="_blank" rel="noopener">
                  <Trans>Download chosen decklists ({chosenCount})</Trans>
                </Anchor>
                <Anchor href={chosenListsSheets(id, chosenIds)} target="_blank" rel="noopener">
                  <Trans>Print chosen decklists (PDF)</Trans>
                </Anchor>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                <Trans>Choose players to download or print their lists.</Trans>
              </Text>
            )}
          </Group>
          {recordConsent.isError && <FormError inline size="sm" error={recordConsent.error} />}
          {isOwner && allowed && waitingCount > 0 && (
            <Text size="sm">
              <Plural
                value={waitingCount}
                one="# chosen player has not agreed: their list stays chosen here and is published once they agree on their deck page, or once you record their agreement given on paper."
                other="# chosen players have not agreed: their lists stay chosen here and are published once they agree on their deck page, or once you record their agreement given on paper."
              />
            </Text>
          )}
          {isOwner && allowed && (
            <Group>
              <Button onClick={submit} disabled={publish.isPending || (chosenCount > 0 && agreedCount === 0)}>
                {publish.isPending ? (
                  <Trans>Publishing...</Trans>
                ) : waitingCount > 0 ? (
                  <Plural value={agreedCount} one="Publish the # list agreed to" other="Publish the # lists agreed to" />
                ) : chosenIds.length > 0 ? (
                  <Trans>Publish Chosen Lists</Trans>
                ) : (
                  <Trans>Unpublish All</Trans>
                )}
              </Button>
            </Group>
          )}
          {publish.isError && <FormError inline size="sm" error={publish.error} />}
        </>
      )}
      {allowed && published.length > 0 && (
        <Text size="sm">
          <Trans>
            <Plural value={publishedCount} one={`${publishedCount} list is`} other={`${publishedCount} lists are`} /> published:{' '}
            <Anchor href={publishedListsPage(id)} target="_blank" rel="noopener">
              public page of the published decklists
            </Anchor>
          </Trans>
        </Text>
      )}
    </Stack>
  );
}
