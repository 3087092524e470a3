import type { ReactNode } from 'react';
import { Link } from '@staffledger/shared/router';
import { hasRole, useSession } from '@staffledger/shared/core';
import type { NavEntry } from '../navigation';

export const NO_ACCESS = 'You do not have access to this page';
export const SELECT_CORPORATION = 'Select a corporation first';

/**
 * A remote screen shows only to a role that has the right to it, and a tenant screen only once a
 * corporation is selected; otherwise a plain page says why, instead of a screen full of 403s or an
 * empty list.
 */
export function ScreenAccess({ entry, children }: { entry: NavEntry; children: ReactNode }) {
  const claims = useSession((s) => s.claims);
  const selectedCorpId = useSession((s) => s.selectedCorpId);
  if (!hasRole(claims, ...entry.roles)) return <NoAccess />;
  if (entry.tenant && !selectedCorpId) return <SelectCorporation />;
  return <>{children}</>;
}

function NoAccess() {
  return (
    <section aria-labelledby="no-access-title">
      <h1 id="no-access-title" className="sl-page-title">
        {NO_ACCESS}
      </h1>
      <p>Your account cannot open this page. Ask an administrator if you need it.</p>
      <p>
        <Link to="/on/landing">Back to the home page</Link>
      </p>
    </section>
  );
}

function SelectCorporation() {
  const canSelect = useSession((s) => hasRole(s.claims, 'super'));
  return (
    <section aria-labelledby="select-corp-title">
      <h1 id="select-corp-title" className="sl-page-title">
        {SELECT_CORPORATION}
      </h1>
      <p>
        This page shows one corporation's data. Choose the corporation to work for, then come back.
      </p>
      {canSelect && (
        <p>
          <Link to="/on/corps">Go to Corporations</Link>
        </p>
      )}
    </section>
  );
}
