import { useId, useState } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar as VisxBar } from '@visx/shape';
import { Link } from '@staffledger/shared/router';
import type { Bar } from './glance.bars';

const WIDTH = 480;
const HEIGHT = 220;
const MARGIN = { top: 24, right: 8, bottom: 28, left: 8 };
/** About the width of a character of a label (11 px), and the room kept between two labels. */
const LABEL_CHAR = 6.2;
const LABEL_GAP = 8;

/**
 * Every how many bars a label under the bars is written, so that labels never touch: 1 while
 * they fit, else every 2nd, 3rd… counted from the newest (the last bar keeps its label).
 */
export function labelEvery(labels: readonly string[], step: number): number {
  const widest = Math.max(0, ...labels.map((l) => l.length)) * LABEL_CHAR + LABEL_GAP;
  return Math.max(1, Math.ceil(widest / step));
}

type Props = {
  bars: Bar[];
  /** What the bars measure, for the table's header: 'Amount', 'Hours'. */
  measure: string;
  /** What each bar is, for the table's first header: 'Days past due', 'Month'. */
  dimension: string;
  /** The chart's name, which labels the drawing and the table. */
  title: string;
  /** Vendors' names are long: bars lie across, names beside them. */
  horizontal?: boolean;
};

/**
 * One figure as bars drawn in SVG: each bar a link to the list it sums, its value shown while the
 * pointer rests on it or it has the keyboard's focus. "Show as table" turns the drawing into a
 * table with the same numbers and links.
 */
export function BarChart({ bars, measure, dimension, title, horizontal = false }: Props) {
  const [asTable, setAsTable] = useState(false);
  const [active, setActive] = useState<string | null>(null);
  const titleId = useId();
  const max = Math.max(...bars.map((b) => b.value), 0);
  const inner = { w: WIDTH - MARGIN.left - MARGIN.right, h: HEIGHT - MARGIN.top - MARGIN.bottom };
  const band = scaleBand<string>({
    domain: bars.map((b) => b.key),
    range: [0, horizontal ? inner.h : inner.w],
    padding: 0.2,
  });
  const length = scaleLinear<number>({
    domain: [0, max || 1],
    range: [0, horizontal ? inner.w * 0.55 : inner.h],
  });
  const shown = bars.find((b) => b.key === active);
  const every = horizontal
    ? 1
    : labelEvery(
        bars.map((b) => b.label),
        band.step(),
      );
  return (
    <div className="shell-chart">
      <h3 id={titleId} className="shell-chart__title">
        {title}
      </h3>
      <button
        type="button"
        className="sl-button shell-chart__toggle"
        aria-pressed={asTable}
        onClick={() => setAsTable((t) => !t)}
      >
        Show as table
      </button>
      {asTable ? (
        <table className="sl-table shell-chart__table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{dimension}</th>
              <th scope="col">{measure}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((b) => (
              <tr key={b.key}>
                <th scope="row">
                  <Link to={b.to}>{b.name}</Link>
                </th>
                <td>{b.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <svg
          className="shell-chart__svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="group"
          aria-labelledby={titleId}
        >
          <Group left={MARGIN.left} top={MARGIN.top}>
            {bars.map((b, i) => {
              const at = band(b.key) ?? 0;
              const labelled = (bars.length - 1 - i) % every === 0;
              const size = length(b.value);
              const box = horizontal
                ? { x: inner.w * 0.4, y: at, width: size, height: band.bandwidth() }
                : { x: at, y: inner.h - size, width: band.bandwidth(), height: size };
              const show = () => setActive(b.key);
              const hide = () => setActive((a) => (a === b.key ? null : a));
              return (
                <Link
                  key={b.key}
                  to={b.to}
                  aria-label={`${b.name}: ${b.text}`}
                  className="shell-chart__bar"
                  onMouseEnter={show}
                  onMouseLeave={hide}
                  onFocus={show}
                  onBlur={hide}
                >
                  <title>{`${b.name}: ${b.text}`}</title>
                  {/* the whole band answers the pointer, so a bar of 0 can be reached too */}
                  <rect
                    className="shell-chart__hit"
                    {...(horizontal
                      ? { x: 0, y: at, width: inner.w, height: band.bandwidth() }
                      : { x: at, y: 0, width: band.bandwidth(), height: inner.h })}
                  />
                  <VisxBar {...box} className="shell-chart__fill" />
                  {/* the link's name says it whole; a long name is cut here */}
                  {labelled && (
                    <text
                      aria-hidden="true"
                      className="shell-chart__label"
                      {...(horizontal
                        ? { x: inner.w * 0.4 - 6, y: at + band.bandwidth() / 2, textAnchor: 'end' }
                        : { x: at + band.bandwidth() / 2, y: inner.h + 16, textAnchor: 'middle' })}
                      dominantBaseline={horizontal ? 'middle' : undefined}
                    >
                      {b.label.length > 22 ? `${b.label.slice(0, 21)}…` : b.label}
                    </text>
                  )}
                </Link>
              );
            })}
          </Group>
          {shown && (
            <text className="shell-chart__value" x={WIDTH / 2} y={16} textAnchor="middle">
              {`${shown.name}: ${shown.text}`}
            </text>
          )}
        </svg>
      )}
    </div>
  );
}
