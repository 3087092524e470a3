import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerConfirm, type FakeApi } from '@staffledger/shared/testing';
import { renderRemote, setupEmployerApi } from '@staffledger/shared/testing';
import TimesheetItemsRoutes from './TimesheetItemsRoutes';
import { historyOf, itemsOf, janeSheets, pending, timesheetPdf } from './test-data';

const renderApp = (url: string) =>
  renderRemote(url, { '/on/timesheet-items': <TimesheetItemsRoutes /> });

let api: FakeApi;
let stored = [timesheetPdf];

beforeEach(() => {
  stored = [timesheetPdf];
  api = setupEmployerApi();
  api.on('GET', '/timesheets/employee/:employeeId', { body: janeSheets });
  api.on('GET', '/timesheets/:id', { body: pending });
  api.on('GET', '/timesheets/:id/items', (req) => ({ body: itemsOf(Number(req.params.id)) }));
  api.on('GET', '/timesheets/:id/attachments', () => ({ body: stored }));
  api.on('GET', '/timesheets/:id/history', (req) => ({ body: historyOf(Number(req.params.id)) }));
});

const file = (name: string, type: string) => new File(['%PDF-1.7'], name, { type });
const zone = () => screen.getByRole('button', { name: /Drop files here/ });

async function openSheet() {
  renderApp(`/on/timesheet-items?timesheetId=${pending.id}`);
  await screen.findByText('signed-timesheet.pdf');
}

test('a dropped .txt is named and refused; a .pdf goes as multipart with file and timesheetId', async () => {
  api.on('POST', '/timesheets/:id/attachments', (req) => {
    const form = req.body as FormData;
    stored = [...stored, { ...timesheetPdf, id: 6, filename: (form.get('file') as File).name }];
    return { status: 201, body: [] };
  });
  await openSheet();
  fireEvent.drop(zone(), { dataTransfer: { files: [file('notes.txt', 'text/plain')] } });
  expect(api.callsTo('POST', '/timesheets/:id/attachments')).toHaveLength(0);
  expect(
    await screen.findByText('notes.txt was not added: only PDF, JPEG and PNG files are accepted.'),
  ).toBeInTheDocument();
  const receipt = file('receipt.pdf', 'application/pdf');
  fireEvent.drop(zone(), {
    dataTransfer: { files: [file('notes.txt', 'text/plain'), receipt] },
  });
  expect(await screen.findByText('✅ Files uploaded successfully')).toBeInTheDocument();
  const [call] = api.callsTo('POST', '/timesheets/21/attachments');
  const form = call.body as FormData;
  expect(form).toBeInstanceOf(FormData);
  expect((form.getAll('file') as File[]).map((f) => f.name)).toEqual(['receipt.pdf']);
  expect(form.get('timesheetId')).toBe('21');
  expect(call.headers['Content-Type']).toBeUndefined();
  expect(await screen.findByText('receipt.pdf')).toBeInTheDocument();
});

test('the picker accepts the four types, sends several files at once, and reports a refusal', async () => {
  api.on('POST', '/timesheets/:id/attachments', {
    status: 415,
    body: { error: 'unsupported_media_type', message: 'Only PDF, JPEG and PNG files' },
  });
  await openSheet();
  const picker = screen.getByLabelText('Choose files');
  expect(picker).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
  await userEvent.upload(picker, [file('a.png', 'image/png'), file('b.jpg', 'image/jpeg')]);
  expect(
    await screen.findByText(
      '❌ Failed to upload files (a.png, b.jpg): Only PDF, JPEG and PNG files',
    ),
  ).toBeInTheDocument();
  const form = api.callsTo('POST', '/timesheets/21/attachments')[0].body as FormData;
  expect((form.getAll('file') as File[]).map((f) => f.name)).toEqual(['a.png', 'b.jpg']);
});

test('Delete sends DELETE and the file leaves the list; a refusal shows its text', async () => {
  api.on('DELETE', '/timesheets/:id/attachments/:attId', () => {
    stored = [];
    return { status: 204 };
  });
  await openSheet();
  await userEvent.click(screen.getByRole('button', { name: 'Delete signed-timesheet.pdf' }));
  await answerConfirm('Delete');
  expect(await screen.findByText('No files uploaded yet.')).toBeInTheDocument();
  expect(api.callsTo('DELETE', '/timesheets/21/attachments/5')).toHaveLength(1);
});

test('a failed delete shows its text and keeps the file', async () => {
  api.on('DELETE', '/timesheets/:id/attachments/:attId', { status: 409 });
  await openSheet();
  await userEvent.click(screen.getByRole('button', { name: 'Delete signed-timesheet.pdf' }));
  await answerConfirm('Delete');
  expect(
    await screen.findByText(
      '❌ Failed to delete file (signed-timesheet.pdf): API call failed: Conflict',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('signed-timesheet.pdf')).toBeInTheDocument();
});

test('Download fetches the bytes with the token and saves them under the file name', async () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:att-5');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  api.on('GET', '/timesheets/:id/attachments/:attId', {
    body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
  });
  await openSheet();
  await userEvent.click(screen.getByRole('button', { name: 'Download signed-timesheet.pdf' }));
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  const anchor = click.mock.contexts[0] as HTMLAnchorElement;
  expect(anchor.download).toBe('signed-timesheet.pdf');
  expect(createObjectURL.mock.calls[0][0]).toMatchObject({ size: 8, type: 'application/pdf' });
  const [call] = api.callsTo('GET', '/timesheets/21/attachments/5');
  expect(call.headers.Authorization).toMatch(/^Bearer /);
  click.mockRestore();
});

test('a failed download shows its text', async () => {
  api.on('GET', '/timesheets/:id/attachments/:attId', { status: 404 });
  await openSheet();
  await userEvent.click(screen.getByRole('button', { name: 'Download signed-timesheet.pdf' }));
  expect(
    await screen.findByText(
      '❌ Failed to download file (signed-timesheet.pdf): API call failed: Not Found',
    ),
  ).toBeInTheDocument();
});

test('a failed attachment list shows its text', async () => {
  api.on('GET', '/timesheets/:id/attachments', { status: 500 });
  renderApp(`/on/timesheet-items?timesheetId=${pending.id}`);
  expect(await screen.findByText('Failed to fetch attachments')).toBeInTheDocument();
});
