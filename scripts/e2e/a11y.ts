import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';
import { eventually } from './browser';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const FAILING: readonly ImpactValue[] = ['serious', 'critical'];

/** Where each test file records the violations per screen state (git-ignored). */
export const AXE_REPORT_DIR = join(__dirname, '.axe');

/** Report files written by this process: a new run of a test file starts its report afresh. */
const started = new Set<string>();

type Found = { id: string; impact: ImpactValue | undefined; help: string; targets: string[] };
type Counts = Record<'critical' | 'serious' | 'moderate' | 'minor', number>;

/** axe-core's violations on the page as it is now: the whole document, its default rule set. */
async function runAxe(page: Page): Promise<Found[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // evaluated through the browser's protocol, so the page's content security policy allows it
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (ctx: Document) => Promise<AxeResults> } };
    const results = await axe.run(document);
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
}

/** Adds this state's counts (elements in violation, by impact) to the test file's report. */
function record(state: string, found: Found[]): void {
  const counts: Counts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const rules: Record<string, number> = {};
  for (const v of found) {
    if (v.impact) counts[v.impact] += v.targets.length;
    rules[`${v.id} (${v.impact})`] = v.targets.length;
  }
  const testFile = basename(expect.getState().testPath ?? 'unknown', '.e2e.test.ts');
  const file = join(AXE_REPORT_DIR, `${testFile}.json`);
  mkdirSync(AXE_REPORT_DIR, { recursive: true });
  let report: Record<string, { counts: Counts; rules: Record<string, number> }> = {};
  if (started.has(file)) report = JSON.parse(readFileSync(file, 'utf8'));
  started.add(file);
  report[state] = { counts, rules };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}

/**
 * Runs axe-core on the page and fails, naming rule, impact, elements and help, when any violation
 * is serious or critical. Every state's counts, all impacts, go to scripts/e2e/.axe/<file>.json.
 */
export async function expectNoSeriousA11yViolations(page: Page, state: string): Promise<void> {
  const found = await runAxe(page);
  record(state, found);
  const failing = found.filter((v) => FAILING.includes(v.impact ?? null));
  if (failing.length === 0) return;
  const lines = failing.map(
    (v) => `  ${v.id} [${v.impact}] ${v.help}\n    ${v.targets.join('\n    ')}`,
  );
  throw new Error(`Accessibility violations on "${state}":\n${lines.join('\n')}`);
}

/**
 * Waits until keyboard focus is on the page's heading (h1) reading `name`: where focus lands after
 * a route change or a save.
 */
export async function expectFocusOnHeading(page: Page, name: string): Promise<void> {
  await eventually(async () =>
    expect(
      await page.evaluate(() => ({
        tag: document.activeElement?.tagName,
        text: document.activeElement?.textContent?.trim(),
      })),
    ).toEqual({ tag: 'H1', text: name }),
  );
}
