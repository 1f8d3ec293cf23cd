// Machine codes of the problems the server sends (docs/api-contract.md, Problem codes). A problem's `title`
// and `detail` and the messages of its `errors` stay English; `code` says which problem it is, and its
// parameters (limits, dates) stand beside it, so that a client can say the same in its reader's language.
// The English sentence of each code is here (problemText, fieldErrorText): the server writes its details
// with it, and a client can check that a code says what the server's English says before it shows its own.

type NoParams = Record<never, never>;

// ------------------------------------------------------------------ problem codes

/** Each problem code, with the members it carries beside `code` (RFC 9457 extension members). */
export interface ProblemParams {
  // 400
  /** Field errors: `errors` and `error_codes` name the fields. The detail is this code's, or the one field's message. */
  validation: NoParams;
  /** Some chosen lists cannot be published: `errors` names them (`decks.{i}.user_id`). */
  publication_refused: NoParams;
  malformed_json: NoParams;
  /** `field`: the request field (or `body`) that nests too deep. */
  nested_too_deep: { max_depth: number; field: string };
  bad_url: NoParams;
  /** Bytes that are not HTTP. */
  invalid_http: NoParams;
  /** Another refusal of Fastify's own, its `detail` Fastify's English (any 4xx status). */
  request_error: NoParams;
  // 401
  sign_in_required: NoParams;
  live_sign_in_required: NoParams;
  metrics_token_required: NoParams;
  // 403
  foreign_origin: NoParams;
  live_foreign_origin: NoParams;
  organisers_only: NoParams;
  owner_only: NoParams;
  owner_only_details: NoParams;
  owner_only_reopen: NoParams;
  owner_only_publishing: NoParams;
  owner_only_timer_link: NoParams;
  owner_only_remove_judges: NoParams;
  owner_not_removable: NoParams;
  event_closed: NoParams;
  /** `deadline`: the submission deadline that passed (ISO 8601). */
  deadline_passed: { deadline: string };
  organiser_cannot_submit: NoParams;
  removed_from_event: NoParams;
  tournament_owner_only: NoParams;
  tournament_managers_only: NoParams;
  // 404: a route that exists answers a missing thing with an empty body; only an address no route matches has one.
  not_found: { method?: string; path?: string };
  // 408
  request_timeout: NoParams;
  // 409
  event_limit: { max: number };
  event_full: { max_players: number };
  library_full: { max: number };
  tournament_limit: { max: number };
  clock_limit: { max: number };
  extension_limit: { max: number };
  manager_limit: { max: number };
  reminders_event_closed: NoParams;
  lists_not_publishable: NoParams;
  /** A Limited event's sets and boosters after its first pool was registered. */
  limited_setup_fixed: NoParams;
  /** A pool for an event that registers none (not Limited, or without sets and boosters). */
  no_pools_here: NoParams;
  /** A player's own pool once the pools were swapped. */
  pools_swapped: NoParams;
  /** A second swap of an event's pools. */
  pool_swap_started: NoParams;
  /** A swap in a Draft: only Sealed pools are swapped. */
  no_swap_in_draft: NoParams;
  /** A swap of fewer than two registered pools. */
  too_few_pools: NoParams;
  deck_check_log_full: { max: number; remaining: number };
  deck_check_recorded: NoParams;
  extension_not_given: { max: number };
  // 422
  /** A save's Idempotency-Key was used before with another request. */
  idempotency_key_reused: NoParams;
  // 413, 414, 415
  /** `max_kib`: the most this call takes, when it has a limit of its own. */
  request_too_large: { max_kib?: number };
  uri_too_long: NoParams;
  unsupported_media_type: NoParams;
  // 429, each with Retry-After
  sign_in_rate_limited: NoParams;
  sign_in_mail_rate_limited: NoParams;
  /** Never sent: POST /api/login/start answers these as `TOO_MANY_ATTEMPTS` (200). */
  codes_from_network_limited: NoParams;
  codes_to_address_limited: NoParams;
  check_rate_limited: NoParams;
  network_check_rate_limited: NoParams;
  read_rate_limited: NoParams;
  save_rate_limited: NoParams;
  /** `next_reminder_at`: when the next reminder may go (ISO 8601). */
  reminder_too_soon: { next_reminder_at: string };
  live_connection_limit: NoParams;
  // 431
  headers_too_large: NoParams;
  // 500
  internal_error: NoParams;
  // 503
  mail_failed: NoParams;
  mail_queue_full: NoParams;
  server_busy: NoParams;
  database_unavailable: NoParams;
  live_unavailable: NoParams;
  stopping: NoParams;
  restarting: NoParams;
}

