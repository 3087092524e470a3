import { inflateRawSync } from 'node:zlib';
import { crc32 } from './crc32.js';
import { ZipWriter } from './zipWriter.js';

/** Each file of an archive by its central directory: name, method, CRC, bytes as stored. */
function entries(bytes: Buffer) {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = bytes.readUInt32LE(end + 16);
  return Array.from({ length: bytes.readUInt16LE(end + 10) }, () => {
    const nameLength = bytes.readUInt16LE(at + 28);
    const offset = bytes.readUInt32LE(at + 42);
    const start = offset + 30 + bytes.readUInt16LE(offset + 26) + bytes.readUInt16LE(offset + 28);
    const entry = {
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      crc: bytes.readUInt32LE(at + 16),
      data: bytes.subarray(start, start + bytes.readUInt32LE(at + 20)),
    };
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    return entry;
  });
}

test('a stored file keeps its bytes as they are, a deflated one is inflated back to them', async () => {
  const pieces: Uint8Array[] = [];
  const zip = new ZipWriter((piece) => {
    pieces.push(piece);
  });
  const pdf = new TextEncoder().encode('%PDF-1.4 a document');
  const stored = await zip.file('invoices/INV-1.pdf', { stored: true });
  await stored.write(pdf);
  await stored.close();
  const text = await zip.file('manifest.json');
  await text.write(new TextEncoder().encode('{"counts":{}}'));
  await text.close();
  await zip.finish();
  const [first, second] = entries(Buffer.concat(pieces));
  expect(first).toMatchObject({ name: 'invoices/INV-1.pdf', method: 0, crc: crc32(pdf) });
  expect(Buffer.from(first.data)).toEqual(Buffer.from(pdf));
  expect(second).toMatchObject({ name: 'manifest.json', method: 8 });
  expect(inflateRawSync(second.data).toString()).toBe('{"counts":{}}');
  expect(zip.written).toBe(Buffer.concat(pieces).length);
});

test('a sink that fails fails the write waiting on it, rather than leaving it waiting', async () => {
  let given = 0;
  const zip = new ZipWriter(async () => {
    if (++given > 1) throw new Error('the download was cut off');
  });
  const file = await zip.file('big.xml');
  const write = async () => {
    for (let i = 0; i < 1000; i++) await file.write(crypto.getRandomValues(new Uint8Array(65536)));
    await file.close();
  };
  await expect(write()).rejects.toThrow();
});
