// Plain ESM: the API test run's global teardown uses it outside jest's module transform.
// What no log line may hold (DESIGN: logs never hold tokens, passwords, reset codes or guest
// codes), found by shape, so that a secret the tests never named is found too.
import fs from 'node:fs';
import path from 'node:path';

const SECRET_FIELD =
  /"(password|oldPassword|newPassword|resetCode|guestCode|access_token|authorization|cookie)"\s*:\s*"(?!\[REDACTED\]")[^"]/i;

/** Each kind of secret with the shapes that give it away in a JSON log line. */
export const SECRET_SHAPES = {
  token: [/eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/, /Bearer\s+(?!\[REDACTED\])[\w.~+/-]{16,}/],
  password: [/Basic\s+(?!\[REDACTED\])[A-Za-z0-9+/=]{8,}/, SECRET_FIELD],
  'reset code': [
    /reset code is:?\s*[A-Z0-9]{4,}/i,
    /[?&]resetCode=(?!\[REDACTED\])[^&\s"]+/i,
    // a set-password link (a reset e-mail's, an invitation's): its code rides in the fragment
    /[#&]code=(?!\[REDACTED\])[A-Z0-9-]{8,}/i,
  ],
  'guest code': [
    /[?&]guestCode=(?!\[REDACTED\])[^&\s"]+/i,
    /\/guest\/(?!\[REDACTED\])[^/\s"?]+\//i,
  ],
};

/** The kinds of secret a log line holds. */
export function secretsIn(line) {
  return Object.entries(SECRET_SHAPES)
    .filter(([, shapes]) => shapes.some((shape) => shape.test(line)))
    .map(([kind]) => kind);
}

/**
 * Reads every log file in `dir`: the lines read and, by kind, the lines holding a secret (the
 * first few of them kept, cut short, to say where to look).
 */
export function scanLogs(dir) {
  const result = { files: 0, lines: 0, found: {}, examples: [] };
  for (const kind of Object.keys(SECRET_SHAPES)) result.found[kind] = 0;
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    result.files++;
    for (const line of fs.readFileSync(path.join(dir, name), 'utf8').split('\n')) {
      if (!line) continue;
      result.lines++;
      for (const kind of secretsIn(line)) {
        result.found[kind]++;
        if (result.examples.length < 5) result.examples.push(`${kind}: ${line.slice(0, 300)}`);
      }
    }
  }
  return result;
}
