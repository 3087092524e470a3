// What the page hands a remote's development build as `react/jsx-dev-runtime` when the page itself
// is a production build: a developer's remote running inside a deployed product
// (docs/remotes.md#a-teams-day). React's production copy of that module has no `jsxDEV`, and the
// remote's own development copy cannot run with the page's production React, so the development
// name calls the production runtime; the source locations it is given serve only React's warnings,
// which a production React does not give.
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

type Jsx = typeof jsx;

export { Fragment };

export function jsxDEV(
  type: Parameters<Jsx>[0],
  props: Parameters<Jsx>[1],
  key: Parameters<Jsx>[2],
  isStaticChildren: boolean,
): ReturnType<Jsx> {
  return (isStaticChildren ? jsxs : jsx)(type, props, key);
}
