import { logoFilename, sniffLogo } from './corps.logo.js';

const bytes = (...b: number[]) => Buffer.from(b);

describe('sniffLogo recognises images by their first bytes', () => {
  test.each([
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0), 'image/jpeg'],
    ['WebP', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), 'image/webp'],
  ])('%s', (_name, data, type) => {
    expect(sniffLogo(data)?.contentType).toBe(type);
  });

  test.each([
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['SVG with an XML prolog', Buffer.from('<?xml version="1.0"?><svg/>')],
    ['GIF', Buffer.from('GIF89a')],
    ['text', Buffer.from('hello')],
    ['a RIFF that is not WebP (WAV)', Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1')],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['nothing', Buffer.alloc(0)],
  ])('%s is refused', (_name, data) => {
    expect(sniffLogo(data)).toBeUndefined();
  });

  test('file names follow the stored type', () => {
    expect(logoFilename('image/png')).toBe('logo.png');
    expect(logoFilename('image/jpeg')).toBe('logo.jpg');
    expect(logoFilename('image/webp')).toBe('logo.webp');
  });
});
