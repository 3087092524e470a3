// Standalone development entry of the remote (the shell never loads this file): the billing and
// invoice screens in their own router, under the same paths as in the shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@staffledger/shared/router';
import { StandaloneRemote, useSession } from '@staffledger/shared';
import BillingsRoutes from './billings/BillingsRoutes';
import InvoicesRoutes from './invoices/InvoicesRoutes';

useSession.getState().init();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <StandaloneRemote
        title="StaffLedger finance"
        shellUrl={process.env.SHELL_URL ?? ''}
        screens={[
          { path: '/on/billings', label: 'Billings', element: <BillingsRoutes /> },
          { path: '/on/invoices', label: 'Invoices', element: <InvoicesRoutes /> },
        ]}
      />
    </BrowserRouter>
  </StrictMode>,
);
