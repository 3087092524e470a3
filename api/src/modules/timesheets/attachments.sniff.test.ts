import { defaultAttachmentName, SNIFF_BYTES, sniffAttachment } from './attachments.sniff.js';

const bytes = (...b: number[]) => Buffer.from(b);

describe('sniffAttachment recognises files by their first bytes', () => {
  test.each([
    ['PDF', Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), 'application/pdf', 'pdf'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46), 'image/jpeg', 'jpg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png', 'png'],
    ['a PDF shorter than the sniff window', Buffer.from('%PDF-'), 'application/pdf', 'pdf'],
  ])('%s', (_name, data, contentType, extension) => {
    expect(sniffAttachment(data)).toEqual({ contentType, extension });
  });

  test.each([
    ['text', Buffer.from('just some text, named invoice.pdf')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00')],
    ['WebP', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1')],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a PDF marker later in the file', Buffer.from(' %PDF-1.4')],
    ['"%PDF" without its dash', Buffer.from('%PDF1.4')],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a)],
    ['a truncated JPEG signature', bytes(0xff, 0xd8)],
    ['nothing', Buffer.alloc(0)],
  ])('%s is refused', (_name, data) => {
    expect(sniffAttachment(data)).toBeUndefined();
  });

  test('the sniff window holds the longest signature', () => {
    expect(SNIFF_BYTES).toBe(8);
  });

  test('fallback names follow the detected type', () => {
    expect(defaultAttachmentName({ contentType: 'application/pdf', extension: 'pdf' })).toBe(
      'attachment.pdf',
    );
    expect(defaultAttachmentName({ contentType: 'image/jpeg', extension: 'jpg' })).toBe(
      'attachment.jpg',
    );
    expect(defaultAttachmentName({ contentType: 'image/png', extension: 'png' })).toBe(
      'attachment.png',
    );
  });
});
