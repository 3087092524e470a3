import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@staffledger/shared/router';

/** What an e-mailed link hands the reset form: `#user=…&code=…` (README of the users module). */
export type LinkCode = { user: string; code: string };

/** The user name and code of a link's fragment, or null when it carries no code. */
export function linkCodeOf(hash: string): LinkCode | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('code')?.trim();
  return code ? { user: params.get('user')?.trim() ?? '', code } : null;
}

/**
 * The code of the link the page was opened with, read once; the fragment then leaves the address
 * bar (and the history entry), so that the code is not left on screen or in the history. A browser
 * never sends a fragment, so it reached no server and no Referer.
 */
export function useLinkCode(): LinkCode | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [link] = useState(() => linkCodeOf(location.hash));
  useEffect(() => {
    if (!link) return;
    const { pathname, search, state } = location;
    navigate({ pathname, search }, { replace: true, state });
    // dropped once, on arrival: later changes of the location are none of its business
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return link;
}
