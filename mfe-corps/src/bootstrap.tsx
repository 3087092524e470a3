// Standalone development entry of the remote (the shell never loads this file): the corporation
// and admin screens in their own router, under the same paths as in the shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@staffledger/shared/router';
import { StandaloneRemote, useSession } from '@staffledger/shared';
import CorpsRoutes from './corps/CorpsRoutes';
import AdminRoutes from './admin/AdminRoutes';

useSession.getState().init();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <StandaloneRemote
        title="StaffLedger corporations"
        shellUrl={process.env.SHELL_URL ?? ''}
        screens={[
          { path: '/on/corps', label: 'Corporations', element: <CorpsRoutes /> },
          { path: '/on/admin', label: 'Admin', element: <AdminRoutes /> },
        ]}
      />
    </BrowserRouter>
  </StrictMode>,
);
