import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDismiss } from '../workflow/useDismiss';
import { joinMultiValue, parseMultiValue } from './multiSelectValue';
import type { FilterDef } from './types';
import './MultiSelectFilter.css';

type Props = {
  def: FilterDef;
  /** The chosen values, comma-separated ('' for none). */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A dropdown of checkboxes: the button reads the "all" text or 'N selected'; each tick applies at
 * once, Clear unticks all, Done closes. Escape closes and returns focus to the button; a click
 * outside or focus leaving it closes it too.
 */
export function MultiSelectFilter({ def, value, onChange }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const firstBox = useRef<HTMLInputElement>(null);
  const options = def.options ?? [];
  const chosen = parseMultiValue(value, options);

  useDismiss(box, open, () => setOpen(false));
  useEffect(() => {
    if (open) firstBox.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const handleToggle = (option: string, on: boolean) =>
    onChange(
      joinMultiValue(on ? [...chosen, option] : chosen.filter((c) => c !== option), options),
    );
  const handleKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape' || !open) return;
    e.preventDefault();
    close();
  };

  const summary = chosen.length === 0 ? (def.allLabel ?? 'All') : `${chosen.length} selected`;
  return (
    // Escape from any control inside closes the panel: their key events bubble up to here.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="sl-filter sl-multi-filter" ref={box} onKeyDown={handleKeyDown}>
      <span id={`${id}-label`} className="sl-multi-filter__label">
        {def.label}
      </span>
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        className="sl-multi-filter__button"
        aria-labelledby={`${id}-label ${id}-button`}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {summary}
      </button>
      {open && (
        <div
          id={`${id}-panel`}
          role="group"
          aria-labelledby={`${id}-label`}
          className="sl-multi-filter__panel"
        >
          {options.map((o, i) => (
            <label key={o.value} className="sl-multi-filter__option">
              <input
                ref={i === 0 ? firstBox : undefined}
                type="checkbox"
                name={def.name}
                value={o.value}
                checked={chosen.includes(o.value)}
                onChange={(e) => handleToggle(o.value, e.target.checked)}
              />
              {o.label}
            </label>
          ))}
          <div className="sl-multi-filter__actions">
            <button
              type="button"
              className="sl-button sl-button--small"
              onClick={() => onChange('')}
            >
              Clear
            </button>
            <button
              type="button"
              className="sl-button sl-button--small sl-button--primary"
              onClick={close}
            >
              Done
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
