import {
  type AgingAnswer,
  type ApprovedHoursAnswer,
  type BilledByMonthAnswer,
  type TopDebtorsAnswer,
} from '@staffledger/shared/core';
import type { CorpReading } from '../useCorpRead';
import { BarChart } from './BarChart';
import { ChartCard } from './ChartCard';
import { agingBars, monthBars, vendorBars, weekBars } from './glance.bars';
import './glance.css';

/** An answer whose list `key` holds rows with a number in `field`, else null (a failed read). */
const rowsOf =
  <T,>(key: string, field: string) =>
  (body: unknown): T | null => {
    const rows = (body as Record<string, unknown> | null)?.[key];
    return Array.isArray(rows) && rows.every((r) => typeof r?.[field] === 'number')
      ? (body as T)
      : null;
  };
const readAging = rowsOf<AgingAnswer>('buckets', 'amount');
const readMonths = rowsOf<BilledByMonthAnswer>('months', 'amount');
const readWeeks = rowsOf<ApprovedHoursAnswer>('weeks', 'hours');
const readVendors = rowsOf<TopDebtorsAnswer>('vendors', 'amount');

const nothing = (bars: { value: number }[]) => bars.every((b) => b.value === 0);

/**
 * The money at a glance (docs/screens.md#the-money-at-a-glance): four charts of the selected
 * corporation, each read by its own call, each failing and retrying on its own; only for staff
 * who may open the invoices (nothing, and no call, for anyone else).
 */
function MoneyAtAGlance({ useCorpRead, useScreenOpen }: CorpReading) {
  const open = useScreenOpen('/on/invoices');
  const aging = useCorpRead(open, '/dashboard/aging', readAging);
  const months = useCorpRead(open, '/dashboard/billed-by-month', readMonths);
  const weeks = useCorpRead(open, '/dashboard/approved-hours', readWeeks);
  const vendors = useCorpRead(open, '/dashboard/top-debtors', readVendors);
  if (!open) return null;
  return (
    <section className="shell-counts" aria-labelledby="glance-title">
      <h2 id="glance-title" className="shell-counts__title">
        The money at a glance
      </h2>
      <div className="shell-glance">
        <ChartCard title="Receivables by days past due" state={aging} empty="No unpaid invoices.">
          {(a) => {
            const bars = agingBars(a);
            return nothing(bars) ? null : (
              <BarChart
                title="Receivables by days past due"
                dimension="Days past due"
                measure="Unpaid"
                bars={bars}
              />
            );
          }}
        </ChartCard>
        <ChartCard
          title="Billed per month"
          state={months}
          empty="Nothing billed in the last 12 months."
        >
          {(m) => {
            const bars = monthBars(m);
            return nothing(bars) ? null : (
              <BarChart title="Billed per month" dimension="Month" measure="Billed" bars={bars} />
            );
          }}
        </ChartCard>
        <ChartCard
          title="Approved hours per week"
          state={weeks}
          empty="No approved hours in the last 12 weeks."
        >
          {(w) => {
            const bars = weekBars(w);
            return nothing(bars) ? null : (
              <BarChart
                title="Approved hours per week"
                dimension="Week"
                measure="Approved hours"
                bars={bars}
              />
            );
          }}
        </ChartCard>
        <ChartCard title="Vendors owing most" state={vendors} empty="No vendor owes anything.">
          {(v) =>
            v.vendors.length === 0 ? null : (
              <BarChart
                title="Vendors owing most"
                dimension="Vendor"
                measure="Unpaid"
                bars={vendorBars(v)}
                horizontal
              />
            )
          }
        </ChartCard>
      </div>
    </section>
  );
}

/**
 * The component, given the page's reading hooks (the same functions at every render): the chunk
 * imports nothing of the landing page, whose code then stays one module in the page's chunk.
 */
export function moneyAtAGlance(
  useCorpRead: CorpReading['useCorpRead'],
  useScreenOpen: CorpReading['useScreenOpen'],
) {
  return function MoneyAtAGlanceWithReads() {
    return <MoneyAtAGlance useCorpRead={useCorpRead} useScreenOpen={useScreenOpen} />;
  };
}
