/**
 * Uploads are judged by what they decode to: an image by its pixels, a PDF by its pages, and a
 * file by whether it reads as what its first bytes claim. Each refusal is a 400 naming the file
 * and the limit, and stores nothing.
 */
import { craftJpeg, craftPdf, craftPdfWith, craftPng, craftZip } from '../../testing/images.js';
import { multipart, PDF, PNG } from '../../testing/multipart.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { seedCorp, seedEmployee, seedVendor } from '../../testing/fixtures.js';
import { createTimesheet, weekBody } from '../../testing/timesheets.fixture.js';

let t: TestApp;
let corpId: number;
let sheet: number;

async function upload(files: { filename: string; data: Buffer }[]) {
  const body = multipart(files);
  const before = await stored();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/timesheets/${sheet}/attachments`,
    headers: { ...t.auth(t.superToken, corpId), 'content-type': body.contentType },
    payload: body.payload,
  });
  return { ...res, json: res.json.bind(res), added: (await stored()) - before };
}

async function stored(): Promise<number> {
  const { rows } = await t.db.query(
    'SELECT count(*)::int AS n FROM timesheet_attachments WHERE timesheet_id = $1',
    [sheet],
  );
  return rows[0].n;
}

beforeAll(async () => {
  t = await createTestApp();
  corpId = await seedCorp(t, 'Acme');
  const employee = await seedEmployee(t, corpId, { firstName: 'Ann' });
  const vendor = await seedVendor(t, corpId, 'Globex');
  sheet = (await createTimesheet(t, t.superToken, weekBody(employee, vendor), corpId)).id;
});

afterAll(async () => {
  await t?.close();
});

const IMAGE_LIMIT = 'An image can be at most 10,000 pixels a side and 40 megapixels.';

describe('refused for what they decode to, with nothing stored', () => {
  test.each([
    [
      'a PNG of 60,000 × 60,000 pixels in a few bytes',
      'huge.png',
      () => craftPng({ width: 60_000, height: 60_000, colorType: 0, rows: 4 }),
      `"huge.png" is 60,000 × 60,000 pixels. ${IMAGE_LIMIT}`,
    ],
    [
      'a JPEG whose SOF0 says 65,000 × 65,000 pixels',
      'huge.jpg',
      () => craftJpeg(65_000, 65_000),
      `"huge.jpg" is 65,000 × 65,000 pixels. ${IMAGE_LIMIT}`,
    ],
    [
      'a PNG within 10,000 a side but over 40 megapixels',
      'wide.png',
      () => craftPng({ width: 10_000, height: 4_001, colorType: 0, rows: 1 }),
      `"wide.png" is 10,000 × 4,001 pixels. ${IMAGE_LIMIT}`,
    ],
    [
      'a 16-bit RGBA PNG of 30 megapixels (240 MB once decoded)',
      'deep.png',
      () => craftPng({ width: 6_000, height: 5_000, colorType: 6, depth: 16, rows: 1 }),
      '"deep.png" decodes to 240 MB (6,000 × 5,000 pixels of 4 × 16-bit samples). An image can ' +
        'decode to at most 160 MB.',
    ],
    [
      'an interlaced PNG over 4 megapixels',
      'interlaced.png',
      () => craftPng({ width: 2_001, height: 2_000, interlaced: true, rows: 1 }),
      '"interlaced.png" is an interlaced PNG of 2,001 × 2,000 pixels. An interlaced PNG can be at ' +
        'most 4 megapixels.',
    ],
  ])('%s', async (_name, filename, make, message) => {
    const res = await upload([{ filename, data: make() }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.added).toBe(0);
  });

  test('a PDF of 3,000 pages', async () => {
    const res = await upload([{ filename: 'ledger.pdf', data: await craftPdf(3_000) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      '"ledger.pdf" has 3,000 pages. A PDF can have at most 200 pages.',
    );
    expect(res.added).toBe(0);
  });

  test('a PDF with a page larger than A0', async () => {
    const res = await upload([
      { filename: 'poster.pdf', data: await craftPdf(2, [14_400, 14_400]) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      '"poster.pdf" has a page (page 1) of 14,400 × 14,400 points. A PDF\'s pages can be at most ' +
        '3,370 points (A0, 46.8 inches) a side.',
    );
    expect(res.added).toBe(0);
  });

  test.each([
    [
      'a PDF whose object stream inflates to 100 MB',
      () => craftPdfWith({ inflated: 100_000_000 }),
      '"bomb.pdf" has object streams that decode to more than 64 MB. A PDF\'s object streams ' +
        'can decode to at most 64 MB.',
    ],
    [
      'a PDF of 150,000 objects',
      () => craftPdfWith({ objects: 150_000 }),
      '"bomb.pdf" has 150,004 objects. A PDF can have at most 100,000 objects.',
    ],
    [
      'a PDF whose object stream is compressed with LZW',
      () => craftPdfWith({ inflated: 1, filter: '/LZWDecode' }),
      '"bomb.pdf" compresses its object streams with /LZWDecode. A PDF\'s object streams must ' +
        'use FlateDecode.',
    ],
  ])('%s', async (_name, make, message) => {
    const res = await upload([{ filename: 'bomb.pdf', data: await make() }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.added).toBe(0);
  });

  const nested = () => craftZip('inner.zip', craftZip('sheet.pdf', PDF));

  test.each([
    [
      'a ZIP behind a "%PDF-" prefix',
      'archive.pdf',
      () => Buffer.concat([Buffer.from('%PDF-1.7\n'), nested()]),
      'a PDF file',
    ],
    [
      'a PNG signature with no image header',
      'fake.png',
      () => Buffer.concat([PNG.subarray(0, 8), nested()]),
      'a PNG image',
    ],
    [
      'a JPEG start with no frame header',
      'fake.jpg',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xd9]), nested()]),
      'a JPEG image',
    ],
  ])('%s is not what it claims', async (_name, filename, make, kind) => {
    const res = await upload([{ filename, data: make() }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`"${filename}" starts like ${kind} but cannot be read as one.`);
    expect(res.added).toBe(0);
  });

  test('a nested archive merely renamed .pdf stays a 415', async () => {
    const res = await upload([{ filename: 'archive.pdf', data: nested() }]);
    expect(res.statusCode).toBe(415);
    expect(res.added).toBe(0);
  });

  test('one refused file refuses the whole upload', async () => {
    const res = await upload([
      { filename: 'fine.png', data: PNG },
      { filename: 'huge.jpg', data: craftJpeg(65_000, 65_000) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('"huge.jpg" is 65,000 × 65,000 pixels.');
    expect(res.added).toBe(0);
  });
});

test('a PDF with bytes after its %%EOF, as some writers leave, is stored', async () => {
  const res = await upload([
    { filename: 'signed.pdf', data: Buffer.concat([PDF, Buffer.from('x')]) },
  ]);
  expect(res.statusCode).toBe(201);
  expect(res.added).toBe(1);
});

test('files at the limits are stored', async () => {
  const res = await upload([
    {
      filename: 'max.png',
      data: craftPng({ width: 10_000, height: 4_000, colorType: 0, rows: 1 }),
    },
    { filename: 'max.jpg', data: craftJpeg(4_000, 10_000) },
    { filename: 'max.pdf', data: await craftPdf(200, [3_370, 2_384]) },
    {
      filename: 'interlaced.png',
      data: craftPng({ width: 2_000, height: 2_000, interlaced: true, rows: 1 }),
    },
  ]);
  expect(res.statusCode).toBe(201);
  expect(res.added).toBe(4);
});
