// Standalone development entry of the remote (the shell never loads this file): the vendor and
// employee screens in their own router, under the same paths as in the shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@staffledger/shared/router';
import { StandaloneRemote, useSession } from '@staffledger/shared';
import VendorsRoutes from './vendors/VendorsRoutes';
import EmployeesRoutes from './employees/EmployeesRoutes';

useSession.getState().init();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <StandaloneRemote
        title="StaffLedger people"
        shellUrl={process.env.SHELL_URL ?? ''}
        screens={[
          { path: '/on/vendors', label: 'Vendors', element: <VendorsRoutes /> },
          { path: '/on/employees', label: 'Employees', element: <EmployeesRoutes /> },
        ]}
      />
    </BrowserRouter>
  </StrictMode>,
);
