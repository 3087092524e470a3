import { setFlagsFromString } from 'node:v8';

/**
 * How far the JavaScript heap may grow past what was alive at the last full collection before the
 * next one, in percent. V8 lets a process with gigabytes of memory grow its heap to four times
 * the live size; the API's live heap is about 35 MB, and a streamed list of 100,000 rows
 * (Download Excel) leaves tens of MB of short-lived rows behind, so the heap then grew by 50–60 MB
 * and stayed there. At 50 % it grows by 20 MB at most for the same answer, in the same time, and
 * the write paths keep their speed (scripts/bench-export.mjs, scripts/bench-writes.mjs;
 * ARCHITECTURE.md, Memory).
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Sets the heap's growing factor, unless the process was started with one of its own on its
 * command line (NODE_OPTIONS may not carry it), which is then kept. Answers the value in force.
 */
export function limitHeapGrowth(
  execArgv: readonly string[] = process.execArgv,
): number | 'as started' {
  if (execArgv.some((a) => /^--heap[-_]growing[-_]percent\b/.test(a))) return 'as started';
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return HEAP_GROWING_PERCENT;
}
