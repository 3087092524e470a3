import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { crc32 } from './crc32.js';

// gzip ends with the CRC-32 of what it holds: an independent computation to compare with
const gzipCrc = (bytes: Uint8Array) => {
  const gzipped = gzipSync(bytes);
  return gzipped.readUInt32LE(gzipped.length - 8);
};

test('the CRC of any length of bytes is the one gzip computes', () => {
  for (let length = 0; length <= 40; length++) {
    const bytes = randomBytes(length);
    expect(crc32(bytes)).toBe(gzipCrc(bytes));
  }
  const big = randomBytes(100_003);
  expect(crc32(big)).toBe(gzipCrc(big));
  expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
});

test('a CRC continued piece by piece is the CRC of the whole, wherever the pieces are cut', () => {
  const bytes = randomBytes(1_000);
  for (const cut of [0, 1, 7, 8, 9, 500, 999, 1_000]) {
    expect(crc32(bytes.subarray(cut), crc32(bytes.subarray(0, cut)))).toBe(gzipCrc(bytes));
  }
});
