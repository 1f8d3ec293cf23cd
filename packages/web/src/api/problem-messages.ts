import {
  englishUtcMinute,
  fieldErrorText,
  isFieldErrorCode,
  isProblemCode,
  problemText,
  type CodedProblem,
  type FieldError,
} from '@decklist/core/problems';
import type { Problem } from '@decklist/core/api';
import { i18n } from '@lingui/core';
import { plural, select, t } from '@lingui/core/macro';
import { SOURCE_LOCALE } from '../lib/i18n/locales';

// The server's problems in the reader's language (docs/api-contract.md, Problem codes). A problem's `code`
// (and each field's code in `error_codes`) says what its English `detail` (or message) says, with the
// figures as parameters. The code's sentence is shown only when core's English for it reads exactly as the
// server's text: a message the schema worded for its field says more than the code, and a server with
// other wording is not contradicted. Otherwise, and for an unknown code, the server's own text is shown.

/** Runs core's English for a code whose parameters came over the network, and may be missing. */
function english(render: () => string): string | undefined {
  try {
    return render();
  } catch {
    return undefined;
  }
}

/** An instant in the reader's language; in English, as the server's English writes it. */
const instant = (iso: string, englishForm: string) =>
  i18n.locale === SOURCE_LOCALE ? englishForm : i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

