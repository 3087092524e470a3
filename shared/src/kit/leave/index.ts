// Leaving unsaved input: the dialog and the hook a form guards itself with. The registry they use
// (registerLeaveGuard, confirmLeave) is exported by ./core, where the shell's pages reach it.
export { LeaveDialog, LEAVE_TEXTS } from './LeaveDialog';
export type { LeaveDialogProps, LeaveTexts } from './LeaveDialog';
export { useLeaveGuard } from './useLeaveGuard';
export type { LeaveGuardOptions } from './useLeaveGuard';
