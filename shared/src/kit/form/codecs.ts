// Between the API's JSON and a form's values: `field*` turn a loaded record's field into what a
// control holds, `body*` turn a control's value into what a request body carries.

/** A loaded field as a text control holds it: '' for null or missing. */
export function fieldText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A loaded code (a status, a role) as a select holds it: upper case, else `fallback`. */
export function fieldCode(value: unknown, fallback = ''): string {
  return fieldText(value).toUpperCase() || fallback;
}

/** A loaded record's id: null until the record has one. */
export function fieldId(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

/** A loaded date or instant as a date control holds it: 'YYYY-MM-DD', or ''. */
export function fieldDate(value: unknown): string {
  return fieldText(value).slice(0, 10);
}

/** A loaded number as a number control holds it: null when missing or not a number. */
export function fieldNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Today in the user's own calendar, as a date control holds it ('YYYY-MM-DD'). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An optional text for a body: trimmed, null when blank. */
export function bodyText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A select's id for a body: a number, null when nothing is chosen. */
export function bodyId(value: string): number | null {
  return value ? Number(value) : null;
}

/** The selected corporation as bodies carry it: its id as text, '0' when none is selected. */
export function bodyCorpId(selectedCorpId: number): string {
  return String(selectedCorpId || '0');
}
