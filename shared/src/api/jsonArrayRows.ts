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
 * never held as one string. The rows a piece completes are parsed together, in one `JSON.parse`.
 * `end` throws when the array was cut off.
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

  /**
   * Where the string being read ends in `piece` (the index of its closing quote), reading from
   * `from`; the piece's length when it goes on into the next piece.
   */
  const stringEnd = (piece: string, from: number): number => {
    let at = from;
    if (escaped) {
      escaped = false;
      at++;
    }
    for (;;) {
      const quote = piece.indexOf('"', at);
      const end = quote < 0 ? piece.length : quote;
      let slashes = 0;
      while (end - slashes - 1 >= at && piece.charCodeAt(end - slashes - 1) === BACKSLASH)
        slashes++;
      if (quote < 0) {
        escaped = slashes % 2 === 1;
        return piece.length;
      }
      if (slashes % 2 === 0) {
        inString = false;
        return quote;
      }
      at = quote + 1;
    }
  };

  return {
    push(piece: string): T[] {
      // the rows that end in this piece lie between `first` and `end`, with commas between them
      let first = depth >= 2 ? 0 : -1;
      let end = -1;
      let rowStart = first; // where the row being read began in this piece
      for (let i = 0; i < piece.length; i++) {
        if (inString) {
          // a string is skipped to its closing quote at once, not character by character
          i = stringEnd(piece, i);
          continue;
        }
        const c = piece.charCodeAt(i);
        if (depth >= 2) {
          if (c === QUOTE) inString = true;
          else if (c === OPEN_OBJECT || c === OPEN_ARRAY) depth++;
          else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
            depth--;
            if (depth === 1) {
              end = i + 1;
              rowStart = -1;
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
          rowStart = i;
          if (first < 0) first = i;
        } else if (c === CLOSE_ARRAY) {
          depth = 0;
          done = true;
        } else if (c !== COMMA) fail();
      }
      let rows: T[] = [];
      if (end >= 0) {
        try {
          rows = JSON.parse(`[${pending}${piece.slice(first, end)}]`) as T[];
        } catch {
          fail();
        }
        pending = '';
      }
      if (rowStart >= 0) pending += piece.slice(rowStart);
      return rows;
    },
    end(): void {
      if (!done) fail();
    },
  };
}
