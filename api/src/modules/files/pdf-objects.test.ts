import zlib from 'node:zlib';
import { craftPdf, craftPdfWith } from '../../testing/images.js';
import { scanPdfObjects } from './pdf-objects.js';

const MB = 1_000_000;

/** A cross-reference stream whose length is an indirect reference, as writers often leave it. */
function withXrefStream(inflated: number) {
  const content = zlib.deflateSync(Buffer.alloc(inflated));
  return Buffer.concat([
    Buffer.from('%PDF-1.5\n7 0 obj\n<</Type/XRef/Filter/FlateDecode/Length 8 0 R>>\nstream\r\n'),
    content,
    Buffer.from(`\r\nendstream\nendobj\n8 0 obj ${content.length} endobj\n%%EOF\n`),
  ]);
}

test('objects are counted from their headers and the object streams’ /N', async () => {
  expect(await scanPdfObjects(await craftPdf(3), MB)).toEqual({
    objects: 6,
    overDecoded: false,
    otherFilter: undefined,
  });
  expect((await scanPdfObjects(await craftPdfWith({ inflated: 1000 }), MB)).objects).toBe(
    4 + 1 + 1,
  );
});

test('object streams are inflated up to the budget, all of them together', async () => {
  expect((await scanPdfObjects(await craftPdfWith({ inflated: MB }), MB)).overDecoded).toBe(false);
  expect((await scanPdfObjects(await craftPdfWith({ inflated: MB + 1 }), MB)).overDecoded).toBe(
    true,
  );
});

test('a stream whose /Length is indirect is read up to its endstream', async () => {
  expect((await scanPdfObjects(withXrefStream(MB), MB)).overDecoded).toBe(false);
  expect((await scanPdfObjects(withXrefStream(2 * MB), MB)).overDecoded).toBe(true);
});

test('a truncated object stream counts what it inflates to', async () => {
  const pdf = await craftPdfWith({ inflated: 3 * MB });
  const cut = pdf.indexOf('\nendstream') - 20;
  const truncated = Buffer.concat([pdf.subarray(0, cut), Buffer.from('\nendstream\nendobj\n')]);
  expect((await scanPdfObjects(truncated, MB)).overDecoded).toBe(true);
});

test('another filter on an object stream is named', async () => {
  const pdf = await craftPdfWith({ inflated: 1, filter: '/RunLengthDecode' });
  expect((await scanPdfObjects(pdf, MB)).otherFilter).toBe('/RunLengthDecode');
});