/** A problem's sentence in the reader's language, from its code and parameters. */
function problemSentence(problem: CodedProblem): string {
  switch (problem.code) {
    case 'validation':
      return t`Some fields need attention.`;
    case 'publication_refused':
      return t`Some lists cannot be published.`;
    case 'malformed_json':
      return t`The request body is not valid JSON.`;
    case 'nested_too_deep': {
      const maxDepth = problem.max_depth;
      const field = problem.field;
      return t`The request nests arrays or objects more than ${maxDepth} levels deep (in ${field}); no call of this API needs that.`;
    }
    case 'bad_url':
      return t`The address is not valid.`;
    case 'invalid_http':
      return t`The request is not valid HTTP.`;
    case 'request_error':
      return t`The request was refused.`;
    case 'sign_in_required':
      return t`Sign in to continue.`;
    case 'live_sign_in_required':
      return t`Sign in to follow this event live.`;
    case 'metrics_token_required':
      return t`The metrics need the token set in METRICS_TOKEN: send it as Authorization: Bearer <token>.`;
    case 'foreign_origin':
      return t`This request must come from the Decklist site (Origin header missing or foreign).`;
    case 'live_foreign_origin':
      return t`Live updates are only for pages of the Decklist site (foreign Origin).`;
    case 'organisers_only':
      return t`Only the owner and judges of this event can do this.`;
    case 'owner_only':
      return t`Only the owner of this event can do this.`;
    case 'owner_only_details':
      return t`Only the owner of this event can change its name and date.`;
    case 'owner_only_reopen':
      return t`Only the tournament owner can reopen this tournament.`;
    case 'owner_only_publishing':
      return t`Only the owner of this event can say whether its decklists may be published.`;
    case 'owner_only_timer_link':
      return t`Only the owner of this event can link a round-timer tournament.`;
    case 'owner_only_remove_judges':
      return t`Only the owner of this event can remove judges.`;
    case 'owner_not_removable':
      return t`The owner cannot be removed from their event.`;
    case 'event_closed':
      return t`The organiser has closed this tournament: decklists can no longer be submitted or changed.`;
    case 'deadline_passed': {
      const deadline = instant(problem.deadline, problem.deadline);
      return t`Submissions closed at the submission deadline (${deadline}): decklists can no longer be submitted or changed. Ask the organiser if you need a change.`;
    }
    case 'organiser_cannot_submit':
      return t`The owner and judges of an event cannot submit a deck of their own to it.`;
    case 'removed_from_event':
      return t`The organiser removed you from this event, so you cannot rejoin it yourself. Ask the organiser to add you back.`;
    case 'tournament_owner_only':
      return t`Only the tournament owner can do this.`;
    case 'tournament_managers_only':
      return t`You do not have permission to view this tournament.`;
    case 'not_found': {
      const { method, path } = problem;
      return method && path ? t`No route for ${method} ${path}.` : t`Not found.`;
    }
    case 'request_timeout':
      return t`The request (its headers or its body) took too long to arrive.`;
    case 'event_limit': {
      const max = problem.max;
      return t`You can own at most ${max} events. Delete one you no longer need to create another.`;
    }
    case 'event_full': {
      const maxPlayers = problem.max_players;
      return t`This event has reached its limit of ${maxPlayers} players.`;
    }
    case 'library_full': {
      const max = problem.max;
      return t`Your library can hold ${max} decks. Delete one you no longer need to save another.`;
    }
    case 'tournament_limit': {
      const max = problem.max;
      return t`You can own at most ${max} tournament timers. Delete one first.`;
    }
    case 'clock_limit': {
      const max = problem.max;
      return t`A tournament can have at most ${max} clocks. Delete one first.`;
    }
    case 'extension_limit': {
      const max = problem.max;
      return t`A clock can have at most ${max} table extensions. Remove one first.`;
    }
    case 'manager_limit': {
      const max = problem.max;
      return t`A tournament can have at most ${max} managers.`;
    }
    case 'reminders_event_closed':
      return t`This tournament is closed: players can no longer submit decklists, so no reminder was sent.`;
    case 'limited_setup_fixed':
      return t`Pools have been registered for this event: its sets and boosters can no longer change.`;
    case 'no_pools_here':
      return t`This event does not register pools: only a Limited event with its sets and boosters does.`;
    case 'pools_swapped':
      return t`The pools have been swapped: a pool can now only be corrected by a judge.`;
    case 'pool_swap_started':
      return t`The pools of this event have been swapped already.`;
    case 'no_swap_in_draft':
      return t`Only a Sealed event's pools are swapped.`;
    case 'too_few_pools':
      return t`At least two pools must be registered to swap them.`;
    case 'lists_not_publishable':
      return t`This event does not say that its decklists may be published. Mark it 'Decklists may be published' first.`;
    case 'deck_check_log_full': {
      const { max, remaining } = problem;
      return t`An event keeps at most ${max} deck checks; ${remaining} more can be added.`;
    }
    case 'deck_check_recorded':
      return t`This check's outcome is recorded already.`;
    case 'idempotency_key_reused':
      return t`This Idempotency-Key was already used for another request. Send each new change with a new key.`;
    case 'extension_not_given': {
      const max = problem.max;
      return t`The check is recorded, but that clock cannot give this table time (it is gone or already gives ${max} tables time).`;
    }
    case 'request_too_large': {
      const maxKib = problem.max_kib;
      return maxKib === undefined ? t`The request body is too large.` : t`The request body is too large: this call accepts at most ${maxKib} KiB.`;
    }
    case 'uri_too_long':
      return t`A part of the address is too long.`;
    case 'unsupported_media_type':
      return t`Send a JSON body (application/json) or no body.`;
    case 'sign_in_rate_limited':
      return t`Too many sign-in requests from this network. Wait a moment and try again.`;
    case 'sign_in_mail_rate_limited':
      return t`Too many sign-in e-mails were sent from this network. Wait a while and try again.`;
    case 'codes_from_network_limited':
      return t`Too many codes were requested for this address from your network. Use the last code we sent, or try again later.`;
    case 'codes_to_address_limited':
      return t`Too many codes were sent to this address recently. Use the last code we sent, or try again later.`;
    case 'check_rate_limited':
      return t`Too many checks of a decklist in a short time. Wait a moment and try again.`;
    case 'network_check_rate_limited':
      return t`Too many checks of decklists from this network. Wait a moment and try again.`;
    case 'read_rate_limited':
      return t`Too many decklists read in a short time. Wait a moment and try again.`;
    case 'save_rate_limited':
      return t`Too many decklist saves in a short time. Wait a moment and try again.`;
    case 'reminder_too_soon': {
      const next = instant(problem.next_reminder_at, englishUtcMinute(problem.next_reminder_at));
      return t`Reminders were sent less than an hour ago. The next reminder is possible at ${next}.`;
    }
    case 'live_connection_limit':
      return t`Too many live connections from this network. Close some pages and try again.`;
    case 'headers_too_large':
      return t`The request line and headers together are too large. Clear this site’s cookies or send fewer headers.`;
    case 'internal_error':
      return t`Something went wrong on our side.`;
    case 'mail_failed':
      return t`We could not send the e-mail with your code. Try again in a moment.`;
    case 'mail_queue_full':
      return t`Too many mails are waiting to be sent. Try again in a minute.`;
    case 'server_busy':
      return t`The server is busy with other long tasks. Try again in a few seconds.`;
    case 'database_unavailable':
      return t`The database is not reachable.`;
    case 'live_unavailable':
      return t`Live updates are reconnecting to the database.`;
    case 'stopping':
      return t`This instance is stopping.`;
    case 'restarting':
      return t`This server is restarting.`;
  }
}

