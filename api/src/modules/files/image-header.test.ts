import { craftJpeg, craftPng, craftWebp } from '../../testing/images.js';
import { decodedBytes, readJpeg, readPng, readWebp } from './image-header.js';

describe('readPng', () => {
  test('the header and the chunks the PDF draws from', () => {
    const png = readPng(
      craftPng({ width: 3, height: 2, colorType: 3, depth: 4, palette: Buffer.alloc(6) }),
    );
    expect(png).toMatchObject({ width: 3, height: 2, colorType: 3, depth: 4, channels: 1 });
    expect(png?.palette?.length).toBe(6);
    expect(png?.idat).toHaveLength(1);
  });

  test.each([
    ['a depth its colour type cannot have', craftPng({ width: 1, height: 1, depth: 4 })],
    ['a palette image without PLTE', craftPng({ width: 1, height: 1, colorType: 3 })],
    ['no IDAT', craftPng({ width: 1, height: 1 }).subarray(0, 33)],
    ['a zero width', craftPng({ width: 0, height: 1 })],
    ['a chunk running past the end', craftPng({ width: 1, height: 1 }).subarray(0, 50)],
    ['the signature alone', craftPng({ width: 1, height: 1 }).subarray(0, 8)],
  ])('%s is unreadable', (_name, data) => {
    expect(readPng(data)).toBeUndefined();
  });
});

describe('readJpeg', () => {
  test('the frame header after other segments', () => {
    expect(readJpeg(craftJpeg(640, 480))).toEqual({
      width: 640,
      height: 480,
      channels: 3,
      depth: 8,
    });
  });

  test('a progressive frame (SOF2) after fill bytes', () => {
    const jpeg = craftJpeg(65_000, 300);
    const at = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    jpeg[at + 1] = 0xc2;
    const filled = Buffer.concat([jpeg.subarray(0, at), Buffer.from([0xff]), jpeg.subarray(at)]);
    expect(readJpeg(filled)).toMatchObject({ width: 65_000, height: 300 });
  });

  test.each([
    ['a scan before any frame', Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2, 0xff, 0xd9])],
    ['a height left to a DNL segment', craftJpeg(100, 0)],
    ['a segment running past the end', craftJpeg(10, 10).subarray(0, 12)],
    ['bytes that are not a marker', Buffer.from([0xff, 0xd8, 0x00, 0x00, 0, 0])],
  ])('%s is unreadable', (_name, data) => {
    expect(readJpeg(data)).toBeUndefined();
  });
});

describe('readWebp', () => {
  test.each([
    ['lossy (VP8)', craftWebp(120, 60), { width: 120, height: 60, channels: 3 }],
    ['extended (VP8X)', craftWebp(100_000, 20_000), { width: 100_000, height: 20_000 }],
  ])('%s', (_name, data, header) => {
    expect(readWebp(data)).toMatchObject(header);
  });

  test('lossless (VP8L): 14-bit sizes less one', () => {
    const data = Buffer.alloc(40);
    data.write('RIFF', 0, 'latin1');
    data.write('WEBPVP8L', 8, 'latin1');
    data[20] = 0x2f;
    data.writeUInt32LE(((300 - 1) << 14) | (500 - 1), 21);
    expect(readWebp(data)).toMatchObject({ width: 500, height: 300, channels: 4 });
  });

  test('a lossy frame without its start code is unreadable', () => {
    const data = craftWebp(120, 60);
    data[23] = 0;
    expect(readWebp(data)).toBeUndefined();
  });
});

test('decodedBytes: width × height × the bytes of a pixel’s samples', () => {
  expect(decodedBytes({ width: 10, height: 10, channels: 4, depth: 16 })).toBe(800);
  expect(decodedBytes({ width: 10, height: 10, channels: 1, depth: 1 })).toBe(100);
});
