import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noAnswerError } from '../../api/ApiError';
import { answerConfirm } from '../../testing/confirmDialog';
import { AttachmentsPanel } from './AttachmentsPanel';
import type { FileStore, StoredFile } from './types';
import { useAttachments } from './useAttachments';

type F = StoredFile;
const report: F = { id: 1, filename: 'report.pdf' };

function fakeStore(initial: F[] = [report]) {
  let files = [...initial];
  const store = {
    list: jest.fn(async () => files),
    upload: jest.fn(async (picked: File[]) => {
      files = [...files, ...picked.map((p, i) => ({ id: 100 + i, filename: p.name }))];
    }),
    download: jest.fn(async () => new Blob(['%PDF'], { type: 'application/pdf' })),
    remove: jest.fn(async (file: F) => {
      files = files.filter((f) => f.id !== file.id);
    }),
  } satisfies FileStore<F>;
  return store;
}

const save = jest.fn();
const isPdf = (file: File) => file.name.endsWith('.pdf');

function Panel({ store, editable = true }: { store: FileStore<F>; editable?: boolean }) {
  const attachments = useAttachments(store, { accept: isPdf, save });
  return <AttachmentsPanel attachments={attachments} editable={editable} accept=".pdf" />;
}

const file = (name: string, type: string) => new File(['x'], name, { type });
const zone = () => screen.getByRole('button', { name: /Drop files here/ });

beforeEach(() => save.mockReset());
afterEach(() => jest.useRealTimers());

test('dropped files not accepted are named and refused in words; accepted ones go in one upload', async () => {
  const store = fakeStore();
  render(<Panel store={store} />);
  await screen.findByText('report.pdf');
  fireEvent.drop(zone(), { dataTransfer: { files: [file('notes.txt', 'text/plain')] } });
  expect(store.upload).not.toHaveBeenCalled();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'notes.txt was not added: only PDF, JPEG and PNG files are accepted.',
  );
  const a = file('a.pdf', 'application/pdf');
  const b = file('b.pdf', 'application/pdf');
  const drop = [a, file('c.txt', 'text/plain'), b, file('d.docx', 'application/msword')];
  fireEvent.drop(zone(), { dataTransfer: { files: drop } });
  expect(await screen.findByText('✅ Files uploaded successfully')).toBeInTheDocument();
  expect(store.upload).toHaveBeenCalledWith([a, b], expect.any(Function));
  expect(await screen.findByText('b.pdf')).toBeInTheDocument();
  // one line a refused file, the earlier drop's forgotten; they stay beside the success
  const refused = screen.getByRole('alert');
  expect(
    [...refused.querySelectorAll('.sl-attachments__refused')].map((l) => l.textContent),
  ).toEqual([
    'c.txt was not added: only PDF, JPEG and PNG files are accepted.',
    'd.docx was not added: only PDF, JPEG and PNG files are accepted.',
  ]);
  await userEvent.click(within(refused).getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByText(/was not added/)).not.toBeInTheDocument();
});

test('a picked file not accepted is named too; a pick of accepted files clears the lines', async () => {
  const store = fakeStore([]);
  render(<Panel store={store} />);
  const picker = await screen.findByLabelText('Choose files');
  // the picker's filter can be switched to all files
  await userEvent.upload(picker, file('scan.tiff', 'image/tiff'), { applyAccept: false });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'scan.tiff was not added: only PDF, JPEG and PNG files are accepted.',
  );
  expect(store.upload).not.toHaveBeenCalled();
  await userEvent.upload(picker, file('ok.pdf', 'application/pdf'));
  expect(await screen.findByText('ok.pdf')).toBeInTheDocument();
  expect(screen.queryByText(/was not added/)).not.toBeInTheDocument();
});

test('the picker uploads too; a failure shows its text; messages clear after 5 s', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const store = fakeStore([]);
  store.upload.mockRejectedValueOnce(new Error('too large'));
  render(<Panel store={store} />);
  expect(await screen.findByText('No files uploaded yet.')).toBeInTheDocument();
  const picker = screen.getByLabelText('Choose files');
  expect(picker).toHaveAttribute('accept', '.pdf');
  expect(picker).toHaveAttribute('multiple');
  await user.upload(picker, file('big.pdf', 'application/pdf'));
  const failure = '❌ Failed to upload files (big.pdf): too large';
  expect(await screen.findByText(failure)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.queryByText(failure)).not.toBeInTheDocument();
  await user.upload(picker, file('ok.pdf', 'application/pdf'));
  expect(await screen.findByText('✅ Files uploaded successfully')).toBeInTheDocument();
  expect(await screen.findByText('ok.pdf')).toBeInTheDocument();
});

test('the drop zone is reached by keyboard and opens the picker', async () => {
  render(<Panel store={fakeStore()} />);
  await screen.findByText('report.pdf');
  const click = jest.spyOn(screen.getByLabelText('Choose files'), 'click');
  await userEvent.tab();
  expect(zone()).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(click).toHaveBeenCalledTimes(1);
});

