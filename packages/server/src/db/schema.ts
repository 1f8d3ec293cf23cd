import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { DecklistCheck } from '@decklist/core/decklist';
import type { CountedPool, LimitedSetup, PoolVerification } from '@decklist/core/limited';

/**
 * What the check of a list found, stored when the list is written so reads never check it again, and
 * the card data and rules it was made with: another version is checked again (cards/service.ts).
 */
const storedCheckColumns = () => ({
  check: jsonb('check').$type<DecklistCheck>(),
  checkVersion: text('check_version'),
});

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Milliseconds since the epoch, read as a JS number. */
const epochMs = (name: string) => bigint(name, { mode: 'number' });

// ---------------------------------------------------------------- server

/** Secrets of the whole site, shared by every instance: made once by the first instance to start (system/secrets.ts). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

// ---------------------------------------------------------------- auth

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased and trimmed; null for players added by hand without an address. */
    email: text('email'),
    name: text('name').notNull().default(''),
    /** The language chosen in the app's menu ('de', 'pt-BR', …); null until the user chooses one. */
    language: text('language'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** Public id of the session (session_id in the API); the secret is the cookie token. */
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Saves a client may send again after losing the answer (the `Idempotency-Key` header of deck and library
 * saves): written in the save's own transaction, so a key names one save at most; kept two days.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The method, path and body the key was first used with: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** What the save made that its answer names (a new library deck's id); null when the request says it. */
    result: text('result'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);

/** At most one live code per e-mail address and network; a new code from that network replaces its old one. */
export const loginCodes = pgTable(
  'login_codes',
  {
    email: text('email').notNull(),
    /**
     * The network the code was asked for from (auth/code-limits.ts addressKey): each network has its
     * own code, so a stranger's requests and wrong guesses never replace or void the owner's.
     */
    requestedFrom: text('requested_from').notNull().default(''),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.email, t.requestedFrom] })],
);

/** Fixed-window counters shared by every instance (login rate limits). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: epochMs('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

// ---------------------------------------------------------------- events

export const events = pgTable(
  'events',
  {
    /** The short join code, lower-case. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    format: text('format').notNull(),
    status: text('status', { enum: ['open', 'closed'] }).notNull().default('open'),
    maxPlayers: integer('max_players').notNull().default(300),
    /** How many of its people are players: kept by the database on every change of event_users (migration 0014). */
    playerCount: integer('player_count').notNull().default(0),
    /** Submissions close at this instant (checked on every submission; a job then sets status to closed). */
    submissionDeadline: timestamp('submission_deadline', { withTimezone: true, mode: 'date' }),
    /** When an organiser last mailed the players without a deck (at most once an hour). */
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
    /** The round-timer tournament the owner linked (one they manage): deck checks can give its tables time. */
    timerTournamentId: text('timer_tournament_id').references(() => timerTournaments.id, { onDelete: 'set null' }),
    /** The owner said the lists may be published: players see it before they submit (publications/). */
    listsMayBePublished: boolean('lists_may_be_published').notNull().default(false),
    /** A Limited event's kind and product; null for other events, and Limited ones without one (limited/). */
    limited: jsonb('limited').$type<LimitedSetup>(),
    /** When the first pool was registered: the Limited set-up is fixed from then on. */
    firstPoolAt: timestamp('first_pool_at', { withTimezone: true, mode: 'date' }),
    /** When the organisers swapped the pools (Sealed): players no longer change their own (pools/swap-store.ts). */
    poolSwapAt: timestamp('pool_swap_at', { withTimezone: true, mode: 'date' }),
    /** Who swapped them (an owner or judge); null before the swap, or once their account is deleted. */
    poolSwapBy: uuid('pool_swap_by').references(() => users.id, { onDelete: 'set null' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_owner_idx').on(t.ownerId),
    index('events_date_idx').on(t.eventDate),
    index('events_open_deadline_idx').on(t.submissionDeadline).where(sql`${t.status} = 'open' and ${t.submissionDeadline} is not null`),
    // The linked event of a tournament (its managers' read), and the foreign key's ON DELETE SET NULL.
    index('events_timer_tournament_idx').on(t.timerTournamentId).where(sql`${t.timerTournamentId} is not null`),
  ],
);

