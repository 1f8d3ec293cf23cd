import { useEffect } from 'react';

export const LEAVE_QUESTION = 'Your changes are not saved yet. Leave this page and lose them?';

/** A plain left click on a link to another page of this site (not a new tab, a download or a #section). */
function inAppLeavingLink(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const here = window.location;
  if (link.origin !== here.origin) return; // another site: a full page load, which 'beforeunload' covers
  if (link.pathname === here.pathname && link.search === here.search) return;
  return link;
}

/**
 * While `active` (a form holds edits not saved yet), leaving the page asks first: closing or reloading
 * the tab through the browser's own question, following a link of the app through a confirmation
 * (wouter has no navigation blocker, so links are caught before they navigate).
 */
export function useLeaveGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only ask when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!inAppLeavingLink(event) || window.confirm(LEAVE_QUESTION)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture phase on the document: runs before the link's own handler, which then never sees the click.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);
}
