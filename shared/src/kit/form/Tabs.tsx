import {
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { FieldErrorsContext } from './fieldErrors';

export type TabDef = {
  id: string;
  label: string;
  content: ReactNode;
  /**
   * The fields the tab holds, by root name ('contacts' holds 'contacts.0.email' and
   * 'contacts[0].email'); a field no tab names is the first tab's.
   */
  fields?: readonly string[];
};

/** The tab that holds `field`: the one naming its root name, else the first. */
export function tabOfField(tabs: readonly TabDef[], field: string): TabDef | undefined {
  const root = field.split(/[.[]/)[0];
  return tabs.find((t) => t.fields?.includes(root)) ?? tabs[0];
}

export type TabsProps = {
  tabs: TabDef[];
  /** Accessible name of the tab list. */
  label?: string;
  /** Controlled selection (tab id); leave out for an uncontrolled list. */
  selected?: string;
  onSelect?: (id: string) => void;
};

/**
 * Tabs with the ARIA tabs pattern: arrows, Home and End move and select; only the panel shown is
 * rendered. Inside a `ResourceForm`, a save that finds a field error opens the tab that holds the
 * first one (`TabDef.fields`), so the user sees what to fix.
 */
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

  // only a new first error moves the tab: the user may leave it while that error stands
  const firstError = Object.keys(useContext(FieldErrorsContext))[0];
  const latest = useRef({ tabs, select });
  latest.current = { tabs, select };
  useEffect(() => {
    if (!firstError) return;
    const holder = tabOfField(latest.current.tabs, firstError);
    if (holder) latest.current.select(holder.id);
  }, [firstError]);

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
