/**
 * The invoice as one self-contained HTML document (GET /invoices/{id}/html-view). Every value from
 * the database is escaped, and the document's own policy allows no script at all: the UI shows it
 * in a sandboxed frame of its view page, where a vendor named `<script>` must stay text. A
 * cancelled invoice says CANCELLED under its title.
 */
import crypto from 'node:crypto';
import {
  formatCents,
  formatDollars,
  formatUsDate,
  invoiceStatusLabel,
  textToCents,
} from '@staffledger/contracts';
import {
  CANCELLED,
  CANCELLED_NOTE,
  type InvoiceDocument,
  type Party,
} from './invoices.document.js';
import { ANNEX_STYLE, annexHtml } from './invoices.html-annex.js';

const STYLE = `body{font-family:Helvetica,Arial,sans-serif;color:#222;margin:2rem auto;max-width:48rem}
h1{margin:0 0 .25rem}header,section.parties{display:flex;justify-content:space-between;gap:2rem}
dl{display:grid;grid-template-columns:auto auto;gap:.2rem 1rem;margin:0}dt{font-weight:bold}dd{margin:0}
table{width:100%;border-collapse:collapse;margin-top:1.5rem}th,td{padding:.4rem;border-bottom:1px solid #ccc;text-align:left}
.num{text-align:right;white-space:nowrap}tfoot td{font-weight:bold;border-bottom:none}
.cancelled{border:3px solid #b3261e;color:#b3261e;padding:.5rem 1rem;margin:1rem 0}.cancelled strong{font-size:1.5rem;letter-spacing:.1em}
${ANNEX_STYLE}`;

/** The policy of the document: its one style element (by hash), nothing else, and no script. */
export const INVOICE_HTML_CSP = [
  "default-src 'none'",
  // the annex's images, inline; nothing else is ever loaded
  'img-src data:',
  `style-src 'sha256-${crypto.createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const party = (title: string, p: Party) =>
  `<div><h2>${escapeHtml(title)}</h2><p><strong>${escapeHtml(p.name)}</strong>${p.lines
    .map((l) => `<br>${escapeHtml(l)}`)
    .join('')}</p></div>`;

export function renderInvoiceHtml(doc: InvoiceDocument): string {
  const e = escapeHtml;
  const rows = doc.items
    .map(
      (i) =>
        `<tr><td>${e(i.description)}</td><td class="num">${e(formatCents(textToCents(i.quantity)))}</td>` +
        `<td class="num">${e(formatDollars(textToCents(i.price)))}</td><td class="num">${e(formatDollars(textToCents(i.amount)))}</td></tr>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${e(INVOICE_HTML_CSP)}">
<title>Invoice ${e(doc.number)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><div><h1>Invoice ${e(doc.number)}</h1><p>${e(doc.from.name)}</p></div>
<dl><dt>Number</dt><dd>${e(doc.number)}</dd><dt>Invoice date</dt><dd>${e(formatUsDate(doc.invoiceDate))}</dd>
<dt>Due date</dt><dd>${e(formatUsDate(doc.dueDate))}</dd><dt>Status</dt><dd>${e(invoiceStatusLabel(doc.status))}</dd></dl></header>
${doc.status === 'CANCELLED' ? `<p class="cancelled"><strong>${CANCELLED}</strong><br>${e(CANCELLED_NOTE)}</p>\n` : ''}<section class="parties">${party('From', doc.from)}${party('Bill to', doc.to)}</section>
<table>
<thead><tr><th>Description</th><th class="num">Quantity</th><th class="num">Price</th><th class="num">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><td colspan="3" class="num">Total</td><td class="num">${e(formatDollars(textToCents(doc.amount)))}</td></tr></tfoot>
</table>
${annexHtml(e, doc.annex)}
</body>
</html>
`;
}
