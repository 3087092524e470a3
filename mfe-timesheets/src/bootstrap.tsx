// Standalone development entry of the remote (the shell never loads this file): the timesheet
// screens in their own router, under the same paths as in the shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@staffledger/shared/router';
import { StandaloneRemote, useSession } from '@staffledger/shared';
import TimesheetsRoutes from './timesheets/TimesheetsRoutes';
import TimesheetItemsRoutes from './items/TimesheetItemsRoutes';

useSession.getState().init();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <StandaloneRemote
        title="StaffLedger timesheets"
        shellUrl={process.env.SHELL_URL ?? ''}
        screens={[
          { path: '/on/timesheets', label: 'Timesheets', element: <TimesheetsRoutes /> },
          {
            path: '/on/timesheet-items',
            label: 'Timesheet Items',
            element: <TimesheetItemsRoutes />,
          },
        ]}
      />
    </BrowserRouter>
  </StrictMode>,
);
