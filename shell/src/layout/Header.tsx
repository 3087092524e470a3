import { Link, useNavigate } from '@staffledger/shared/router';
import { confirmLeave, useCorpLogo, useSession } from '@staffledger/shared/core';
import defaultLogo from '../assets/logo.svg';

export const PRODUCT_NAME = 'StaffLedger';

/** The selected corporation's logo and name, or the product's; Security and Logout. */
export function Header() {
  const navigate = useNavigate();
  const corp = useSession((s) => s.selectedCorpData);
  const corpId = useSession((s) => s.selectedCorpId);
  const logout = useSession((s) => s.logout);
  const selected = corpId > 0 && corp ? corp : null;
  const logoUrl = useCorpLogo(selected ? selected.id : null, selected !== null);
  const name = selected ? selected.name : PRODUCT_NAME;

  const handleLogout = async () => {
    // a form with unsaved input on screen asks first (docs/screens.md#leaving-unsaved-input)
    if (!(await confirmLeave())) return;
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // storage unavailable: the session state is still cleared below
    }
    logout();
    navigate('/on/login', { replace: true });
  };

  return (
    <header className="sl-header">
      <Link to="/on/landing" className="shell-brand">
        <img
          className="sl-header__logo"
          src={logoUrl ?? defaultLogo}
          alt={selected ? `${selected.name} logo` : `${PRODUCT_NAME} logo`}
          height={40}
          onError={(e) => {
            if (e.currentTarget.src !== defaultLogo) e.currentTarget.src = defaultLogo;
          }}
        />
      </Link>
      <p className="sl-header__title" title={name}>
        {name}
      </p>
      <nav className="shell-header-actions" aria-label="Account">
        <Link to="/on/security">Security</Link>
        <button type="button" className="sl-button" onClick={handleLogout}>
          Logout
        </button>
      </nav>
    </header>
  );
}
