import type { Rollup } from 'vite';

type ManualChunkMeta = Rollup.ManualChunkMeta;

// How the build cuts the app into files (Rollup's manualChunks). Left to itself, Rollup made a chunk for
// every set of pages sharing some code: an event page loaded 26 files, most under 1 kB, and on a phone's
// six HTTP/1.1 connections each costs a round trip and its headers. Here:
// - what the timer display loads at once, but its own files, is one chunk, `runtime` (React, Lingui, the
//   socket and the clock), which the app's entry loads too;
// - what the app's entry loads at once is the entry's own chunk;
// - the lazily loaded files listed in GROUPS go to their group's chunk;
// - every other file is left to Rollup.
// A file in a group must not need a file that pages outside the group load on their own, or that file is
// pulled into the group (Rollup adds a group's static imports to it): `npm run build` prints each route's
// size and the size check holds them to the budget. A module behind a barrel (index.ts) that the entry
// imports also lands in the entry's chunk unless a group takes it, whoever uses it (eventlink.ts: `sync`).
// Decision 0014 has the figures.

const GROUPS: Record<string, string[]> = {
  // Small parts most pages use: forms' errors and confirmations, error and empty states, formats.
  shared: [
    'web/src/components/ConfirmButton.tsx',
    'web/src/components/ConfirmDialog.tsx',
    'web/src/components/ConfirmModal.tsx',
    'web/src/components/form/use-form.ts',
    'web/src/components/form/FormError.tsx',
    'web/src/api/form-errors.ts',
    'web/src/components/PageError.tsx',
    'web/src/features/decks/DeckNotReady.tsx',
    'web/src/components/event-query-fallback.tsx',
    'web/src/components/format.ts',
    // Small and used by the home page's list as well as the organisers' pages: left ungrouped, the bundler
    // folded it into the organisers' file, and the home page loaded that (and the deck form) too.
    'web/src/components/role-labels.ts',
    'web/src/lib/device-storage.ts',
    // Kept state: the organisers' choices and a player's pool on its way.
    'web/src/lib/use-kept-state.ts',
    'web/src/components/field-rules.ts',
    'web/src/components/DeadlineNotice.tsx',
    'web/src/api/timer-list.ts',
    'web/src/features/library/draft.ts',
    'web/src/features/errors/NotFoundPage.tsx',
    'web/src/live/use-live-channel.ts',
    'web/src/decklist/ProblemsNoteText.tsx',
    'web/src/decklist/group-label.ts',
    'web/src/decklist/FormatSelect.tsx',
    'web/src/decklist/DraftOfferBox.tsx',
    'web/src/api/publications.ts',
    'web/src/features/events/format.ts',
    'core/src/deck-checks/limits.ts',
    // Flesh and Blood's group names: the counts and the counting aid (the organisers' file) name them too.
    'core/src/games/fab/group-names.ts',
    'core/src/library/rules.ts',
    'core/src/cards/names.ts',
    'core/src/text/limits.ts',
    'core/src/text/text.ts',
    'core/src/text/accents.ts',
    'core/src/events/player-list.ts',
    // What the event's and the deck's routes both need: saving to the library, live updates.
    'web/src/app/routes/deck-extras.tsx',
    'web/src/features/library/SaveToLibrary.tsx',
    'web/src/api/live.ts',
    'core/src/events/live.ts',
    'core/src/decklist/totals.ts',
    'core/src/decklist/paper.ts',
    'core/src/games/styles.ts',
    'core/src/games/magic/zones.ts',
    'core/src/games/fab/zones.ts',
  ],
  // The event's route, with the player's view.
  'event-page': ['web/src/app/routes/EventRoute.tsx', 'web/src/features/events/EventPage.tsx', 'web/src/features/events/PlayerView.tsx'],
  // The deck's route, with a player's own deck.
  'deck-page': ['web/src/app/routes/DeckRoute.tsx', 'web/src/features/decks/DeckPage.tsx'],
  // An owner's or judge's review of a player's deck: a file of its own, so that a player's deck page does not
  // carry it (it had been a few kB more for every player, one file less for the judges).
  review: ['web/src/features/decks/OrganiserReview.tsx', 'web/src/features/decks/OrganiserDeck.tsx', 'web/src/features/decks/ReviewBar.tsx'],
  // The owner's and judges' management of an event, with its deck checks and published lists.
  organiser: [
    'web/src/features/events/ManageEvent.tsx',
    'web/src/api/event-rows.ts',
    'core/src/events/participant-rows.ts',
    'web/src/features/events/EventDetailsEditor.tsx',
    'web/src/features/events/PersonForm.tsx',
    'web/src/features/events/JudgesSection.tsx',
    'web/src/features/events/RemindPlayers.tsx',
    'web/src/features/events/PlayerList.tsx',
    'web/src/features/events/ShareSection.tsx',
    'web/src/features/events/DeadlineForm.tsx',
    'web/src/features/events/StatusToggle.tsx',
    'web/src/features/events/PublishLists.tsx',
    'web/src/features/events/publication-choices.ts',
    'web/src/api/paper-consent.ts',
    'web/src/features/deck-checks/DeckChecksSection.tsx',
    'web/src/features/deck-checks/DeckCheckLog.tsx',
    'web/src/features/deck-checks/DrawForm.tsx',
    'web/src/features/deck-checks/TimerLinkForm.tsx',
    'web/src/api/reminders.ts',
    'core/src/events/publication-limits.ts',
  ],
  // How a page names a person of an event (a nameless owner by their role): the deck-check log and page, and
  // the revisions; a file of its own so that no first load carries it.
  'person-name': ['web/src/components/person-name.ts', 'core/src/events/names.ts'],
  // Comparing the player list with EventLink's report.
  sync: ['web/src/features/events/SyncPage.tsx', 'core/src/events/eventlink.ts'],
  // The wording of the server's problems, loaded with the first one a page shows.
  problems: ['web/src/api/problem-messages.ts', 'core/src/api/problems.ts'],
  // A player's own deck on the event's pages.
  'player-deck': [
    'web/src/features/decks/PlayerDeck.tsx',
    'web/src/features/decks/PublicationConsent.tsx',
    'web/src/features/decks/import-sources.ts',
  ],
  // A Limited event's rules, set lists and pools: its pages and the organisers' set-up.
  // What the create form needs of it: the set-up's rules and its form value (the rest loads with the pages).
  'limited-setup': ['core/src/limited/sets.ts', 'core/src/limited/setup.ts', 'web/src/features/events/limited-setup-value.ts'],
  limited: [
    'core/src/limited/index.ts',
    'core/src/limited/sheet.ts',
    'core/src/limited/pool.ts',
    'web/src/api/limited.ts',
    'web/src/features/pools/sheet.ts',
    'web/src/features/pools/labels.ts',
  ],
  // Going to a card's line, or writing a suggested name in, loaded when a warning is pressed: with Flesh and Blood's
  // list reader, which only it needs on a page (left to Rollup, that reader went into the deck form's file).
  'card-actions': [
    'web/src/decklist/card-actions.ts',
    'core/src/games/fab/parse.ts',
    'core/src/games/fab/card-index.ts',
    'core/src/games/fab/snapshot.ts',
  ],
  // Reading a pasted pool (with the decklist reader it needs), loaded when a player pastes one.
  'pool-paste': ['web/src/features/pools/paste.ts'],
  // The deck form with its live check and revisions: a player's deck, an organiser's review, a library deck.
  'deck-form': [
    'web/src/features/decks/RevisionsPanel.tsx',
    'web/src/features/decks/DeckForm.tsx',
    'web/src/features/decks/DeckImportSelect.tsx',
    'web/src/api/cards.ts',
    'web/src/lib/use-debounced-value.ts',
    'web/src/decklist/index.ts',
    'web/src/decklist/use-live-totals.ts',
    'web/src/decklist/DeckEditor.tsx',
    'web/src/decklist/placeholders.ts',
    'web/src/decklist/DecklistField.tsx',
    'web/src/decklist/use-draft.ts',
    'web/src/decklist/use-deck-form.ts',
    'web/src/decklist/mana-words.ts',
    'web/src/decklist/ManaCost.tsx',
    'web/src/decklist/CardGroupTable.tsx',
    'web/src/decklist/CheckedDeck.tsx',
    'web/src/decklist/DecklistTextarea.tsx',
    'web/src/decklist/DraftOffer.tsx',
    'web/src/decklist/ProblemsNote.tsx',
    'web/src/decklist/UnsentChanges.tsx',
    'core/src/decklist/limits.ts',
    'core/src/decklist/parse.ts',
    'core/src/decklist/typeahead.ts',
    'core/src/decklist/problems.ts',
    'core/src/cards/mana.ts',
  ],
};