test('Download hands the blob over under its file name; a failure shows its text', async () => {
  const store = fakeStore();
  render(<Panel store={store} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Download report.pdf' }));
  expect(store.download).toHaveBeenCalledWith(report);
  expect(save).toHaveBeenCalledWith(expect.any(Blob), 'report.pdf');
  store.download.mockRejectedValueOnce(new Error('gone'));
  await userEvent.click(screen.getByRole('button', { name: 'Download report.pdf' }));
  expect(
    await screen.findByText('❌ Failed to download file (report.pdf): gone'),
  ).toBeInTheDocument();
});

test('Delete asks first, and nothing is deleted when the user cancels', async () => {
  const store = fakeStore();
  render(<Panel store={store} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete report.pdf' }));
  expect(await answerConfirm('Cancel')).toBe(
    'Are you sure you want to delete report.pdf? This cannot be undone.',
  );
  expect(store.remove).not.toHaveBeenCalled();
  expect(screen.getByText('report.pdf')).toBeInTheDocument();
});

test('a rejected upload names the file and says why, as the server did', async () => {
  const store = fakeStore([]);
  store.upload.mockRejectedValueOnce(
    new Error(
      '"notes.pdf" is not a PDF, JPEG or PNG file. Only PDF, JPEG and PNG files can be attached.',
    ),
  );
  render(<Panel store={store} />);
  await screen.findByText('No files uploaded yet.');
  fireEvent.drop(zone(), { dataTransfer: { files: [file('notes.pdf', 'application/pdf')] } });
  expect(
    await screen.findByText(
      '❌ Failed to upload files: "notes.pdf" is not a PDF, JPEG or PNG file. Only PDF, JPEG and PNG files can be attached.',
    ),
  ).toBeInTheDocument();
});

test('an upload shows which files go and the percent sent; the buttons wait for it', async () => {
  const store = fakeStore();
  let progress: (percent: number) => void = () => {};
  let finish: () => void = () => {};
  store.upload.mockImplementationOnce(
    (_files: File[], onProgress?: (percent: number) => void) =>
      new Promise<void>((resolve) => {
        progress = onProgress!;
        finish = resolve;
      }),
  );
  render(<Panel store={store} />);
  await screen.findByText('report.pdf');
  fireEvent.drop(zone(), { dataTransfer: { files: [file('big.pdf', 'application/pdf')] } });
  expect(await screen.findByText('Uploading big.pdf… 0%')).toBeInTheDocument();
  act(() => progress(42));
  expect(screen.getByText('Uploading big.pdf… 42%')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Uploading big.pdf… 42%' })).toHaveValue(42);
  expect(screen.getByRole('button', { name: 'Delete report.pdf' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Download report.pdf' })).toBeDisabled();
  expect(screen.getByLabelText('Choose files')).toBeDisabled();
  await act(async () => finish());
  expect(await screen.findByText('✅ Files uploaded successfully')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

test('Delete removes the file from the list; a failure shows its text', async () => {
  const store = fakeStore([report, { id: 2, filename: 'scan.png' }]);
  store.remove.mockRejectedValueOnce(new Error('conflict'));
  render(<Panel store={store} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete scan.png' }));
  await answerConfirm('Delete');
  expect(
    await screen.findByText('❌ Failed to delete file (scan.png): conflict'),
  ).toBeInTheDocument();
  expect(screen.getByText('scan.png')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Delete scan.png' }));
  await answerConfirm('Delete');
  expect(store.remove).toHaveBeenLastCalledWith({ id: 2, filename: 'scan.png' });
  await screen.findByRole('button', { name: 'Delete report.pdf' });
  expect(screen.queryByText('scan.png')).not.toBeInTheDocument();
});

test('read-only: no upload and no Delete; a list failure shows its text', async () => {
  const store = fakeStore();
  const { unmount } = render(<Panel store={store} editable={false} />);
  expect(await screen.findByRole('button', { name: 'Download report.pdf' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Delete report.pdf' })).not.toBeInTheDocument();
  expect(screen.getByLabelText('Choose files')).toBeDisabled();
  fireEvent.drop(zone(), { dataTransfer: { files: [file('a.pdf', 'application/pdf')] } });
  expect(store.upload).not.toHaveBeenCalled();
  unmount();
  store.list.mockRejectedValueOnce(new Error('down'));
  render(<Panel store={store} />);
  expect(await screen.findByText('Failed to fetch attachments')).toBeInTheDocument();
});

test('a list the server could not be reached for says so, and Retry reads it', async () => {
  const store = fakeStore();
  store.list.mockRejectedValueOnce(noAnswerError(new TypeError('Failed to fetch')));
  render(<Panel store={store} />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'Failed to fetch attachments: The server could not be reached. Check your connection and try again.',
  );
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Download report.pdf' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
