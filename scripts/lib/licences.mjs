// What ships may only carry licences that ask nothing of the product's own code: a copyleft
// licence (GPL and its kin, weak ones included) in a production dependency fails the check, and
// so does a licence not known here, until someone has read it and added it to PERMISSIVE.

/** SPDX identifiers read and found to ask no more than a notice. */
export const PERMISSIVE = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC-BY-4.0',
  'CC0-1.0',
  'ISC',
  'MIT',
  'MIT-0',
  'PostgreSQL',
  'Python-2.0',
  'Unlicense',
  'Zlib',
]);

const COPYLEFT = /^(A?GPL|LGPL|MPL|EPL|EUPL|CDDL|OSL|SSPL|CPAL|CC-BY-SA|CC-BY-NC)/i;

/**
 * Whether an SPDX licence expression may ship: `A OR B` when either may, `A AND B` when both may,
 * parentheses as written, `WITH` an exception judged by its licence. Answers `{ ok, why }`, `why`
 * naming the licence that decided a refusal.
 */
export function licenceVerdict(expression) {
  const tokens = String(expression ?? '').match(/\(|\)|[^\s()]+/g) ?? [];
  if (tokens.length === 0) return { ok: false, why: 'no licence given' };
  let at = 0;
  let why = '';
  const word = (w) => tokens[at]?.toUpperCase() === w && ++at > 0;
  const factor = () => {
    if (word('(')) {
      const inner = either();
      if (!word(')')) throw new Error('unbalanced');
      return inner;
    }
    const id = tokens[at++];
    if (!id || ['AND', 'OR', 'WITH', ')'].includes(id.toUpperCase())) throw new Error('misplaced');
    if (word('WITH')) at++;
    const ok = PERMISSIVE.has(id.replace(/\+$/, ''));
    if (!ok) why ||= COPYLEFT.test(id) ? `copyleft: ${id}` : `not reviewed: ${id}`;
    return ok;
  };
  const both = () => {
    let ok = factor();
    while (word('AND')) ok = factor() && ok;
    return ok;
  };
  const either = () => {
    let ok = both();
    while (word('OR')) ok = both() || ok;
    return ok;
  };
  try {
    const ok = either();
    if (at < tokens.length) throw new Error('trailing');
    return ok ? { ok, why: '' } : { ok, why };
  } catch {
    return { ok: false, why: `not an SPDX expression: ${expression}` };
  }
}

/** A package URL (purl) of an npm package: `pkg:npm/%40scope/name@1.2.3`. */
export const npmPurl = (name, version) =>
  `pkg:npm/${name.startsWith('@') ? `%40${name.slice(1)}` : name}@${version}`;

/** A licence as CycloneDX holds it: an SPDX identifier or expression as such, anything else by name. */
function licenceEntry(license) {
  const spdx = !licenceVerdict(license).why.startsWith('not an SPDX');
  if (spdx && /[\s()]/.test(license)) return { expression: license };
  const known = spdx && (PERMISSIVE.has(license) || COPYLEFT.test(license));
  return { license: known ? { id: license } : { name: license } };
}

/**
 * A CycloneDX 1.5 bill of materials of the packages that ship, each `{ name, version, license }`,
 * for the application `product` (`{ name, version }`).
 */
export function cycloneDx(packages, product, { serial, timestamp }) {
  const components = packages
    .map(({ name, version, license }) => ({
      type: 'library',
      'bom-ref': npmPurl(name, version),
      name,
      version,
      purl: npmPurl(name, version),
      licenses: [licenceEntry(license)],
    }))
    .sort((a, b) => a.purl.localeCompare(b.purl));
  return {
    bomFormat: 'CycloneDX',
    specVersion: '1.5',
    serialNumber: `urn:uuid:${serial}`,
    version: 1,
    metadata: {
      timestamp,
      component: { type: 'application', name: product.name, version: product.version },
    },
    components,
  };
}
