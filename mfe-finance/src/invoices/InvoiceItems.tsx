import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { formatDollars, INVOICE_LIMITS, lineAmountCents } from '@staffledger/shared';
import { lineKey, NEW_LINE, type LineValues } from './invoices.form';
import './invoices.css';

type Props = {
  items: readonly LineValues[];
  onChange: (items: LineValues[]) => void;
  fieldErrors: Record<string, string>;
};

const asNumber = (e: ChangeEvent<HTMLInputElement>) =>
  e.target.value === '' ? null : Number(e.target.value);

/** A line that bills a timesheet holds while the invoice exists, as the API insists. */
const held = (line: LineValues) => (line.timesheetId ?? null) !== null;

const LINES_HELD = 'The lines of its timesheets cannot change or be removed.';

/** The server may name a line's field `items.0.price` or `items[0].price`. */
const errorOf = (errors: Record<string, string>, index: number, field: keyof LineValues) =>
  errors[lineKey(index, field)] ?? errors[`items[${index}].${field}`];

function LineInput({
  label,
  error,
  ...input
}: { label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = `${label.replace(/\s+/g, '-').toLowerCase()}-error`;
  return (
    <>
      <input
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="sl-field-error">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * Line items: description, quantity, price, amount (quantity × price in cents), Remove; Add Item.
 * A line of a timesheet is read-only and cannot be removed.
 */
export function InvoiceItems({ items, onChange, fieldErrors }: Props) {
  const update = (index: number, patch: Partial<LineValues>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const remove = (index: number) => onChange(items.filter((_, i) => i !== index));
  const add = () => onChange([...items, { ...NEW_LINE }]);
  return (
    <div className="sl-invoice-items">
      <div className="sl-table-wrap">
        <table className="sl-table">
          <caption>Line Items</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Quantity</th>
              <th scope="col">Price</th>
              <th scope="col">Amount</th>
              <th scope="col">
                <span className="sl-visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, i) => {
              const n = i + 1;
              return (
                // lines have no id of their own until saved; their position is their identity
                <tr key={i}>
                  <td>
                    <LineInput
                      label={`Description ${n}`}
                      readOnly={held(item)}
                      value={item.description}
                      maxLength={INVOICE_LIMITS.description}
                      error={errorOf(fieldErrors, i, 'description')}
                      onChange={(e) => update(i, { description: e.target.value })}
                    />
                  </td>
                  <td>
                    <LineInput
                      label={`Quantity ${n}`}
                      readOnly={held(item)}
                      type="number"
                      min={0}
                      max={INVOICE_LIMITS.maxQuantity}
                      step={0.01}
                      value={item.quantity ?? ''}
                      error={errorOf(fieldErrors, i, 'quantity')}
                      onChange={(e) => update(i, { quantity: asNumber(e) })}
                    />
                  </td>
                  <td>
                    <LineInput
                      label={`Price ${n}`}
                      readOnly={held(item)}
                      type="number"
                      min={0}
                      max={INVOICE_LIMITS.maxPrice}
                      step={0.01}
                      value={item.price ?? ''}
                      error={errorOf(fieldErrors, i, 'price')}
                      onChange={(e) => update(i, { price: asNumber(e) })}
                    />
                  </td>
                  <td className="sl-invoice-items__amount">
                    {formatDollars(lineAmountCents(item.quantity ?? 0, item.price ?? 0))}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="sl-button"
                      aria-label={`Remove item ${n}`}
                      disabled={held(item)}
                      onClick={() => remove(i)}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {items.some(held) && <p className="sl-field-hint">{LINES_HELD}</p>}
      {fieldErrors.items && <p className="sl-field-error">{fieldErrors.items}</p>}
      <button
        type="button"
        className="sl-button"
        onClick={add}
        disabled={items.length >= INVOICE_LIMITS.maxItems}
      >
        Add Item
      </button>
    </div>
  );
}
