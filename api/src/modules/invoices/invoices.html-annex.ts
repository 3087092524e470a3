/**
 * The timesheet annex of the invoice's HTML view: the same sheets, days and files as the PDF's
 * annex. Images are shown inline (as data: URLs, which the document's policy allows for images
 * only); a PDF attachment is named, its pages being part of the invoice's PDF. An image over the
 * limits of what an attachment may decode to is named with the limit instead of shown.
 */
import {
  formatCents,
  formatUsDate,
  textToCents,
  TIMESHEET_ITEM_TYPE_LABELS,
} from '@staffledger/contracts';
import { imageProblem } from '../timesheets/attachments.decoded.js';
import type { AnnexFile, AnnexSheet } from './invoices.annex.js';

export const ANNEX_STYLE = `section.annex{margin-top:3rem;page-break-before:always}
figure{margin:1rem 0}figure img{max-width:100%}figcaption{font-size:.85rem;color:#555}`;

const hours = (text: string) => formatCents(textToCents(text));

const weekday = (date: string) =>
  ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(`${date}T12:00:00Z`).getUTCDay()];

function fileHtml(e: (t: string) => string, file: AnnexFile): string {
  if (file.contentType === 'application/pdf') {
    return `<p>Attached PDF: ${e(file.filename)} (its pages follow the timesheet in the invoice's PDF)</p>`;
  }
  // a reader's browser would decode it: one over the limits of uploads is named, not shown
  const problem = imageProblem(file.contentType, file.content);
  if (problem) return `<p>The attachment ${e(file.filename)} is not shown: it ${e(problem)}</p>`;
  const src = `data:${file.contentType};base64,${file.content.toString('base64')}`;
  return `<figure><img src="${src}" alt="${e(file.filename)}"><figcaption>${e(file.filename)}</figcaption></figure>`;
}

/** The annex sections, or '' when the invoice bills no timesheet. */
export function annexHtml(e: (t: string) => string, annex: AnnexSheet[]): string {
  return annex
    .map((sheet) => {
      const period = `${formatUsDate(sheet.periodStartDate)} - ${formatUsDate(sheet.periodEndDate)}`;
      const rows = sheet.days
        .map(
          (d) =>
            `<tr><td>${e(formatUsDate(d.date))}</td><td>${weekday(d.date)}</td>` +
            `<td>${e(TIMESHEET_ITEM_TYPE_LABELS[d.type] ?? d.type)}</td>` +
            `<td class="num">${e(hours(d.hoursWorked))}</td><td class="num">${e(hours(d.extraHours))}</td>` +
            `<td>${e(d.comment ?? '')}</td></tr>`,
        )
        .join('\n');
      return `<section class="annex">
<h2>Timesheet annex</h2>
<h3>${e(sheet.employeeName)}, ${e(period)}</h3>
<p>Billing code ${e(sheet.billingCode)} · timesheet ${sheet.timesheetId}</p>
<table>
<thead><tr><th>Date</th><th>Day</th><th>Type</th><th class="num">Hours</th><th class="num">Extra</th><th>Comment</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><td colspan="3" class="num">Billable hours</td><td class="num">${e(hours(sheet.billableHours))}</td><td colspan="2"></td></tr></tfoot>
</table>
${sheet.files.map((f) => fileHtml(e, f)).join('\n')}
</section>`;
    })
    .join('\n');
}
