/**
 * What no answer may show (DESIGN §8): SQL or database error text, stack lines, file-system paths,
 * also as JSON writes them (`\"`, `\n`). Files answered as files (PDF, images) are the user's own
 * bytes and are not read as text.
 */
const LEAKS: [string, RegExp][] = [
  [
    'SQL',
    /\bSELECT |\bINSERT INTO\b|\bUPDATE \\?"?\w+\\?"? SET\b|\bDELETE FROM\b|syntax error at|violates|relation \\?"|column \\?"|duplicate key|invalid input syntax|out of range for type|SQLSTATE/,
  ],
  [
    'stack',
    / {4}at \S|Error: [^"]*(\n|\\n)\s+at |\.(?:ts|js|mjs|cjs):\d+|\b(?:TypeError|RangeError|ReferenceError)\b|Cannot read propert|is not a function/,
  ],
  ['path', /\/work\/|\/home\/|\/tmp\/|node_modules|\/src\//],
];

const BINARY = /^(application\/pdf|image\/|application\/octet-stream)/;

/** The kinds of internal text (SQL, stack, path) found in an answer's body, with what matched. */
export function leaksIn(contentType: string | undefined, body: string): string[] {
  if (BINARY.test(contentType ?? '')) return [];
  return LEAKS.flatMap(([kind, re]) => {
    const match = re.exec(body);
    return match ? [`${kind}: ${JSON.stringify(match[0])}`] : [];
  });
}