/** The field names that the server's English messages start with, in the reader's language. */
function fieldLabel(label: string): string | undefined {
  switch (label) {
    case 'Tournament name':
      return t({ message: 'Tournament name', context: 'field label' });
    case 'Tournament date':
      return t({ message: 'Tournament date', context: 'field label' });
    case 'Player name':
      return t({ message: 'Player name', context: 'field label' });
    case 'Name':
      return t({ message: 'Name', context: 'field label' });
    case 'Deck name':
      return t({ message: 'Deck name', context: 'field label' });
    case 'Decklist':
      return t({ message: 'Decklist', context: 'field label' });
    case 'Format':
      return t({ message: 'Format', context: 'field label' });
    case 'Email':
      return t({ message: 'Email', context: 'field label' });
    case 'Code':
      return t({ message: 'Code', context: 'field label' });
    case 'Search':
      return t({ message: 'Search', context: 'field label' });
    case 'Clock name':
      return t({ message: 'Clock name', context: 'field label' });
    case 'Duration':
      return t({ message: 'Duration', context: 'field label' });
    case 'Table':
      return t({ message: 'Table', context: 'field label' });
    case 'Minutes':
      return t({ message: 'Minutes', context: 'field label' });
    case 'Reason':
      return t({ message: 'Reason', context: 'field label' });
    case 'Round':
      return t({ message: 'Round', context: 'field label' });
    case 'Number of players':
      return t({ message: 'Number of players', context: 'field label' });
    case 'Note':
      return t({ message: 'Note', context: 'field label' });
    case 'Placing':
      return t({ message: 'Placing', context: 'field label' });
    case 'Label':
      return t({ message: 'Label', context: 'field label' });
    default:
      return undefined;
  }
}

