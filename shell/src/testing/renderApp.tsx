import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../App';

export const location = { pathname: '', search: '', hash: '' };

function LocationProbe() {
  const loc = useLocation();
  location.pathname = loc.pathname;
  location.search = loc.search;
  location.hash = loc.hash;
  return null;
}

/** The whole shell route table at `url`, with the given remotes present in /remotes.json. */
export function renderApp(url: string, remotes: string[] = ['mfe_corps']) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <App remotes={remotes} />
      <LocationProbe />
    </MemoryRouter>,
  );
}
