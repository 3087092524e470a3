import type { RemoteExposes } from '@staffledger/shared';

/**
 * What this remote exposes to the shell. The typecheck holds it to the shell's registry of remotes
 * (names and props); the build takes its exposed modules from here.
 */
export default {
  './QuickTime': () => import('./QuickTimeRoute'),
  './Approval': () => import('./ApprovalRoute'),
} satisfies RemoteExposes<'mfe_guest'>;
