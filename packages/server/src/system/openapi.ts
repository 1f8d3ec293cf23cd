import { problemSchema } from '@decklist/core/api';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE } from '../auth/sessions';

/**
 * Who may call an operation, as its handler enforces it: anyone; anyone, with more in the answer when
 * signed in; only a signed-in caller (401 otherwise; roles in an event or tournament are checked after);
 * or a monitoring system with the metrics token.
 */
type Access = 'public' | 'optional' | 'signed-in' | 'metrics';

/**
 * Each operation's id, access and summary, keyed by method and route as the routes declare them. A route
 * missing here is published without them, and the lint of the document (openapi-lint.test.ts) fails.
 */
const OPERATIONS: Record<string, [operationId: string, access: Access, summary: string]> = {
  'GET /api/health': ['getHealth', 'public', 'Check that this instance, its database and its live updates are up'],
  'GET /api/health/live': ['getLiveness', 'public', 'Check that this instance answers (liveness)'],
  'GET /api/health/ready': ['getReadiness', 'public', 'Check that this instance should get traffic: not stopping, database and live updates up'],
  'GET /status': ['getStatus', 'public', 'Plain-text health check'],
  'GET /metrics': ['getMetrics', 'metrics', 'Figures for Prometheus (needs METRICS_TOKEN; 404 when metrics are off or on their own port)'],
  'GET /api/config': ['getConfig', 'public', 'Settings the web app reads at start'],

  'POST /api/login/start': ['startLogin', 'public', 'Send a sign-in code by e-mail'],
  'POST /api/login/continue': ['continueLogin', 'public', 'Sign in with the e-mailed code'],
  'POST /api/login/google': ['loginWithGoogle', 'public', 'Sign in with a Google ID token'],
  'GET /api/me': ['getMe', 'optional', 'Whom the caller is signed in as'],
  'POST /api/me/language': ['setMyLanguage', 'signed-in', "Keep the language chosen in the app's menu on the caller's account"],
  'POST /api/logout': ['logout', 'optional', "Sign out: end the caller's session"],
  'POST /api/logout/everywhere': ['logoutEverywhere', 'signed-in', "Sign out everywhere: end every session and token of the caller's account"],

  'GET /api/cards/search': ['searchCards', 'public', 'Search card names'],
  'POST /api/decklists/validate': ['validateDecklist', 'signed-in', 'Check a decklist against a format'],

  'GET /api/sets': ['listSets', 'public', 'List the Limited sets the app knows'],
  'GET /api/sets/:code': ['getSet', 'public', "A Limited set's cards: number, rarity and name"],

  'GET /api/events/formats': ['listFormats', 'public', 'List the formats an event can have'],
  'GET /api/events': ['listMyEvents', 'signed-in', "List the caller's events"],
  'GET /api/events/batch': ['getEvents', 'optional', 'Look up several events by id'],
  'POST /api/events': ['createEvent', 'signed-in', 'Create an event'],
  'GET /api/events/:id': ['getEvent', 'optional', 'Look up an event by id'],
  'POST /api/events/:id': ['updateEvent', 'signed-in', "Update an event: status, submission deadline, name, date, whether its decklists may be published, or its linked round-timer tournament"],
  'DELETE /api/events/:id': ['deleteEvent', 'signed-in', 'Delete an event (owner only)'],
  'POST /api/events/:id/players': ['addPlayer', 'signed-in', 'Add a player to an event by hand'],
  'POST /api/events/:id/users': ['addJudge', 'signed-in', 'Add a judge to an event (owner only)'],
  'DELETE /api/events/:id/users': ['removeParticipant', 'signed-in', 'Remove a player or judge from an event, or leave it'],
  'DELETE /api/events/:id/removals/:user_id': ['allowBack', 'signed-in', 'Allow a removed person back: they may join the event again by themselves'],

  'GET /api/events/:id/deck': ['getDeck', 'signed-in', "Get the caller's decklist in an event, or a player's for the organisers"],
  'POST /api/events/:id/deck': ['submitDeck', 'signed-in', "Submit or replace the caller's decklist, or a player's for the organisers"],
  'GET /api/events/:id/pool': ['getPool', 'signed-in', "Get the caller's registered pool in a Limited event, or a player's for the organisers"],
  'POST /api/events/:id/pool-swap': ['swapPools', 'signed-in', "Swap a Sealed event's registered pools, at random or by table pairs (organisers)"],
  'GET /api/events/:id/pool-swap': ['getPoolSwap', 'signed-in', 'Who received whose pool, and what each receiver found (organisers)'],
  'GET /api/events/:id/pool/received': ['getReceivedPool', 'signed-in', 'The pool the caller received in the swap, or a player\'s for the organisers'],
  'POST /api/events/:id/pool/received/verification': ['verifyReceivedPool', 'signed-in', 'Confirm the pool received in the swap, or say what differs'],
  'GET /api/events/:id/pool/deck-check': ['checkDeckAgainstPool', 'signed-in', "A Limited deck against the pool it is built from (the received one after a swap), for the player or the organisers"],
  'GET /api/events/:id/pool/registration-sheet': ['getPoolRegistrationSheet', 'signed-in', "Download the Limited registration sheet of the pool the caller plays, or a player's for the organisers (PDF)"],
  'GET /api/events/:id/pools/registration-sheets': ['getPoolRegistrationSheets', 'signed-in', 'Download the Limited registration sheets of every registered pool (PDF, organisers)'],
  'POST /api/events/:id/stage-clocks': ['startStageClock', 'signed-in', "Start a Limited stage's clock of its standard time on the event's round timer (organisers)"],
  'POST /api/events/:id/pool': ['registerPool', 'signed-in', "Register or replace the caller's pool in a Limited event, or a player's for the organisers"],
  'DELETE /api/events/:id/deck': ['deleteDeck', 'signed-in', "Withdraw the caller's decklist from an event"],
  'POST /api/events/:id/deck/set-checked': ['setDeckChecked', 'signed-in', "Mark a player's decklist as checked or not"],
  'GET /api/events/:id/deck/revisions': ['listDeckRevisions', 'signed-in', 'List the revisions of a decklist'],
  'GET /api/events/:id/deck/revisions/:revision_id': ['getDeckRevision', 'signed-in', 'Get one revision of a decklist'],
  'GET /api/events/:id/deck/imports': ['listImportableDecks', 'signed-in', "List the caller's decks in other events of the same format"],
  'GET /api/events/:id/reminders': ['getReminders', 'signed-in', 'Whom a reminder would mail, and when the next may go (organisers)'],
  'POST /api/events/:id/reminders': ['sendReminders', 'signed-in', 'Mail a reminder to the players without a deck (organisers)'],
  'GET /api/events/:id/deck/registration-sheet': ['getRegistrationSheet', 'signed-in', "Download a decklist's registration sheet (PDF)"],
  'GET /api/events/:id/decks': ['listEventDecks', 'signed-in', 'List every decklist of an event (organisers)'],
  'GET /api/events/:id/decks/all': ['exportEventDecks', 'signed-in', "Download every decklist of an event, or the chosen players', as text (organisers)"],
  'GET /api/events/:id/deck-checks': ['listDeckChecks', 'signed-in', "An event's deck-check log and what a draw may pick (organisers)"],
  'POST /api/events/:id/deck-checks': ['pickDeckChecks', 'signed-in', 'Pick players for deck checks, at random or by name (organisers)'],
  'GET /api/events/:id/deck-checks/log': ['exportDeckChecks', 'signed-in', 'Download the deck-check log as text (organisers)'],
  'GET /api/events/:id/deck-checks/:check_id': ['getDeckCheck', 'signed-in', 'Get one deck check (organisers)'],
  'POST /api/events/:id/deck-checks/:check_id/start': ['startDeckCheck', 'signed-in', 'Mark when a deck check began (organisers)'],
  'POST /api/events/:id/deck-checks/:check_id/result': ['recordDeckCheck', 'signed-in', "Record a deck check's outcome (organisers)"],
  'GET /api/events/:id/decks/registration-sheets': ['getRegistrationSheets', 'signed-in', "Download the registration sheets of every decklist, or of the chosen players' (PDF, organisers)"],

  'GET /api/events/:id/publications': ['getPublications', 'signed-in', 'List the decklists that can be published and those that are (organisers)'],
  'POST /api/events/:id/publications': ['publishDecklists', 'signed-in', 'Publish the chosen decklists, in order, with their placing or label (owner only)'],
  'POST /api/events/:id/deck/publication-consent': ['setPublicationConsent', 'signed-in', "Agree, or no longer agree, that the caller's decklist may be published"],
  'POST /api/events/:id/publications/consent': ['recordPublicationConsent', 'signed-in', "Record a player's agreement to publication given on paper, or take it back (organisers)"],
  'GET /e/:id/lists': ['getPublishedDecklists', 'public', "The event's published decklists as a public HTML page"],

  'GET /api/decks/library': ['listLibraryDecks', 'signed-in', "List the caller's saved decks"],
  'POST /api/decks/library': ['saveLibraryDeck', 'signed-in', 'Save a new deck, or replace the saved deck named by id'],
  'GET /api/decks/library/:deck_id': ['getLibraryDeck', 'signed-in', 'Get a saved deck with its check'],
  'POST /api/decks/library/:deck_id': ['updateLibraryDeck', 'signed-in', 'Replace a saved deck'],
  'DELETE /api/decks/library/:deck_id': ['deleteLibraryDeck', 'signed-in', 'Delete a saved deck'],
  'POST /api/decks/library/:deck_id/use': ['useLibraryDeck', 'signed-in', 'Record that a saved deck was used, which keeps it'],

  'POST /api/timers': ['createTournament', 'signed-in', 'Create a tournament timer'],
  'GET /api/timers': ['listMyTournaments', 'signed-in', "List the caller's tournament timers"],
  'GET /api/timers/:id': ['getTournament', 'optional', "Get a tournament's clocks, with its managers for them"],
  'DELETE /api/timers/:id': ['deleteTournament', 'signed-in', 'Delete a tournament timer (owner only)'],
  'POST /api/timers/:id/clocks': ['createClock', 'signed-in', 'Add a clock to a tournament'],
  'POST /api/timers/:id/clocks/:clock_id': ['setClockRunning', 'signed-in', 'Start or pause a clock'],
  'DELETE /api/timers/:id/clocks/:clock_id': ['deleteClock', 'signed-in', 'Delete a clock'],
  'POST /api/timers/:id/clocks/:clock_id/reset': ['resetClock', 'signed-in', 'Reset a clock to its full time'],
  'POST /api/timers/:id/clocks/:clock_id/adjust': ['adjustClock', 'signed-in', 'Add time to a clock or take it away'],
  'POST /api/timers/:id/all-clocks': ['setAllClocksRunning', 'signed-in', "Start or pause all of a tournament's clocks at one instant"],
  'POST /api/timers/:id/clocks/:clock_id/extensions': ['addExtension', 'signed-in', "Give a table extra time after a clock's end, or change it"],
  'DELETE /api/timers/:id/clocks/:clock_id/extensions/:table_number': ['removeExtension', 'signed-in', "Remove a table's extra time from a clock"],
  'POST /api/timers/:id/managers': ['addManager', 'signed-in', 'Add a manager to a tournament (owner only)'],
  'DELETE /api/timers/:id/managers/:user_id': ['removeManager', 'signed-in', 'Remove a manager from a tournament (owner only)'],
  'POST /api/timers/:id/force-update': ['forceUpdate', 'signed-in', "Make every screen showing a tournament read it again"],
};

