import { useState } from 'react';
import { hasUnsavedInput } from '@staffledger/shared/core';
import { LOGOUT_LOSES_INPUT } from './texts';

type Props = { onLogout: () => void };

/**
 * Log out in a session dialog. The leave question of the page cannot be asked over the dialog,
 * and its Save could not go out on a session that has ended: while a form holds unsaved input the
 * first press says what logging out would lose, and only a second one logs out.
 */
export function SessionLogoutButton({ onLogout }: Props) {
  const [warned, setWarned] = useState(false);
  const handleClick = () => {
    if (!warned && hasUnsavedInput()) setWarned(true);
    else onLogout();
  };
  return (
    <>
      {warned && (
        <p className="sl-text-error shell-logout-warning" role="alert">
          {LOGOUT_LOSES_INPUT}
        </p>
      )}
      <button type="button" className="sl-button" onClick={handleClick}>
        {warned ? 'Log out anyway' : 'Log out'}
      </button>
    </>
  );
}