/** A field error's sentence in the reader's language; undefined when it names its field by a label the app does not know. */
function fieldSentence(error: FieldError): string | undefined {
  const labelled = 'label' in error && error.label !== undefined;
  const label = labelled ? fieldLabel(error.label!) : undefined;
  if (labelled && label === undefined) return undefined;
  switch (error.code) {
    case 'required':
      return label ? t`${label} is required` : t`Required`;
    case 'invalid_type':
      return label
        ? select(error.expected, {
            string: `${label} must be text`,
            number: `${label} must be a number`,
            boolean: `${label} must be true or false`,
            array: `${label} must be a list`,
            object: `${label} must be an object`,
            other: `${label} is not valid`,
          })
        : select(error.expected, {
            string: 'Must be text',
            number: 'Must be a number',
            boolean: 'Must be true or false',
            array: 'Must be a list',
            object: 'Must be an object',
            other: 'Is not valid',
          });
    case 'not_integer':
      return label ? t`${label} must be a whole number` : t`Must be a whole number`;
    case 'too_short': {
      const min = error.min;
      return label
        ? plural(min, { one: `${label} must be at least ${min} character`, other: `${label} must be at least ${min} characters` })
        : plural(min, { one: `Must be at least ${min} character`, other: `Must be at least ${min} characters` });
    }
    case 'too_long': {
      const max = error.max;
      return label
        ? plural(max, { one: `${label} must be at most ${max} character`, other: `${label} must be at most ${max} characters` })
        : plural(max, { one: `Must be at most ${max} character`, other: `Must be at most ${max} characters` });
    }
    case 'too_small': {
      const min = error.min;
      return label ? t`${label} must be at least ${min}` : t`Must be at least ${min}`;
    }
    case 'too_big': {
      const max = error.max;
      return label ? t`${label} must be at most ${max}` : t`Must be at most ${max}`;
    }
    case 'too_few': {
      const min = error.min;
      return label
        ? plural(min, { one: `${label} must have at least ${min} entry`, other: `${label} must have at least ${min} entries` })
        : plural(min, { one: `Must have at least ${min} entry`, other: `Must have at least ${min} entries` });
    }
    case 'too_many': {
      const max = error.max;
      return label
        ? plural(max, { one: `${label} must have at most ${max} entry`, other: `${label} must have at most ${max} entries` })
        : plural(max, { one: `Must have at most ${max} entry`, other: `Must have at most ${max} entries` });
    }
    case 'not_multiple_of': {
      const step = error.step;
      return label ? t`${label} must be a multiple of ${step}` : t`Must be a multiple of ${step}`;
    }
    case 'invalid_format':
      if (error.format === 'email') return label ? t`${label} must be an e-mail address` : t`Invalid email address`;
      if (error.format === 'uuid') return label ? t`${label} must be an id` : t`Must be an id`;
      return label ? t`${label} is not in the right form` : t`Is not in the right form`;
    case 'invalid_choice':
      return label ? t`${label} is not one of the choices` : t`Is not one of the choices`;
    case 'unsafe_text':
      if (error.reason === 'control' && error.lines) return label ? t`${label} must not contain control characters` : t`Must not contain control characters`;
      return label
        ? select(error.reason, {
            control: `${label} must be one line, without tabs or control characters`,
            direction: `${label} must not contain characters that change the direction of the text`,
            other: `${label} must not contain invisible characters such as zero-width spaces`,
          })
        : select(error.reason, {
            control: 'Must be one line, without tabs or control characters',
            direction: 'Must not contain characters that change the direction of the text',
            other: 'Must not contain invisible characters such as zero-width spaces',
          });
    case 'listed_twice':
      return t`This player is in the list twice`;
    case 'invalid':
      return label ? t`${label} is not valid` : t`Is not valid`;
    case 'nul_character':
      return t`Must not contain NUL characters.`;
    case 'nested_too_deep': {
      const maxDepth = error.max_depth;
      return t`Nested more than ${maxDepth} levels deep.`;
    }
    case 'malformed_json':
      return t`The request body is not valid JSON.`;
    case 'bad_url':
      return t`The address is not valid.`;
    case 'invalid_http':
      return t`The request is not valid HTTP.`;
    case 'request_error':
      return t`The request was refused.`;
    case 'date_too_early':
      return t`Date can't be before yesterday.`;
    case 'date_too_late': {
      const maxDays = error.max_days;
      return t`Date can't be more than ${maxDays} days in the future.`;
    }
    case 'deadline_not_future':
      return t`The submission deadline must be in the future.`;
    case 'code_wrong':
      return t`This code is not right. Check the e-mail and try again.`;
    case 'code_expired':
      return t`This code has expired or was never sent. Ask for a new code.`;
    case 'code_other_network':
      return t`This code was asked for from another network and cannot be checked from here right now. Ask for a new code.`;
    case 'google_sign_in_failed':
      return t`Google sign-in failed. Try again.`;
    case 'already_player':
      return t`This person is already a player in this event.`;
    case 'organiser_cannot_play':
      return select(error.role, {
        owner: 'This person is the owner of this event, so cannot also play in it.',
        other: 'This person is the judge of this event, so cannot also play in it.',
      });
    case 'own_address':
      return t`This is your own address: you own this event already.`;
    case 'already_judge':
      return t`This person is already a judge of this event.`;
    case 'is_player':
      return t`This person is a player in this event. Remove them as a player first.`;
    case 'is_tournament_owner':
      return t`This is the owner of the tournament, who can already manage it.`;
    case 'deck_id_mismatch':
      return t`deck_id does not match the deck in the address`;
    case 'timer_not_managed':
      return t`Choose a round-timer tournament you own or manage.`;
    case 'none_to_pick':
      return t`No player can be picked: none has a submitted deck (or all were checked already).`;
    case 'too_few_to_pick': {
      const available = error.available;
      return plural(available, { one: `Only ${available} player can be picked.`, other: `Only ${available} players can be picked.` });
    }
    case 'not_eligible_for_check':
      return t`Only players with a submitted deck can be checked.`;
    case 'no_timer_linked':
      return t`This event has no round-timer tournament: link one to give time.`;
    case 'clock_not_in_timer':
      return t`Choose a clock of the event's round-timer tournament.`;
    case 'table_needed':
      return t`Give the table number to give it time.`;
    case 'no_deck_to_publish':
      return t`This player has no decklist in this event.`;
    case 'no_publication_consent':
      return t`This player submitted before the event said decklists may be published, and has not agreed since.`;
    case 'not_limited_event':
      return t`Only a Limited event has sets and boosters.`;
    case 'pairs_invalid':
      return t`Each pair must be two players who registered a pool, each in one pair only, and no player may be left alone.`;
  }
}