type Requirement = Record<string, string[]>;
const signedIn: Requirement[] = [{ session: [] }, { bearer: [] }];
/** `{}` is the OpenAPI way to say "or no credentials at all". */
const SECURITY: Record<Access, Requirement[]> = { public: [], optional: [{}, ...signedIn], 'signed-in': signedIn, metrics: [{ metricsToken: [] }] };

const unauthorizedResponse = problemSchema.describe('Not signed in: problem details');
/** What the document says of the 200 of a route that declares no answers (the downloads). */
const undescribedResponse = z.null().describe('Default Response');

/** The schemas given an id (`.meta({ id })`, such as core's ProblemCode and FieldError), as components. */
const registryComponents = createJsonSchemaTransformObject({});

type Document = { components?: { schemas?: Record<string, Record<string, unknown>> } } & Record<string, unknown>;
const referenced = (json: unknown) => [...JSON.stringify(json).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);

/**
 * Adds the components the operations refer to ($ref), and those they refer to in turn: each named schema
 * once, in the form the document uses it (an answer's, or a request's with the suffix `Input`).
 */
function withComponents(document: Document): Document {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const queue = referenced({ ...document, components: { ...document.components, schemas: {} } });
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (used.has(name) || !schemas[name]) continue;
    used.add(name);
    queue.push(...referenced(schemas[name]));
  }
  const kept = Object.entries(schemas)
    .filter(([name]) => used.has(name))
    .map(([name, schema]) => {
      // The document names them; an `$id` of their own ('#/components/...') is not a valid one.
      const { $id: _id, $schema: _schema, ...rest } = schema;
      return [name, rest];
    });
  return { ...document, components: { ...document.components, schemas: Object.fromEntries(kept) } };
}

