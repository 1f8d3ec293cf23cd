import { t } from '@lingui/core/macro';
import { useEffect } from 'react';

/** The question asked before leaving unsaved edits, in the current language. */
const leaveQuestion = () => t`Your changes are not saved yet. Leave this page and lose them?`;

/** How many forms on screen hold edits not saved yet. */
let unsaved = 0;
/** Set while a navigation that must not ask runs (the one a successful save makes). */
let leavingAnyway = false;
/** The page the guard protects, to come back to when a Back or Forward is refused. */
let guardedEntry: { url: string; page: string; state: unknown } | null = null;

/** The page shown, without its #section (moving between sections of one page is not leaving it). */
const pageOf = (location: Location) => location.pathname + location.search;

/** Whether an in-app navigation may go ahead: yes without unsaved edits, otherwise the user says so. */
export function confirmLeave(): boolean {
  return unsaved === 0 || leavingAnyway || window.confirm(leaveQuestion());
}

/** Runs `navigate` without asking (after a save: the edits are saved, whatever the form shows yet). */
export function leaveAnyway(navigate: () => void) {
  leavingAnyway = true;
  try {
    navigate();
  } finally {
    leavingAnyway = false;
  }
}

const onBeforeUnload = (event: BeforeUnloadEvent) => {
  event.preventDefault();
  // Older browsers only ask when returnValue is set.
  event.returnValue = '';
};

/**
 * Back or Forward has already changed the address when 'popstate' fires, but the router has not seen
 * it yet: this listener is added when this module loads, before the router's own, so it runs first.
 * A refusal stops the event and puts the page's address back as a new history entry; a yes lets the
 * router follow.
 */
const onPopState = (event: PopStateEvent) => {
  if (!guardedEntry || pageOf(window.location) === guardedEntry.page) return;
  if (window.confirm(leaveQuestion())) return;
  event.stopImmediatePropagation();
  window.history.pushState(guardedEntry.state, '', guardedEntry.url);
};

if (typeof window !== 'undefined') window.addEventListener('popstate', onPopState);

function addGuard() {
  if (unsaved++ > 0) return;
  guardedEntry = { url: window.location.href, page: pageOf(window.location), state: window.history.state };
  window.addEventListener('beforeunload', onBeforeUnload);
}

function removeGuard() {
  if (--unsaved > 0) return;
  guardedEntry = null;
  window.removeEventListener('beforeunload', onBeforeUnload);
}

/**
 * While `active` (a form holds edits not saved yet), leaving the page asks first: closing or
 * reloading the tab through the browser's own question; Back and Forward, the app's links and its
 * navigations (the router's `aroundNav`, see App.tsx) through a confirmation.
 */
export function useLeaveGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    addGuard();
    return removeGuard;
  }, [active]);
}