export const eventUsers = pgTable(
  'event_users',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'judge', 'player'] }).notNull(),
    playerName: text('player_name').notNull().default(''),
    isDeckChecked: boolean('is_deck_checked').notNull().default(false),
    /**
     * The last check of the player's deck: when an organiser marked it, and the revision (`seq`) they
     * marked, kept from pruning. Both stay when the player changes the list afterwards (the mark goes,
     * `changedSinceCheckedAt` says when), and go when an organiser unmarks it (decks/store.ts).
     */
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
    checkedRevision: bigint('checked_revision', { mode: 'number' }),
    /** The player's latest change (submission or deletion) to a list after it was checked; null when unchanged since. */
    changedSinceCheckedAt: timestamp('changed_since_checked_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the player agreed that their list may be published: by submitting it themselves while the event
     * said lists may be published, or on their deck page; null until then (publications/store.ts).
     */
    publicationConsentAt: timestamp('publication_consent_at', { withTimezone: true, mode: 'date' }),
    /** The owner or judge who recorded the player's agreement given on paper; null when the player agreed here. */
    publicationConsentBy: uuid('publication_consent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_users_user_idx').on(t.userId)],
);

/** The lists the owner published on the event's public page, in the order chosen, each with a placing or a label. */
export const deckPublications = pgTable(
  'deck_publications',
  {
    eventId: text('event_id').notNull(),
    userId: uuid('user_id').notNull(),
    position: integer('position').notNull(),
    placing: integer('placing'),
    label: text('label').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    // A removed player's publication goes with them, and every publication with its event.
    foreignKey({ columns: [t.eventId, t.userId], foreignColumns: [eventUsers.eventId, eventUsers.userId] }).onDelete('cascade'),
  ],
);

/**
 * Who the owner or a judge removed from an event: they cannot rejoin it by themselves until an organiser
 * adds them again or allows them back (events/store.ts).
 */
export const eventRemovals = pgTable(
  'event_removals',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Their name in the event when they were removed, to show the organisers. */
    playerName: text('player_name').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

export const decklists = pgTable(
  'decklists',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playerName: text('player_name').notNull(),
    deckName: text('deck_name').notNull().default(''),
    decklistText: text('decklist_text').notNull(),
    ...storedCheckColumns(),
    hasWarnings: boolean('has_warnings').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

export const decklistRevisions = pgTable(
  'decklist_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who made the change: the player, or a judge or owner editing their deck. */
    revisedBy: uuid('revised_by').references(() => users.id, { onDelete: 'set null' }),
    revisionType: text('revision_type', { enum: ['submitted', 'deleted'] }).notNull(),
    playerName: text('player_name').notNull(),
    deckName: text('deck_name').notNull().default(''),
    decklistText: text('decklist_text').notNull(),
    ...storedCheckColumns(),
    createdAt: createdAt(),
    /**
     * Order of the revisions of a deck. Each is written while its deck row is locked, so a deck's
     * revisions are numbered in the order their changes were applied, even within one millisecond.
     */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('decklist_revisions_deck_idx').on(t.eventId, t.userId, t.seq)],
);

/**
 * The pool a player registered for a Limited event: its text, and the pool as counted when it was written
 * against the event's sets (limited/pool-store.ts). Kept with its revisions, as decklists are.
 */
export const pools = pgTable(
  'pools',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    poolText: text('pool_text').notNull(),
    counted: jsonb('counted').$type<CountedPool>().notNull(),
    /** After a swap, the player who received this pool: they verify it and play it. */
    receiverId: uuid('receiver_id').references(() => users.id, { onDelete: 'set null' }),
    /** The receiver's verification of the pool against the cards in front of them; null until they give it. */
    verification: jsonb('verification').$type<PoolVerification>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('pools_receiver_idx').on(t.eventId, t.receiverId)],
);

