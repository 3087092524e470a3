import { Link, useLocation } from '@staffledger/shared/router';
import { hasRole, useSession } from '@staffledger/shared/core';
import { availableEntries, isActive } from '../navigation';
import { useAvailableRemotes } from '../mf/RemotesContext';

/**
 * The side menu (docs/roles-and-tenancy.md#in-the-screens): entries of deployed remotes, filtered
 * by the user's roles.
 */
export function Sidebar() {
  const { pathname } = useLocation();
  const claims = useSession((s) => s.claims);
  const remotes = useAvailableRemotes();
  const entries = availableEntries(remotes).filter((e) => hasRole(claims, ...e.roles));
  return (
    <nav className="sl-sidebar" aria-label="Main">
      <ul>
        {entries.map((entry) => {
          const active = isActive(entry, pathname);
          return (
            <li key={entry.path}>
              <Link
                to={entry.path}
                className={
                  active ? 'sl-sidebar__link sl-sidebar__link--active' : 'sl-sidebar__link'
                }
                aria-current={active ? 'page' : undefined}
              >
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