export type ProblemCode = keyof ProblemParams;
/** A problem's code with its parameters, as they stand in the body: narrow it by `code`. */
export type CodedProblem = { [C in ProblemCode]: { code: C } & ProblemParams[C] }[ProblemCode];

interface ProblemEntry<C extends ProblemCode> {
  status: number;
  title: string;
  /** The `type` is `/problems/{kind}`, or `about:blank` without one. */
  kind?: string;
  /** The English `detail`. */
  detail(params: ProblemParams[C]): string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** An instant as the server's English says it: '16 May 2031, 18:00 UTC' (as in its mails). */
export function englishUtcMinute(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${twoDigits(d.getUTCHours())}:${twoDigits(d.getUTCMinutes())} UTC`;
}

const fixed = (detail: string) => () => detail;
const forbidden = (detail: string) => ({ status: 403, title: 'Forbidden', kind: 'forbidden', detail: fixed(detail) });
const rateLimited = (detail: string) => ({ status: 429, title: 'Too many requests', kind: 'rate-limited', detail: fixed(detail) });
const unavailable = (detail: string) => ({ status: 503, title: 'Unavailable', detail: fixed(detail) });

/** Status, title, type and English detail of every problem code. */
export const PROBLEMS: { [C in ProblemCode]: ProblemEntry<C> } = {
  validation: { status: 400, title: 'Validation error', kind: 'validation', detail: fixed('Some fields need attention.') },
  publication_refused: { status: 400, title: 'Validation error', kind: 'validation', detail: fixed('Some lists cannot be published.') },
  malformed_json: { status: 400, title: 'Malformed JSON', kind: 'malformed-json', detail: fixed('The request body is not valid JSON.') },
  nested_too_deep: {
    status: 400,
    title: 'Nested too deeply',
    kind: 'too-deep',
    detail: ({ max_depth, field }) =>
      `The request nests arrays or objects more than ${max_depth} levels deep (in ${field}); no call of this API needs that.`,
  },
  bad_url: { status: 400, title: 'Bad URL', kind: 'bad-url', detail: fixed('The address is not valid.') },
  invalid_http: { status: 400, title: 'Bad request', kind: 'bad-request', detail: fixed('The request is not valid HTTP.') },
  request_error: { status: 400, title: 'Bad Request', detail: fixed('The request was refused.') },

  sign_in_required: { status: 401, title: 'Not signed in', kind: 'unauthorized', detail: fixed('Sign in to continue.') },
  live_sign_in_required: { status: 401, title: 'Not signed in', kind: 'unauthorized', detail: fixed('Sign in to follow this event live.') },
  metrics_token_required: {
    status: 401,
    title: 'Unauthorized',
    kind: 'unauthorized',
    detail: fixed('The metrics need the token set in METRICS_TOKEN: send it as Authorization: Bearer <token>.'),
  },

  foreign_origin: forbidden('This request must come from the Decklist site (Origin header missing or foreign).'),
  live_foreign_origin: forbidden('Live updates are only for pages of the Decklist site (foreign Origin).'),
  organisers_only: forbidden('Only the owner and judges of this event can do this.'),
  owner_only: forbidden('Only the owner of this event can do this.'),
  owner_only_details: forbidden('Only the owner of this event can change its name and date.'),
  owner_only_reopen: forbidden('Only the tournament owner can reopen this tournament.'),
  owner_only_publishing: forbidden('Only the owner of this event can say whether its decklists may be published.'),
  owner_only_timer_link: forbidden('Only the owner of this event can link a round-timer tournament.'),
  owner_only_remove_judges: forbidden('Only the owner of this event can remove judges.'),
  owner_not_removable: forbidden('The owner cannot be removed from their event.'),
  event_closed: forbidden('The organiser has closed this tournament: decklists can no longer be submitted or changed.'),
  deadline_passed: {
    status: 403,
    title: 'Forbidden',
    kind: 'forbidden',
    detail: ({ deadline }) =>
      `Submissions closed at the submission deadline (${deadline}): decklists can no longer be submitted or changed. Ask the organiser if you need a change.`,
  },
  organiser_cannot_submit: forbidden('The owner and judges of an event cannot submit a deck of their own to it.'),
  removed_from_event: forbidden('The organiser removed you from this event, so you cannot rejoin it yourself. Ask the organiser to add you back.'),
  tournament_owner_only: forbidden('Only the tournament owner can do this.'),
  tournament_managers_only: forbidden('You do not have permission to view this tournament.'),

  not_found: {
    status: 404,
    title: 'Not found',
    kind: 'not-found',
    detail: ({ method, path }) => (method && path ? `No route for ${method} ${path}.` : 'Not found.'),
  },
  request_timeout: { status: 408, title: 'Request timeout', kind: 'timeout', detail: fixed('The request (its headers or its body) took too long to arrive.') },

  event_limit: {
    status: 409,
    title: 'Too many events',
    kind: 'event-limit',
    detail: ({ max }) => `You can own at most ${max} events. Delete one you no longer need to create another.`,
  },
  event_full: { status: 409, title: 'Event is Full', kind: 'event-full', detail: ({ max_players }) => `This event has reached its limit of ${max_players} players.` },
  library_full: {
    status: 409,
    title: 'Library is full',
    kind: 'library-limit',
    detail: ({ max }) => `Your library can hold ${max} decks. Delete one you no longer need to save another.`,
  },
  tournament_limit: {
    status: 409,
    title: 'Too many tournaments',
    kind: 'limit-reached',
    detail: ({ max }) => `You can own at most ${max} tournament timers. Delete one first.`,
  },
  clock_limit: { status: 409, title: 'Too many clocks', kind: 'limit-reached', detail: ({ max }) => `A tournament can have at most ${max} clocks. Delete one first.` },
  extension_limit: {
    status: 409,
    title: 'Too many extensions',
    kind: 'limit-reached',
    detail: ({ max }) => `A clock can have at most ${max} table extensions. Remove one first.`,
  },
  idempotency_key_reused: {
    status: 422,
    title: 'Idempotency key reused',
    kind: 'idempotency-key-reused',
    detail: fixed('This Idempotency-Key was already used for another request. Send each new change with a new key.'),
  },
  manager_limit: { status: 409, title: 'Too many managers', kind: 'limit-reached', detail: ({ max }) => `A tournament can have at most ${max} managers.` },
  reminders_event_closed: {
    status: 409,
    title: 'Submissions are closed',
    kind: 'event-closed',
    detail: fixed('This tournament is closed: players can no longer submit decklists, so no reminder was sent.'),
  },
  lists_not_publishable: {
    status: 409,
    title: 'Decklists may not be published',
    kind: 'lists-not-publishable',
    detail: fixed("This event does not say that its decklists may be published. Mark it 'Decklists may be published' first."),
  },
  limited_setup_fixed: {
    status: 409,
    title: 'Set-up fixed',
    kind: 'limited-setup-fixed',
    detail: fixed("Pools have been registered for this event: its sets and boosters can no longer change."),
  },
  no_pools_here: {
    status: 409,
    title: 'No pools in this event',
    kind: 'no-pools-here',
    detail: fixed('This event does not register pools: only a Limited event with its sets and boosters does.'),
  },
  pools_swapped: {
    status: 409,
    title: 'Pools swapped',
    kind: 'pools-swapped',
    detail: fixed('The pools have been swapped: a pool can now only be corrected by a judge.'),
  },
  pool_swap_started: { status: 409, title: 'Pools swapped', kind: 'pools-swapped', detail: fixed('The pools of this event have been swapped already.') },
  no_swap_in_draft: { status: 409, title: 'No swap in a Draft', kind: 'no-swap-in-draft', detail: fixed("Only a Sealed event's pools are swapped.") },
  too_few_pools: { status: 409, title: 'Too few pools', kind: 'too-few-pools', detail: fixed('At least two pools must be registered to swap them.') },
  deck_check_log_full: {
    status: 409,
    title: 'Deck-check log full',
    kind: 'deck-check-limit',
    detail: ({ max, remaining }) => `An event keeps at most ${max} deck checks; ${remaining} more can be added.`,
  },
  deck_check_recorded: { status: 409, title: 'Already recorded', kind: 'deck-check-recorded', detail: fixed("This check's outcome is recorded already.") },
  extension_not_given: {
    status: 409,
    title: 'Extension not given',
    kind: 'limit-reached',
    detail: ({ max }) => `The check is recorded, but that clock cannot give this table time (it is gone or already gives ${max} tables time).`,
  },

  request_too_large: {
    status: 413,
    title: 'Request too large',
    kind: 'too-large',
    detail: ({ max_kib }) =>
      max_kib === undefined ? 'The request body is too large.' : `The request body is too large: this call accepts at most ${max_kib} KiB.`,
  },
  uri_too_long: { status: 414, title: 'URI too long', kind: 'uri-too-long', detail: fixed('A part of the address is too long.') },
  unsupported_media_type: {
    status: 415,
    title: 'Unsupported media type',
    kind: 'media-type',
    detail: fixed('Send a JSON body (application/json) or no body.'),
  },

  sign_in_rate_limited: rateLimited('Too many sign-in requests from this network. Wait a moment and try again.'),
  sign_in_mail_rate_limited: rateLimited('Too many sign-in e-mails were sent from this network. Wait a while and try again.'),
  codes_from_network_limited: rateLimited(
    'Too many codes were requested for this address from your network. Use the last code we sent, or try again later.',
  ),
  codes_to_address_limited: rateLimited('Too many codes were sent to this address recently. Use the last code we sent, or try again later.'),
  check_rate_limited: rateLimited('Too many checks of a decklist in a short time. Wait a moment and try again.'),
  network_check_rate_limited: rateLimited('Too many checks of decklists from this network. Wait a moment and try again.'),
  read_rate_limited: rateLimited('Too many decklists read in a short time. Wait a moment and try again.'),
  save_rate_limited: rateLimited('Too many decklist saves in a short time. Wait a moment and try again.'),
  reminder_too_soon: {
    status: 429,
    title: 'Too many requests',
    kind: 'rate-limited',
    detail: ({ next_reminder_at }) =>
      `Reminders were sent less than an hour ago. The next reminder is possible at ${englishUtcMinute(next_reminder_at)}.`,
  },
  live_connection_limit: rateLimited('Too many live connections from this network. Close some pages and try again.'),

  headers_too_large: {
    status: 431,
    title: 'Request headers too large',
    kind: 'headers-too-large',
    detail: fixed('The request line and headers together are too large. Clear this site’s cookies or send fewer headers.'),
  },
  internal_error: { status: 500, title: 'Internal server error', detail: fixed('Something went wrong on our side.') },

  mail_failed: { status: 503, title: 'Mail not sent', kind: 'mail-failed', detail: fixed('We could not send the e-mail with your code. Try again in a moment.') },
  mail_queue_full: { status: 503, title: 'Busy', kind: 'busy', detail: fixed('Too many mails are waiting to be sent. Try again in a minute.') },
  server_busy: { status: 503, title: 'Busy', kind: 'busy', detail: fixed('The server is busy with other long tasks. Try again in a few seconds.') },
  database_unavailable: unavailable('The database is not reachable.'),
  live_unavailable: unavailable('Live updates are reconnecting to the database.'),
  stopping: unavailable('This instance is stopping.'),
  restarting: unavailable('This server is restarting.'),
};

export const PROBLEM_CODES = Object.keys(PROBLEMS) as ProblemCode[];

export const isProblemCode = (code: unknown): code is ProblemCode => typeof code === 'string' && Object.hasOwn(PROBLEMS, code);

/** The English detail of a problem code with its parameters: what the server writes in `detail`. */
export function problemText<C extends ProblemCode>(code: C, params: ProblemParams[C]): string {
  return PROBLEMS[code].detail(params);
}

// ------------------------------------------------------------------ field error codes

export type UnsafeTextReason = 'control' | 'direction' | 'invisible';
/** The JSON type a field wanted, when it got another. */
export type ExpectedType = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'other';

/** `label`: the field's name as the English message says it ('Player name'), when the message names it. */
type Labelled<P = NoParams> = P & { label?: string };

/** Each field error code, with its parameters. */
export interface FieldErrorParams {
  // What a request's schema checks, whatever the field.
  /** Missing, null, or empty after trimming. */
  required: Labelled;
  invalid_type: Labelled<{ expected: ExpectedType }>;
  not_integer: Labelled;
  /** Text shorter or longer than `min`/`max` characters. */
  too_short: Labelled<{ min: number }>;
  too_long: Labelled<{ max: number }>;
  /** A number below `min` or above `max`. */
  too_small: Labelled<{ min: number }>;
  too_big: Labelled<{ max: number }>;
  /** A list with fewer than `min` or more than `max` entries. */
  too_few: Labelled<{ min: number }>;
  too_many: Labelled<{ max: number }>;
  not_multiple_of: Labelled<{ step: number }>;
  /** Text not in the form asked for: `format` 'email', 'uuid', or another. */
  invalid_format: Labelled<{ format: string }>;
  /** Not one of the values allowed. */
  invalid_choice: Labelled;
  /** Text with characters that forge lines, reorder what is shown, or hide; `lines`: a multi-line text (a decklist). */
  unsafe_text: Labelled<{ reason: UnsafeTextReason; lines?: boolean }>;
  /** The same entry twice in a list. */
  listed_twice: NoParams;
  /** Any other check of a schema; its message says what. */
  invalid: Labelled;
  // The request as a whole (field `body`, `url`, or the field holding it).
  nul_character: NoParams;
  nested_too_deep: { max_depth: number };
  malformed_json: NoParams;
  bad_url: NoParams;
  invalid_http: NoParams;
  request_error: NoParams;
  // The routes' own checks.
  date_too_early: NoParams;
  date_too_late: { max_days: number };
  deadline_not_future: NoParams;
  code_wrong: NoParams;
  code_expired: NoParams;
  code_other_network: NoParams;
  google_sign_in_failed: NoParams;
  already_player: NoParams;
  organiser_cannot_play: { role: 'owner' | 'judge' };
  own_address: NoParams;
  already_judge: NoParams;
  is_player: NoParams;
  is_tournament_owner: NoParams;
  deck_id_mismatch: NoParams;
  timer_not_managed: NoParams;
  none_to_pick: NoParams;
  too_few_to_pick: { available: number };
  not_eligible_for_check: NoParams;
  no_timer_linked: NoParams;
  clock_not_in_timer: NoParams;
  table_needed: NoParams;
  no_deck_to_publish: NoParams;
  no_publication_consent: NoParams;
  not_limited_event: NoParams;
  pairs_invalid: NoParams;
}

export type FieldErrorCode = keyof FieldErrorParams;
/** One entry of `error_codes`: a code with its parameters, at the index of its message in `errors`. */
export type FieldError = { [C in FieldErrorCode]: { code: C } & FieldErrorParams[C] }[FieldErrorCode];
export type FieldErrorOf<C extends FieldErrorCode> = Extract<FieldError, { code: C }>;

const plural = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

const UNSAFE: Record<UnsafeTextReason, string> = {
  control: 'must be one line, without tabs or control characters',
  direction: 'must not contain characters that change the direction of the text',
  invisible: 'must not contain invisible characters such as zero-width spaces',
};

/** Upper-cases the first letter: a message without its label starts the sentence with the verb. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** '{label} must be …', or 'Must be …' without a label. */
const about = (label: string | undefined, rest: string) => (label ? `${label} ${rest}` : sentence(rest));

/** The English sentence of a field error code with its parameters (the server's message when the schema says no more). */
export function fieldErrorText(error: FieldError): string {
  switch (error.code) {
    case 'required':
      return error.label ? `${error.label} is required` : 'Required';
    case 'invalid_type': {
      const wanted = { string: 'must be text', number: 'must be a number', boolean: 'must be true or false', array: 'must be a list', object: 'must be an object', other: 'is not valid' };
      return about(error.label, wanted[error.expected] ?? wanted.other);
    }
    case 'not_integer':
      return about(error.label, 'must be a whole number');
    case 'too_short':
      return about(error.label, `must be at least ${plural(error.min, 'character', 'characters')}`);
    case 'too_long':
      return about(error.label, `must be at most ${plural(error.max, 'character', 'characters')}`);
    case 'too_small':
      return about(error.label, `must be at least ${error.min}`);
    case 'too_big':
      return about(error.label, `must be at most ${error.max}`);
    case 'too_few':
      return about(error.label, `must have at least ${plural(error.min, 'entry', 'entries')}`);
    case 'too_many':
      return about(error.label, `must have at most ${plural(error.max, 'entry', 'entries')}`);
    case 'not_multiple_of':
      return about(error.label, `must be a multiple of ${error.step}`);
    case 'invalid_format':
      if (error.format === 'email') return error.label ? `${error.label} must be an e-mail address` : 'Invalid email address';
      if (error.format === 'uuid') return about(error.label, 'must be an id');
      return about(error.label, 'is not in the right form');
    case 'invalid_choice':
      return about(error.label, 'is not one of the choices');
    case 'unsafe_text':
      return about(error.label, error.reason === 'control' && error.lines ? 'must not contain control characters' : UNSAFE[error.reason]);
    case 'listed_twice':
      return 'This player is in the list twice';
    case 'invalid':
      return about(error.label, 'is not valid');

    case 'nul_character':
      return 'Must not contain NUL characters.';
    case 'nested_too_deep':
      return `Nested more than ${error.max_depth} levels deep.`;
    case 'malformed_json':
      return PROBLEMS.malformed_json.detail({});
    case 'bad_url':
      return PROBLEMS.bad_url.detail({});
    case 'invalid_http':
      return PROBLEMS.invalid_http.detail({});
    case 'request_error':
      return PROBLEMS.request_error.detail({});

    case 'date_too_early':
      return "Date can't be before yesterday.";
    case 'date_too_late':
      return `Date can't be more than ${error.max_days} days in the future.`;
    case 'deadline_not_future':
      return 'The submission deadline must be in the future.';
    case 'code_wrong':
      return 'This code is not right. Check the e-mail and try again.';
    case 'code_expired':
      return 'This code has expired or was never sent. Ask for a new code.';
    case 'code_other_network':
      return 'This code was asked for from another network and cannot be checked from here right now. Ask for a new code.';
    case 'google_sign_in_failed':
      return 'Google sign-in failed. Try again.';
    case 'already_player':
      return 'This person is already a player in this event.';
    case 'organiser_cannot_play':
      return `This person is the ${error.role} of this event, so cannot also play in it.`;
    case 'own_address':
      return 'This is your own address: you own this event already.';
    case 'already_judge':
      return 'This person is already a judge of this event.';
    case 'is_player':
      return 'This person is a player in this event. Remove them as a player first.';
    case 'is_tournament_owner':
      return 'This is the owner of the tournament, who can already manage it.';
    case 'deck_id_mismatch':
      return 'deck_id does not match the deck in the address';
    case 'timer_not_managed':
      return 'Choose a round-timer tournament you own or manage.';
    case 'none_to_pick':
      return 'No player can be picked: none has a submitted deck (or all were checked already).';
    case 'too_few_to_pick':
      return `Only ${plural(error.available, 'player', 'players')} can be picked.`;
    case 'not_eligible_for_check':
      return 'Only players with a submitted deck can be checked.';
    case 'no_timer_linked':
      return 'This event has no round-timer tournament: link one to give time.';
    case 'clock_not_in_timer':
      return "Choose a clock of the event's round-timer tournament.";
    case 'table_needed':
      return 'Give the table number to give it time.';
    case 'no_deck_to_publish':
      return 'This player has no decklist in this event.';
    case 'no_publication_consent':
      return 'This player submitted before the event said decklists may be published, and has not agreed since.';
    case 'not_limited_event':
      return 'Only a Limited event has sets and boosters.';
    case 'pairs_invalid':
      return 'Each pair must be two players who registered a pool, each in one pair only, and no player may be left alone.';
  }
}

