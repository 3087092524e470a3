import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { useDismiss } from './useDismiss';
import { placePopup, useFollowAnchor } from './useFollowAnchor';
import './workflow.css';

export type GearMenuItem = { label: string; onSelect: () => void };

export type GearMenuProps = {
  /** Accessible name of the gear button, e.g. 'Actions for timesheet 12'. */
  label: string;
  items: readonly GearMenuItem[];
};

/**
 * A row's actions behind a gear button, with the ARIA menu-button pattern: Enter, Space or ArrowDown
 * open it on the first item (ArrowUp on the last), arrows, Home and End move, Escape closes and
 * returns focus to the button; a click outside, or focus leaving it (Tab), closes it. The menu is placed by the window's
 * coordinates so that a scrolling table never clips it, opens upward when there is no room for it
 * below (a row near the bottom of the window), stays inside the window sideways, and follows its
 * button when the page or the table scrolls (a click on a half-hidden button scrolls the table to
 * show it).
 */
export function GearMenu({ label, items }: GearMenuProps) {
  const id = useId();
  const [active, setActive] = useState<number | null>(null);
  const [place, setPlace] = useState<CSSProperties>({});
  const box = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const open = active !== null;
  const last = items.length - 1;

  const reposition = () => {
    if (button.current) setPlace(placePopup(button.current, menu.current));
  };
  useDismiss(box, open, () => setActive(null));
  useFollowAnchor(button, open, reposition, () => setActive(null));
  // measured once on the page, before it is painted: the side it opens on depends on its height
  useLayoutEffect(() => {
    if (open) reposition();
  }, [open]);
  useEffect(() => {
    if (active !== null) itemRefs.current[active]?.focus();
  }, [active]);

  const openAt = (index: number) => {
    reposition();
    setActive(index);
  };
  const close = () => {
    setActive(null);
    button.current?.focus();
  };

  const handleButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    openAt(e.key === 'ArrowDown' ? 0 : last);
  };

  const handleMenuKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (active === null) return;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key in moves) {
      e.preventDefault();
      setActive(moves[e.key]);
    }
  };

  const handleSelect = (item: GearMenuItem) => {
    close();
    item.onSelect();
  };

  return (
    <div className="sl-gear" ref={box}>
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        className="sl-gear__button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        disabled={items.length === 0}
        onClick={() => (open ? setActive(null) : openAt(0))}
        onKeyDown={handleButtonKeyDown}
      >
        <span aria-hidden="true">⚙</span>
      </button>
      {open && (
        <div
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          tabIndex={-1}
          aria-labelledby={`${id}-button`}
          className="sl-gear__menu"
          style={place}
          onKeyDown={handleMenuKeyDown}
        >
          {items.map((item, i) => (
            <button
              key={item.label}
              ref={(el) => {
                itemRefs.current[i] = el;
              }}
              type="button"
              role="menuitem"
              tabIndex={i === active ? 0 : -1}
              className="sl-gear__item"
              onClick={() => handleSelect(item)}
              onMouseEnter={() => setActive(i)}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
