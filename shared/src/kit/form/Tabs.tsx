import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type TabDef = { id: string; label: string; content: ReactNode };

export type TabsProps = {
  tabs: TabDef[];
  /** Accessible name of the tab list. */
  label?: string;
  /** Controlled selection (tab id); leave out for an uncontrolled list. */
  selected?: string;
  onSelect?: (id: string) => void;
};

/** Tabs with the ARIA tabs pattern: arrows, Home and End move and select; only the panel shown is rendered. */
export function Tabs({ tabs, label, selected, onSelect }: TabsProps) {
  const base = useId();
  const [own, setOwn] = useState(tabs[0]?.id ?? '');
  const current = selected ?? own;
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (id: string, focus = false) => {
    if (selected === undefined) setOwn(id);
    onSelect?.(id);
    if (focus) refs.current[id]?.focus();
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(e.key in moves)) return;
    e.preventDefault();
    select(tabs[moves[e.key]].id, true);
  };

  const active = tabs.find((t) => t.id === current) ?? tabs[0];
  return (
    <div className="sl-tabs">
      <div role="tablist" aria-label={label} className="sl-tabs__list">
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.id}`}
            aria-selected={t.id === active?.id}
            aria-controls={`${base}-panel-${t.id}`}
            tabIndex={t.id === active?.id ? 0 : -1}
            className="sl-tabs__tab"
            onClick={() => select(t.id)}
            onKeyDown={(e) => handleKeyDown(e, i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={`${base}-panel-${active.id}`}
          aria-labelledby={`${base}-tab-${active.id}`}
          tabIndex={0}
          className="sl-tabs__panel"
        >
          {active.content}
        </div>
      )}
    </div>
  );
}
