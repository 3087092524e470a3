const OPEN_OBJECT = 0x7b; // {
const CLOSE_OBJECT = 0x7d; // }
const OPEN_ARRAY = 0x5b; // [
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const COMMA = 0x2c; // ,

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/**
 * Reads a JSON array of objects (a list's answer) as its text arrives in pieces: `push` gives the
 * rows each piece completed, so that a list of 100,000 rows can be counted and used as it comes,
 * never held as one string. `end` throws when the array was cut off.
 */
export function jsonArrayRows<T>() {
  let depth = 0; // 1 inside the array, 2 and more inside a row
  let inString = false;
  let escaped = false;
  let pending = ''; // the part of the current row that earlier pieces brought
  let done = false;

  const fail = (): never => {
    throw new Error('The list arrived in a form that is not a JSON array of rows.');
  };

  return {
    push(piece: string): T[] {
      const rows: T[] = [];
      let start = depth >= 2 ? 0 : -1;
      for (let i = 0; i < piece.length; i++) {
        const c = piece.charCodeAt(i);
        if (inString) {
          if (escaped) escaped = false;
          else if (c === BACKSLASH) escaped = true;
          else if (c === QUOTE) inString = false;
          continue;
        }
        if (depth >= 2) {
          if (c === QUOTE) inString = true;
          else if (c === OPEN_OBJECT || c === OPEN_ARRAY) depth++;
          else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
            depth--;
            if (depth === 1) {
              rows.push(JSON.parse(pending + piece.slice(start, i + 1)) as T);
              pending = '';
              start = -1;
            }
          }
          continue;
        }
        if (isSpace(c)) continue;
        if (done) fail();
        if (depth === 0) {
          if (c !== OPEN_ARRAY) fail();
          depth = 1;
        } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
          depth = 2;
          start = i;
        } else if (c === CLOSE_ARRAY) {
          depth = 0;
          done = true;
        } else if (c !== COMMA) fail();
      }
      if (start >= 0) pending += piece.slice(start);
      return rows;
    },
    end(): void {
      if (!done) fail();
    },
  };
}