/**
 * The OpenAPI document at /api/openapi.json: the routes' zod schemas, with each operation's entry of
 * OPERATIONS. The 401 answer is added here, to the document only, so the routes serialise as before.
 */
export const openapiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: { title: 'Decklist API', version: '1.0.0' },
    // The document's own origin: the same document whatever PUBLIC_URL the instance has.
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie set by a sign-in' },
        bearer: { type: 'http', scheme: 'bearer', description: 'The `bearer_token` of a sign-in that asked for one' },
        metricsToken: { type: 'http', scheme: 'bearer', description: 'The token set in METRICS_TOKEN' },
      },
    },
  },
  transformObject: (input) => withComponents(registryComponents(input) as Document) as ReturnType<typeof registryComponents>,
  transform: (input) => {
    const operation = OPERATIONS[`${[input.route.method].flat()[0]} ${input.url}`];
    if (!operation || input.schema?.hide) return jsonSchemaTransform(input);
    const [operationId, access, summary] = operation;
    const schema: FastifySchema = { ...input.schema, operationId, summary, security: SECURITY[access] };
    const responses = (schema.response as Record<string, unknown> | undefined) ?? {};
    const withSuccess = Object.keys(responses).some((status) => status.startsWith('2')) ? responses : { 200: undescribedResponse, ...responses };
    schema.response = access === 'signed-in' ? { ...withSuccess, 401: unauthorizedResponse } : withSuccess;
    return jsonSchemaTransform({ ...input, schema });
  },
};
