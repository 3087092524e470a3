// Run with: node --test scripts/lib/shared-versions.test.mjs
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { test } from 'node:test';
import { deployedVersion, mismatch } from './shared-versions.mjs';

/** A product whose served shell answers /shared.json with `body` (status `status`). */
async function productAnswering(status, body) {
  const server = createServer((req, res) => {
    if (req.url !== '/shared.json') return res.writeHead(404).end();
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

test("a build elsewhere is checked against the deployed shell's version, read from the product", async () => {
  const product = await productAnswering(
    200,
    JSON.stringify({ '@staffledger/shared': { version: '4.1.0' }, react: { version: '19.2.9' } }),
  );
  try {
    const version = await deployedVersion(product.url);
    assert.equal(version, '4.1.0');
    assert.equal(mismatch(version, '^4.0.0'), null);
    assert.match(mismatch(version, '^5.0.0'), /the shell carries @staffledger\/shared 4\.1\.0/);
  } finally {
    product.close();
  }
});

test('a product that does not say its version fails the check in words', async () => {
  for (const [status, body, why] of [
    [404, '', /answered HTTP 404/],
    [200, '{}', /names no @staffledger\/shared version/],
  ]) {
    const product = await productAnswering(status, body);
    try {
      await assert.rejects(deployedVersion(product.url), why);
    } finally {
      product.close();
    }
  }
});
