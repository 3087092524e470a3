/**
 * WCAG 2 AA asks 4.5:1 between normal-size text and its background; a status badge is 12 px
 * semi-bold, so every badge colour pair must reach it. The pairs are read from the stylesheets
 * themselves, so a colour changed there is checked here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const AA_NORMAL_TEXT = 4.5;

type Declarations = Record<string, string>;

/** Rules of a flat stylesheet (no at-rules): each selector with its declarations. */
function parseRules(css: string): Array<{ selector: string; declarations: Declarations }> {
  const rules: Array<{ selector: string; declarations: Declarations }> = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selectors, body] of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations: Declarations = {};
    for (const declaration of body.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0)
        declarations[declaration.slice(0, colon).trim()] = declaration.slice(colon + 1).trim();
    }
    for (const selector of selectors.split(','))
      rules.push({ selector: selector.trim(), declarations });
  }
  return rules;
}

/** A colour value as #rrggbb, with var(--sl-…) resolved from `vars`. */
function resolveColour(value: string, vars: Declarations): string {
  const variable = /^var\((--[\w-]+)\)$/.exec(value);
  const colour = variable ? vars[variable[1]] : value;
  if (!colour) throw new Error(`unknown variable in ${value}`);
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour);
  if (!hex) throw new Error(`not a hex colour: ${colour}`);
  const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
  return `#${digits.toLowerCase()}`;
}

/** Relative luminance of #rrggbb (WCAG 2). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const rootVariables = (): Declarations =>
  parseRules(readFileSync(join(__dirname, '..', '..', 'styles.css'), 'utf8')).find(
    (r) => r.selector === ':root',
  )!.declarations;

/** Every badge (the base and each --tone) with its text and background colours. */
function badgePairs(): Array<{ badge: string; text: string; background: string }> {
  const vars = rootVariables();
  const rules = parseRules(readFileSync(join(__dirname, 'workflow.css'), 'utf8'));
  const base = rules.find((r) => r.selector === '.sl-status-badge')!.declarations;
  return rules
    .filter((r) => /^\.sl-status-badge(--[\w-]+)?$/.test(r.selector))
    .map(({ selector, declarations }) => {
      const own = { ...base, ...declarations };
      return {
        badge: selector,
        text: resolveColour(own.color, vars),
        background: resolveColour(own.background, vars),
      };
    });
}

test('computes the WCAG contrast ratio', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  expect(resolveColour('var(--sl-muted)', { '--sl-muted': '#5F6B7A' })).toBe('#5f6b7a');
  expect(resolveColour('#abc', {})).toBe('#aabbcc');
});

test('reads every status badge of the workflow stylesheet', () => {
  const badges = badgePairs().map((p) => p.badge);
  for (const tone of ['submitted', 'approved', 'rejected', 'locked', 'cancelled', 'inactive'])
    expect(badges).toContain(`.sl-status-badge--${tone}`);
  expect(badges).toContain('.sl-status-badge');
});

test.each(badgePairs())(
  '$badge: text $text on $background reaches 4.5:1',
  ({ text, background }) => {
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  },
);
