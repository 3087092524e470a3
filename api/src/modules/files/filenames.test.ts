import { attachmentDisposition, cleanFilename, MAX_FILENAME_LENGTH } from './filenames.js';

describe('cleanFilename', () => {
  test.each([
    ['report.pdf', 'report.pdf'],
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\ann\\Desktop\\scan.png', 'scan.png'],
    ['  spaced name.jpg  ', 'spaced name.jpg'],
    ['tab\there\u0000.pdf', 'tabhere.pdf'],
    ['line\r\nbreak.pdf', 'linebreak.pdf'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['Re\u0301sume\u0301.pdf', 'Résumé.pdf'],
    ['日本語の請求書.pdf', '日本語の請求書.pdf'],
    ['lone\uD800surrogate.pdf', 'lonesurrogate.pdf'],
  ])('%j → %j', (raw, cleaned) => {
    expect(cleanFilename(raw, 'attachment.pdf')).toBe(cleaned);
  });

  test.each([[''], ['   '], ['folder/'], ['..'], ['.'], ['\u0001\u0002'], [undefined]])(
    '%j falls back to the default name',
    (raw) => {
      expect(cleanFilename(raw, 'attachment.png')).toBe('attachment.png');
    },
  );

  test('a long name is cut to 255 characters and keeps its extension', () => {
    const cleaned = cleanFilename(`${'a'.repeat(300)}.pdf`, 'attachment.pdf');
    expect(cleaned).toHaveLength(MAX_FILENAME_LENGTH);
    expect(cleaned.endsWith('a.pdf')).toBe(true);
  });

  test('a long name never splits a character in two', () => {
    const cleaned = cleanFilename('😀'.repeat(300), 'attachment.pdf');
    expect([...cleaned]).toHaveLength(MAX_FILENAME_LENGTH);
    expect(cleaned).toBe('😀'.repeat(MAX_FILENAME_LENGTH));
  });
});

describe('attachmentDisposition', () => {
  test('an ASCII name is given as is, twice', () => {
    expect(attachmentDisposition('timesheet-week-12.pdf')).toBe(
      `attachment; filename="timesheet-week-12.pdf"; filename*=UTF-8''timesheet-week-12.pdf`,
    );
  });

  test('a Unicode name gets an ASCII fallback and a percent-encoded UTF-8 form', () => {
    expect(attachmentDisposition('Résumé €.pdf')).toBe(
      `attachment; filename="Resume _.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%E2%82%AC.pdf`,
    );
  });

  test('quotes, backslashes and characters outside attr-char cannot break the header', () => {
    const header = attachmentDisposition(`a"b\\c'(d)*.pdf`);
    expect(header).toBe(
      `attachment; filename="a_b_c'(d)*.pdf"; filename*=UTF-8''a%22b%5Cc%27%28d%29%2A.pdf`,
    );
  });

  test('control characters never reach the header', () => {
    expect(attachmentDisposition('a\r\nSet-Cookie: x.pdf')).not.toMatch(/[\r\n]/);
  });
});
