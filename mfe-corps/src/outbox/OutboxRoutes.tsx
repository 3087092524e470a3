import { Navigate, Route, Routes } from '@staffledger/shared/router';
import { OutboxList } from './OutboxList';

/**
 * Exposed as `mfe_corps/Outbox`, mounted by the shell at /on/outbox/*: the list only (an e-mail
 * sent is a record, never edited); anything else goes back to it.
 */
export default function OutboxRoutes() {
  return (
    <Routes>
      <Route index element={<OutboxList />} />
      <Route path="*" element={<Navigate to=".." replace />} />
    </Routes>
  );
}
