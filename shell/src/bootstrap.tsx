// The library's base style sheet before any component's own: ./core, which imports it, is a module
// the build passes over, taking only the names the pages import from it.
import '@staffledger/shared/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@staffledger/shared/router';
import { useSession } from '@staffledger/shared/core';
import { App } from './App';
import { fetchRemotes } from './mf/remotes';
import { registerRemotes } from './mf/federation';
import { rememberRegistered } from './mf/remoteVersions';
import { isPublicRemotePath } from './navigation';
import './shell.css';

async function start() {
  const remotes = await fetchRemotes();
  const registered: string[] = [];
  try {
    registerRemotes(remotes);
    rememberRegistered(remotes);
    registered.push(...remotes.map((r) => r.name));
  } catch (error) {
    console.error('[shell] could not register the remotes', error);
  }
  // a guest's page leaves the staff session in the browser as it is
  if (!isPublicRemotePath(window.location.pathname)) useSession.getState().init();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <App remotes={registered} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
