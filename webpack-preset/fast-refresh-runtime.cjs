// React Fast Refresh in the browser, for development builds only (see fast-refresh.cjs).
//
// The shell and each remote are separate webpack runtimes that share one React. React lets one
// refresh runtime attach to its renderer: the one that hooks in before react-dom loads. A second
// copy would register the remote's components in families React never looks at, so the update
// arrives and nothing changes on screen. The first runtime of the page (the shell's, or a remote's
// own when it runs standalone) therefore puts its refresh runtime on the page; the others use it.
'use strict';

const PAGE_KEY = '__staffledgerFastRefresh';
// Lets several modules of one update (or of several apps) finish before React re-renders once.
const REFRESH_DELAY_MS = 30;

function pageRefresh() {
  const existing = globalThis[PAGE_KEY];
  if (existing) return existing;
  const runtime = require('react-refresh/runtime');
  runtime.injectIntoGlobalHook(globalThis);
  // A renderer that can refresh, seen hooking in now or before (a development React DOM).
  const canRefresh = (renderer) => !!renderer && typeof renderer.scheduleRefresh === 'function';
  const hook = globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  let refreshable = [...(hook.renderers ? hook.renderers.values() : [])].some(canRefresh);
  const inject = hook.inject;
  hook.inject = function injectNoted(renderer) {
    if (canRefresh(renderer)) refreshable = true;
    return inject.apply(this, arguments);
  };
  let timer = null;
  const page = {
    runtime,
    /**
     * Whether the page's React can refresh in place: a development renderer that hooked in. A
     * remote's development build running inside a production page (a deployed product, docs/remotes.md#a-teams-day)
     * finds none, and then reloads the page on an edit instead of taking it in silence.
     */
    refreshes: () => refreshable,
    schedule() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        runtime.performReactRefresh();
      }, REFRESH_DELAY_MS);
    },
  };
  globalThis[PAGE_KEY] = page;
  return page;
}

const page = pageRefresh();

/** `$RefreshReg$` of the SWC transform; `id` already carries the app and module. */
exports.register = (type, id) => page.runtime.register(type, id);

/** `$RefreshSig$` of the SWC transform: ties a component to the hooks it calls. */
exports.signature = () => page.runtime.createSignatureFunctionForTransform();

/** Export names, and whether every export is a component (then the module can update in place). */
function exportsOf(moduleExports) {
  const names = Object.keys(moduleExports || {}).filter((name) => name !== '__esModule');
  let components = names.length > 0;
  for (const name of names) {
    let value;
    try {
      value = moduleExports[name];
    } catch {
      components = false;
      continue;
    }
    if (!page.runtime.isLikelyComponentType(value)) components = false;
  }
  return { names, components };
}

/**
 * Runs after a module's own code. A module that exports only components accepts its own updates
 * and asks React to re-render in place, keeping state. Any other module lets the update travel to
 * the modules that import it; if none of them can take it, webpack reloads the page.
 */
exports.settle = (mod, scope) => {
  const hot = mod.hot;
  if (!hot) return;
  const now = exportsOf(mod.exports);
  for (const name of now.names) {
    const value = mod.exports[name];
    if (page.runtime.isLikelyComponentType(value)) {
      page.runtime.register(value, `${scope} ${mod.id} %exports% ${name}`);
    }
  }
  // undefined: first run; null: the previous version was not a components-only module
  const before = hot.data ? hot.data.componentExports : undefined;
  hot.dispose((data) => {
    data.componentExports = now.components ? now.names.join(',') : null;
  });
  if (now.components) {
    hot.accept();
    if (before === undefined) return;
    // A module that changed what it exports must be re-imported by its importers; with no React to
    // refresh, the update travels up to the page's reload.
    if (before !== now.names.join(',') || !page.refreshes()) hot.invalidate();
    else page.schedule();
  } else if (before) {
    hot.invalidate();
  }
};