const isFieldError = (entry: unknown): entry is FieldError =>
  typeof entry === 'object' && entry !== null && isFieldErrorCode((entry as { code?: unknown }).code);

/**
 * A field's message in the reader's language: the sentence of its code when that says what the server's
 * English `message` says, otherwise the server's message.
 */
export function fieldErrorMessage(entry: unknown, message: string): string {
  if (!isFieldError(entry) || english(() => fieldErrorText(entry)) !== message) return message;
  return fieldSentence(entry) ?? message;
}

/** The messages of a problem's fields (`errors`), each in the reader's language where its code allows. */
export function fieldErrorMessages(problem: Problem | undefined): Record<string, string[]> {
  const codes = problem?.error_codes ?? {};
  return Object.fromEntries(
    Object.entries(problem?.errors ?? {}).map(([field, messages]) => [
      field,
      messages.map((message, i) => fieldErrorMessage(codes[field]?.[i], message)),
    ]),
  );
}

/**
 * What a problem says, in the reader's language: the sentence of its code when that reads as the server's
 * English detail, otherwise the detail itself (undefined without either).
 */
export function problemMessage(problem: Problem | undefined): string | undefined {
  if (!problem) return undefined;
  const detail = problem.detail;
  if (!isProblemCode(problem.code)) return detail;
  const coded = problem as unknown as CodedProblem;
  if (coded.code === 'validation' && detail !== undefined && detail !== problemText('validation', {})) {
    // A problem of one field says that field's message as its detail.
    const [field, ...others] = Object.keys(problem.errors ?? {});
    const messages = field === undefined ? [] : problem.errors![field]!;
    if (others.length === 0 && messages.length === 1 && messages[0] === detail) return fieldErrorMessage(problem.error_codes?.[field!]?.[0], detail);
    return detail;
  }
  const englishDetail = english(() => problemText(coded.code, coded as never));
  if (englishDetail === undefined || (detail !== undefined && detail !== englishDetail)) return detail;
  return problemSentence(coded);
}