export const poolRevisions = pgTable(
  'pool_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who wrote it: the player, or an organiser for them. */
    revisedBy: uuid('revised_by').references(() => users.id, { onDelete: 'set null' }),
    poolText: text('pool_text').notNull(),
    total: integer('total').notNull(),
    /** An organiser's note with a correction ('' for none). */
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    /** Order of a pool's revisions: each is written while the pool's row is locked. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('pool_revisions_pool_idx').on(t.eventId, t.userId, t.seq)],
);

/**
 * A player picked for a deck check in a round, and the check's outcome once recorded (deck-checks/store.ts).
 * Names are copied in, so the log still reads right after a rename or a removal.
 */
export const deckChecks = pgTable(
  'deck_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playerName: text('player_name').notNull(),
    /** Who picked the player: their name in the event then ('' when they had none) and role (owner or judge). */
    judgeId: uuid('judge_id').references(() => users.id, { onDelete: 'set null' }),
    judgeName: text('judge_name').notNull(),
    judgeRole: text('judge_role', { enum: ['owner', 'judge'] }),
    /** Who recorded the outcome, the same way; null until it is recorded. */
    checkedById: uuid('checked_by_id').references(() => users.id, { onDelete: 'set null' }),
    checkedByName: text('checked_by_name'),
    checkedByRole: text('checked_by_role', { enum: ['owner', 'judge'] }),
    round: integer('round').notNull(),
    tableNumber: integer('table_number'),
    pickedAt: timestamp('picked_at', { withTimezone: true, mode: 'date' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    outcome: text('outcome', { enum: ['matches', 'problem'] }),
    note: text('note').notNull().default(''),
    /** Time given to the table for the check, in half minutes, on this clock of the event's timer tournament. */
    extensionClockId: text('extension_clock_id'),
    extensionHalfMinutes: integer('extension_half_minutes'),
  },
  (t) => [index('deck_checks_event_idx').on(t.eventId, t.pickedAt), index('deck_checks_player_idx').on(t.eventId, t.playerId)],
);

// ---------------------------------------------------------------- library

export const libraryDecks = pgTable(
  'library_decks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deckName: text('deck_name').notNull(),
    format: text('format').notNull(),
    decklistText: text('decklist_text').notNull(),
    ...storedCheckColumns(),
    hasWarnings: boolean('has_warnings').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('library_decks_user_idx').on(t.userId), index('library_decks_last_used_idx').on(t.lastUsedAt)],
);

// ---------------------------------------------------------------- timers

export const timerTournaments = pgTable(
  'timer_tournaments',
  {
    /** Random and unguessable: it is the address of the public display. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('timer_tournaments_owner_idx').on(t.ownerId)],
);

export const timerManagers = pgTable(
  'timer_managers',
  {
    tournamentId: text('tournament_id')
      .notNull()
      .references(() => timerTournaments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.userId] }), index('timer_managers_user_idx').on(t.userId)],
);

/**
 * A clock is its remaining time at an anchor instant plus whether it runs;
 * the remaining time now is derived (see packages/core clock arithmetic).
 */
export const clocks = pgTable(
  'clocks',
  {
    id: text('id').primaryKey(),
    tournamentId: text('tournament_id')
      .notNull()
      .references(() => timerTournaments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    isRunning: boolean('is_running').notNull().default(false),
    remainingMs: epochMs('remaining_ms').notNull(),
    anchorMs: epochMs('anchor_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('clocks_tournament_idx').on(t.tournamentId, t.createdAt)],
);

/**
 * Extra time for one table of a clock: it ends `seconds` after the clock does (derived, never stored,
 * so it moves with the clock). One per table and clock; adding again replaces it.
 */
export const clockExtensions = pgTable(
  'clock_extensions',
  {
    clockId: text('clock_id')
      .notNull()
      .references(() => clocks.id, { onDelete: 'cascade' }),
    tableNumber: integer('table_number').notNull(),
    /** Whole or half minutes, in seconds (60 to 3600). */
    seconds: integer('seconds').notNull(),
    reason: text('reason'),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clockId, t.tableNumber] })],
);


/**
 * A stored check read as JSON text, in parts (see cards/service.ts): answers put the parts in place
 * without parsing them. Null parts when the row has no check.
 */
/** A stored list's columns its check is read from: its text, its check as JSON text, and the check's version. */
export const storedListColumns = (table: typeof decklists | typeof decklistRevisions | typeof libraryDecks) => ({
  decklistText: table.decklistText,
  stored: storedCheckText(table.check),
  checkVersion: table.checkVersion,
});

export function storedCheckText(check: typeof decklists.check | typeof decklistRevisions.check | typeof libraryDecks.check) {
  return {
    groups: sql<string | null>`(${check}->'groups')::text`,
    deckWarnings: sql<string | null>`(${check}->'deck_warnings')::text`,
    deckWarningDetails: sql<string | null>`(${check}->'deck_warning_details')::text`,
    hasWarnings: sql<boolean | null>`(${check}->>'has_warnings')::boolean`,
  };
}

/** Rows whose stored check is missing or was made under another version (cards/recheck-job.ts). */
export const checkIsStale = (checkVersion: typeof decklists.checkVersion | typeof decklistRevisions.checkVersion | typeof libraryDecks.checkVersion, version: string) =>
  sql`${checkVersion} is distinct from ${version}`;