const FIELD_ERROR_CODE_SET: { [C in FieldErrorCode]: true } = {
  required: true,
  invalid_type: true,
  not_integer: true,
  too_short: true,
  too_long: true,
  too_small: true,
  too_big: true,
  too_few: true,
  too_many: true,
  not_multiple_of: true,
  invalid_format: true,
  invalid_choice: true,
  unsafe_text: true,
  listed_twice: true,
  invalid: true,
  nul_character: true,
  nested_too_deep: true,
  malformed_json: true,
  bad_url: true,
  invalid_http: true,
  request_error: true,
  date_too_early: true,
  date_too_late: true,
  deadline_not_future: true,
  code_wrong: true,
  code_expired: true,
  code_other_network: true,
  google_sign_in_failed: true,
  already_player: true,
  organiser_cannot_play: true,
  own_address: true,
  already_judge: true,
  is_player: true,
  is_tournament_owner: true,
  deck_id_mismatch: true,
  timer_not_managed: true,
  none_to_pick: true,
  too_few_to_pick: true,
  not_eligible_for_check: true,
  no_timer_linked: true,
  clock_not_in_timer: true,
  table_needed: true,
  no_deck_to_publish: true,
  no_publication_consent: true,
  not_limited_event: true,
  pairs_invalid: true,
};

export const FIELD_ERROR_CODES = Object.keys(FIELD_ERROR_CODE_SET) as FieldErrorCode[];

export const isFieldErrorCode = (code: unknown): code is FieldErrorCode => typeof code === 'string' && Object.hasOwn(FIELD_ERROR_CODE_SET, code);

/**
 * The label a message gives its field, when `error` (without a label) with that label reads exactly as
 * `message` ('Player name must be at most 100 characters' → 'Player name'); undefined otherwise.
 */
export function labelOf(error: FieldError, message: string): string | undefined {
  const MARK = '\u0000';
  const template = fieldErrorText({ ...error, label: MARK } as FieldError);
  const at = template.indexOf(MARK);
  if (at < 0) return undefined;
  const [before, after] = [template.slice(0, at), template.slice(at + MARK.length)];
  if (message.length <= before.length + after.length || !message.startsWith(before) || !message.endsWith(after)) return undefined;
  const label = message.slice(before.length, message.length - after.length);
  return fieldErrorText({ ...error, label } as FieldError) === message ? label : undefined;
}
