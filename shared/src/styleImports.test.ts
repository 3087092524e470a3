import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * A module that only re-exports (an entry, a kit's index.ts) is dropped whole by a build that takes
 * just the names it re-exports, as the standalone guest page's does (the package marks only style
 * sheets as side effects): a style sheet imported there never reaches that page. Each style sheet
 * is imported by the component that needs it; the base sheet of ./core is put first in the
 * standalone entry by the webpack preset.
 */
const SRC = __dirname;
const CSS_IMPORT = /^import\s+['"][^'"]+\.css['"];?$/m;

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : modules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test('no barrel or entry of the library imports a style sheet, but ./core its base one', () => {
  const barrels = modules(SRC).filter(
    (file) => /(^|\/)index\.ts$/.test(file) || !relative(SRC, file).includes('/'),
  );
  const offenders = barrels
    .filter((file) => CSS_IMPORT.test(readFileSync(file, 'utf8')))
    .map((file) => relative(SRC, file))
    .filter((file) => file !== 'core.ts');
  expect(offenders).toEqual([]);
  const core = readFileSync(join(SRC, 'core.ts'), 'utf8').match(new RegExp(CSS_IMPORT, 'gm'));
  expect(core).toEqual(["import './styles.css';"]);
});
