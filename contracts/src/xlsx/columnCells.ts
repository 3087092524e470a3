import type { ValueKind } from './columns.js';
import { excelCell } from './excelCell.js';
import type { SharedStrings } from './sharedStrings.js';
import { cellTail } from './sheetXml.js';

// the most values a column remembers at once (a few MB): past that it starts afresh
const REMEMBERED = 50_000;

/**
 * The cells of one column as XML (after `<c r="…"`), remembered by value: texts, dates and
 * amounts repeat down a list (statuses, names, weeks, hours), and a remembered cell costs one
 * lookup instead of its conversion and escaping. Plain numbers (ids) are cheaper to write than to
 * look up, and instants seldom repeat: those are written each time.
 */
export class ColumnCells {
  private readonly memo = new Map<string | number, string>();
  private readonly remembers: boolean;

  constructor(
    private readonly shared: SharedStrings,
    private readonly kind?: ValueKind,
  ) {
    this.remembers = kind !== 'datetime';
  }

  tail(value: unknown): string {
    const remember =
      this.remembers && (typeof value === 'string' || (typeof value === 'number' && this.kind));
    if (!remember) return cellTail(excelCell(value, this.kind), this.shared);
    const key = value as string | number;
    let tail = this.memo.get(key);
    if (tail === undefined) {
      tail = cellTail(excelCell(value, this.kind), this.shared);
      if (this.memo.size >= REMEMBERED) this.memo.clear();
      this.memo.set(key, tail);
    }
    return tail;
  }
}
