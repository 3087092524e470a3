import { useId, useState } from 'react';
import { formatUsDate, timesheetStatusLabel } from '@staffledger/contracts';
import { leaveThen } from '../leave/leaveGuard';
import { formatHours, toHundredths } from '../timesheet/hours';
import {
  RECENT_WEEKS,
  WEEK_TEXTS,
  holdsDay,
  visibleWeeks,
  weekCounts,
  type WeekRow,
} from './weekRows';
import './weeks.css';

export type WeekListProps = {
  /** The list's title: 'My timesheets' for an employee. */
  title: string;
  /** The person's timesheets, in any order. */
  weeks: readonly WeekRow[];
  /** The timesheet on screen, marked `aria-current`. */
  shownId: number | null;
  /** The business day (`businessToday()`): the period holding it is marked. */
  today: string;
  /** Opens a week: the screen's own move, the one its << and >> make. */
  onChoose: (id: number) => void;
  /** Rows shown before 'Show all'. */
  recent?: number;
};

/**
 * A person's timesheets with status and hours, to open any of them (docs/screens.md#the-items-screen):
 * a title that says what waits for them and opens the list, newest first, the recent ones and
 * every one that waits for them, then 'Show all'. Closed at first, so that a phone shows the week.
 */
export function WeekList({
  title,
  weeks,
  shownId,
  today,
  onChoose,
  recent = RECENT_WEEKS,
}: WeekListProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [all, setAll] = useState(false);
  const { rows, hidden } = visibleWeeks(weeks, shownId, today, all ? weeks.length : recent);
  return (
    <section className="sl-weeks" aria-label={title}>
      <h2 className="sl-weeks__title">
        <button
          type="button"
          className="sl-weeks__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="sl-weeks__name">{title}</span>{' '}
          <span className="sl-weeks__summary">{WEEK_TEXTS.summary(weekCounts(weeks, today))}</span>
        </button>
      </h2>
      <div id={listId} hidden={!open}>
        {open && (
          <>
            <table className="sl-table sl-weeks__table" aria-label={title}>
              <thead>
                <tr>
                  <th scope="col">{WEEK_TEXTS.columns.period}</th>
                  <th scope="col">{WEEK_TEXTS.columns.status}</th>
                  <th scope="col" className="sl-weeks__hours">
                    {WEEK_TEXTS.columns.hours}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((week) => (
                  <WeekLine
                    key={week.id}
                    week={week}
                    shown={week.id === shownId}
                    holdsToday={holdsDay(week, today)}
                    onChoose={onChoose}
                  />
                ))}
              </tbody>
            </table>
            {(hidden > 0 || all) && (
              <button
                type="button"
                className="sl-link-button sl-weeks__more"
                onClick={() => setAll((a) => !a)}
              >
                {all ? WEEK_TEXTS.showFewer : WEEK_TEXTS.showAll(weeks.length)}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}

type LineProps = {
  week: WeekRow;
  shown: boolean;
  holdsToday: boolean;
  onChoose: (id: number) => void;
};

function WeekLine({ week, shown, holdsToday, onChoose }: LineProps) {
  const period = `${formatUsDate(week.periodStartDate)} – ${formatUsDate(week.periodEndDate)}`;
  const rejected = (week.status ?? '').toUpperCase() === 'REJECTED';
  return (
    <tr className={shown ? 'sl-weeks__row sl-weeks__row--shown' : 'sl-weeks__row'}>
      <td>
        <button
          type="button"
          className="sl-weeks__open"
          aria-current={shown ? 'true' : undefined}
          // another week is another sheet: typed, unsaved hours are asked about first
          onClick={() => leaveThen(() => onChoose(week.id))}
        >
          {period}
        </button>
        {holdsToday && <span className="sl-weeks__today">{WEEK_TEXTS.holdsToday}</span>}
      </td>
      {/* text, not StatusBadge: importing the workflow kit into this entry would split it out of
      the main one into a chunk of its own, one more file for every screen to load */}
      <td className={rejected ? 'sl-weeks__status sl-weeks__status--rejected' : 'sl-weeks__status'}>
        {timesheetStatusLabel(week.status)}
      </td>
      <td className="sl-weeks__hours">{formatHours(toHundredths(week.totalHours) ?? 0)}</td>
    </tr>
  );
}
