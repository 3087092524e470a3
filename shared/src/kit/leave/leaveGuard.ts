/**
 * Leaving a screen that holds unsaved input (docs/screens.md#leaving-unsaved-input). A form on
 * screen registers a guard; whatever leaves it asks first: << and >>, Logout and the like call
 * `confirmLeave()`, a click on an in-app link is held while the guard asks, and closing or
 * reloading the tab gets the browser's own question. The registry is module state of
 * @staffledger/shared/core, a Module Federation singleton: the shell's links and a remote's form
 * meet in the one copy of the page.
 */
export type LeaveGuard = {
  /** Whether leaving now would lose input; read at the moment the user leaves. */
  dirty: () => boolean;
  /** Asks the user; true when the screen may be left (the input saved, or given up). */
  ask: () => Promise<boolean>;
};

const guards = new Set<LeaveGuard>();
let asking: Promise<boolean> | null = null;
/** While a link the user chose to follow is clicked again, the click passes. */
let following = false;

const dirtyGuards = () => [...guards].filter((guard) => guard.dirty());

/**
 * Resolves true when nothing unsaved is on screen, or when the user, asked, saved it or gave it up;
 * false when they chose to stay. A second call while the user is being asked shares the question.
 */
export function confirmLeave(): Promise<boolean> {
  const dirty = dirtyGuards();
  if (asking || dirty.length === 0) return asking ?? Promise.resolve(true);
  const question = (async () => {
    for (const guard of dirty) if (!(await guard.ask())) return false;
    return true;
  })();
  asking = question.finally(() => {
    asking = null;
  });
  return asking;
}

/** Whether a form on screen holds input that leaving now would lose. */
export function hasUnsavedInput(): boolean {
  return dirtyGuards().length > 0;
}

/**
 * Runs `leave` at once when nothing unsaved is on screen, so that a quick second click already
 * meets the screen the first one led to; otherwise once the user, asked, saved the input or gave
 * it up.
 */
export function leaveThen(leave: () => void): void {
  if (!asking && dirtyGuards().length === 0) {
    leave();
    return;
  }
  void confirmLeave().then((ok) => {
    if (ok) leave();
  });
}

/** Closing or reloading the tab: the browser asks in its own words. */
function handleBeforeUnload(event: BeforeUnloadEvent) {
  if (dirtyGuards().length === 0) return;
  event.preventDefault();
  // browsers from before preventDefault asked only for a returnValue that is not empty
  event.returnValue = true;
}

/** The link a plain click would follow inside this page's origin, if that is what was clicked. */
function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (following || event.defaultPrevented || event.button !== 0) return null;
  // with a modifier the link opens elsewhere, and this page stays
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  // another origin unloads the page: the browser's own question covers it
  return link.origin === window.location.origin ? link : null;
}

/**
 * In-app links, the shell's and every remote's: the click is held in the capture phase, before the
 * router sees it, and clicked again once the user chose to leave.
 */
function handleClick(event: MouseEvent) {
  const link = followedLink(event);
  if (!link || dirtyGuards().length === 0) return;
  event.preventDefault();
  event.stopPropagation();
  void confirmLeave().then((leave) => {
    if (!leave || !link.isConnected) return;
    following = true;
    try {
      link.click();
    } finally {
      following = false;
    }
  });
}

/** Guards leaving the screen until the function it answers is called (the form leaves). */
export function registerLeaveGuard(guard: LeaveGuard): () => void {
  if (guards.size === 0) {
    window.addEventListener('beforeunload', handleBeforeUnload);
    document.addEventListener('click', handleClick, true);
  }
  guards.add(guard);
  return () => {
    guards.delete(guard);
    if (guards.size > 0) return;
    window.removeEventListener('beforeunload', handleBeforeUnload);
    document.removeEventListener('click', handleClick, true);
  };
}
