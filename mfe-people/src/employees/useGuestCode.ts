import { useState } from 'react';
import { useNotice, type GuestCodeIssued } from '@staffledger/shared';
import { emailGuestLink, generateGuestCode, revokeGuestCode } from './employees.api';

const COPIED_MS = 2000;

const reason = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * The guest code of one visit to the employee form: the code just made (shown until the visit ends
 * or the code is revoked), the call in flight, and the last status or error. Used by EmployeeForm,
 * above the tabs, so switching tabs keeps a code that can never be read back.
 */
export function useGuestCode(employeeId: string | null, onSinceChange: (since: string) => void) {
  const [issued, setIssued] = useState<GuestCodeIssued | null>(null);
  const [busy, setBusy] = useState(false);
  const { notice: message, show, clear } = useNotice();

  /** One call at a time: its success text (if any) as status, its failure as `{failure}: {why}`. */
  const run = async (work: (id: string) => Promise<string | null>, failure: string) => {
    if (!employeeId || busy) return;
    setBusy(true);
    clear();
    try {
      const done = await work(employeeId);
      if (done) show('success', done);
    } catch (e) {
      show('error', `${failure}: ${reason(e)}`);
    } finally {
      setBusy(false);
    }
  };

  const generate = () =>
    run(async (id) => {
      const fresh = await generateGuestCode(id);
      setIssued(fresh);
      onSinceChange(fresh.guestCodeSince);
      return null;
    }, 'Failed to generate guest code');

  const revoke = () =>
    run(async (id) => {
      await revokeGuestCode(id);
      setIssued(null);
      onSinceChange('');
      return 'Guest code revoked. Its link no longer works.';
    }, 'Failed to revoke guest code');

  const emailLink = () =>
    run(async (id) => {
      if (!issued) return null;
      return (await emailGuestLink(id, issued.guestCode)).message;
    }, 'Failed to e-mail the link');

  const copyLink = async () => {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.guestLink);
      show('success', 'Copied', COPIED_MS);
    } catch {
      show('error', 'Could not copy the link; select it and copy it by hand.');
    }
  };

  return { employeeId, issued, busy, message, generate, revoke, emailLink, copyLink };
}

export type GuestCodeState = ReturnType<typeof useGuestCode>;
