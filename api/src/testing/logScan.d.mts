/** The kinds of secret a log line holds: 'token', 'password', 'reset code', 'guest code'. */
export function secretsIn(line: string): string[];

/** Every log file of a folder read: lines, and lines holding a secret by kind, a few examples. */
export function scanLogs(dir: string): {
  files: number;
  lines: number;
  found: Record<string, number>;
  examples: string[];
};