const groupOf = new Map<string, string>(Object.entries(GROUPS).flatMap(([group, files]) => files.map((file) => [`/packages/${file}`, group] as const)));

/** A module id's path from `/packages/` on (ids are absolute paths, some with a query). */
const packagePath = (id: string) => {
  const at = id.lastIndexOf('/packages/');
  return at < 0 ? undefined : id.slice(at).split('?')[0];
};

type ModuleInfo = NonNullable<ReturnType<ManualChunkMeta['getModuleInfo']>>;
type AstNode = { type: string; source?: unknown; specifiers?: AstNode[]; imported?: { name?: string; value?: string }; local?: { name?: string } };

const REEXPORT = /^export\s*(\*|\{[^}]*\})\s*from\s*["'][^"']+["']$/;

/** A module that only passes on others' exports (an index.ts). */
function isBarrel(info: ModuleInfo | null): boolean {
  const statements = (info?.code ?? '').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').split(';').map((statement) => statement.trim()).filter(Boolean);
  return statements.length > 0 && statements.every((statement) => REEXPORT.test(statement));
}

/** The names a module imports or passes on from others ('all' for a namespace or `export *`). */
function namesTaken(info: ModuleInfo): Set<string> | 'all' {
  const names = new Set<string>();
  for (const node of ((info.ast as { body?: AstNode[] } | null)?.body ?? []) as AstNode[]) {
    if (node.type === 'ExportAllDeclaration' && node.source) return 'all';
    if (node.type !== 'ImportDeclaration' && !(node.type === 'ExportNamedDeclaration' && node.source)) continue;
    for (const specifier of node.specifiers ?? []) {
      if (specifier.type === 'ImportNamespaceSpecifier') return 'all';
      if (specifier.type === 'ImportDefaultSpecifier') names.add('default');
      else if (specifier.type === 'ExportSpecifier') names.add(specifier.local?.name ?? '');
      else names.add(specifier.imported?.name ?? specifier.imported?.value ?? '');
    }
  }
  return names;
}

