import type { MouseEvent } from 'react';
import { focusPageHeading } from './usePageHeadingFocus';

/**
 * "Skip to main content": the first stop of the tab order, shown only while it has focus. It moves
 * focus into the element `targetId` (the page heading when there is one) without changing the
 * address, where the list's state lives.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    e.preventDefault();
    if (!focusPageHeading(target)) target.focus();
  };
  return (
    <a
      className="shell-skip-link sl-visually-hidden--until-focus"
      href={`#${targetId}`}
      onClick={handleClick}
    >
      Skip to main content
    </a>
  );
}
