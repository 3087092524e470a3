import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cycloneDx, licenceVerdict, npmPurl } from './licences.mjs';

test('permissive licences ship; copyleft, unknown and missing ones do not', () => {
  for (const ok of ['MIT', 'Apache-2.0', '(MIT AND Zlib)', 'BlueOak-1.0.0', 'MIT OR GPL-3.0']) {
    assert.equal(licenceVerdict(ok).ok, true, ok);
  }
  assert.deepEqual(licenceVerdict('GPL-3.0-only'), { ok: false, why: 'copyleft: GPL-3.0-only' });
  assert.deepEqual(licenceVerdict('LGPL-2.1+'), { ok: false, why: 'copyleft: LGPL-2.1+' });
  assert.deepEqual(licenceVerdict('MPL-2.0'), { ok: false, why: 'copyleft: MPL-2.0' });
  assert.deepEqual(licenceVerdict('WTFPL'), { ok: false, why: 'not reviewed: WTFPL' });
  assert.equal(licenceVerdict('').ok, false);
  assert.equal(licenceVerdict(undefined).ok, false);
});

test('AND needs both, OR either, and parentheses group as written', () => {
  assert.equal(licenceVerdict('MIT AND GPL-2.0').ok, false);
  assert.equal(licenceVerdict('(MIT OR ISC) AND GPL-2.0').ok, false);
  assert.equal(licenceVerdict('MIT OR (ISC AND GPL-2.0)').ok, true);
  assert.equal(licenceVerdict('(GPL-2.0 OR MIT) AND (BSD-3-Clause OR AGPL-3.0)').ok, true);
  assert.equal(licenceVerdict('GPL-2.0 WITH Classpath-exception-2.0').ok, false);
  assert.equal(licenceVerdict('(MIT OR').ok, false);
  assert.equal(licenceVerdict('MIT MIT').ok, false);
});

test('the bill of materials is CycloneDX 1.5 with a purl and a licence per package', () => {
  const bom = cycloneDx(
    [
      { name: 'react', version: '18.3.1', license: 'MIT' },
      { name: '@fastify/cors', version: '10.0.1', license: 'MIT' },
      { name: 'pako', version: '1.0.11', license: '(MIT AND Zlib)' },
      { name: 'odd', version: '1.0.0', license: 'SEE LICENSE IN LICENSE' },
    ],
    { name: 'staffledger', version: '0.1.0' },
    { serial: '00000000-0000-4000-8000-000000000000', timestamp: '2026-11-26T00:00:00Z' },
  );
  assert.equal(bom.bomFormat, 'CycloneDX');
  assert.equal(bom.specVersion, '1.5');
  assert.equal(bom.metadata.component.name, 'staffledger');
  assert.deepEqual(
    bom.components.map((c) => c.purl),
    [
      'pkg:npm/%40fastify/cors@10.0.1',
      'pkg:npm/odd@1.0.0',
      'pkg:npm/pako@1.0.11',
      'pkg:npm/react@18.3.1',
    ],
  );
  assert.deepEqual(bom.components[0].licenses, [{ license: { id: 'MIT' } }]);
  assert.deepEqual(bom.components[2].licenses, [{ expression: '(MIT AND Zlib)' }]);
  assert.deepEqual(bom.components[1].licenses, [{ license: { name: 'SEE LICENSE IN LICENSE' } }]);
  assert.equal(npmPurl('@a/b', '1.0.0'), 'pkg:npm/%40a/b@1.0.0');
});
