// The remote's own page (`pnpm dev`, port 3005; the shell never loads this file): the guest screen
// as the shell shows it, on the remote's dev server, which passes /api to the API.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@staffledger/shared/router';
import QuickTimeRoute from './QuickTimeRoute';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <QuickTimeRoute />
    </BrowserRouter>
  </StrictMode>,
);