/**
 * The modules each entry loads at once: the entry and its static imports, all the way down. Through a
 * barrel only to the modules that hold what the importer takes from it: Rollup drops the rest of a barrel,
 * and a module counted here goes to the entry's chunk even when only a lazily loaded page uses it.
 */
function loadedAtOnce(entry: string, meta: ManualChunkMeta): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = meta.getModuleInfo(id);
    if (!info) return;
    for (const imported of info.importedIds) {
      const importedInfo = meta.getModuleInfo(imported);
      if (isBarrel(importedInfo)) visitBarrel(importedInfo!, namesTaken(info));
      else visit(imported);
    }
  };
  const visitBarrel = (barrel: ModuleInfo, names: Set<string> | 'all') => {
    for (const member of barrel.importedIds) {
      const memberInfo = meta.getModuleInfo(member);
      if (names !== 'all' && !memberInfo?.exports?.some((name) => names.has(name))) continue;
      if (isBarrel(memberInfo)) visitBarrel(memberInfo!, names);
      else visit(member);
    }
  };
  visit(entry);
  return seen;
}

/** Rollup's manualChunks: the chunk a module goes to, or undefined to leave it to Rollup. */
export function chunkGroups() {
  let entries: { app: Set<string>; display: Set<string> } | undefined;
  return (id: string, meta: ManualChunkMeta): string | undefined => {
    const reachedFrom = (page: string) => {
      const entry = [...meta.getModuleIds()].find((module) => module.endsWith(page) && meta.getModuleInfo(module)?.isEntry);
      return entry ? loadedAtOnce(entry, meta) : new Set<string>();
    };
    entries ??= { app: reachedFrom('/web/index.html'), display: reachedFrom('/web/timer-display.html') };
    const inApp = entries.app.has(id);
    const inDisplay = entries.display.has(id);
    if (inApp && inDisplay) return 'runtime';
    if (inApp) return 'main';
    // The display's own files stay in its entry; what it shares with the app's pages (the socket, the clock)
    // loads with React (a few kB for the app's entry, one file less for the display and the event pages).
    if (inDisplay) return id.includes('/web/src/display/') || meta.getModuleInfo(id)?.isEntry ? undefined : 'runtime';
    const file = packagePath(id);
    return file === undefined ? undefined : groupOf.get(file);
  };
}

/** Every grouped file, for the test that each still exists. */
export const groupedFiles = Object.values(GROUPS).flat();
