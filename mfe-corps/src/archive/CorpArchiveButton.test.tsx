import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi, FakeReply } from '@staffledger/shared/testing';
import { downloadedFile, renderRemote, setupEmployerApi } from '@staffledger/shared/testing';
import { ARCHIVE_LABEL, CorpArchiveButton } from './CorpArchiveButton';

let api: FakeApi;

// an archive's last record: the end of its central directory (here, of no entries)
const END = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
const FIRST = new Uint8Array(1_572_864).fill(7);

const archive = (pieces: Uint8Array[]): FakeReply => ({
  pieces,
  headers: {
    'Content-Type': 'application/zip',
    'Content-Disposition':
      'attachment; filename="Acme Staffing-export.zip"; filename*=UTF-8\'\'Acme%20Staffing-export.zip',
  },
});

beforeEach(() => {
  api = setupEmployerApi();
});

const renderButton = () => renderRemote('/on/admin', { '/on/admin': <CorpArchiveButton /> });

test('the whole corporation arrives with its progress shown, then is saved under its name', async () => {
  let send: (reply: FakeReply) => void = () => undefined;
  api.on('GET', '/corps/:id/archive', () => new Promise((r) => (send = r)));
  renderButton();
  await userEvent.click(screen.getByRole('button', { name: ARCHIVE_LABEL }));
  expect(screen.getByRole('button', { name: ARCHIVE_LABEL })).toBeDisabled();
  expect(
    screen.getByRole('progressbar', { name: 'All data downloaded so far' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Preparing the archive… 0.0 MB received')).toHaveAttribute(
    'role',
    'status',
  );
  const call = api.callsTo('GET', '/corps/:id/archive')[0];
  // the employer's own corporation, by its id; the answer is a ZIP
  expect(call.path).toBe('/corps/1/archive');
  expect(call.headers.Accept).toBe('application/zip');
  send(archive([FIRST, END]));
  const saved = await downloadedFile();
  expect(saved.file).toBe('Acme Staffing-export.zip');
  expect(saved.bytes).toHaveLength(FIRST.length + END.length);
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  expect(screen.getByRole('button', { name: ARCHIVE_LABEL })).toBeEnabled();
});

test('a refusal says what failed, in the server’s words', async () => {
  api.on('GET', '/corps/:id/archive', {
    status: 409,
    body: { error: 'conflict', message: 'The corporation is being deleted or changed.' },
  });
  renderButton();
  await userEvent.click(screen.getByRole('button', { name: ARCHIVE_LABEL }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to download all data: The corporation is being deleted or changed.',
  );
  expect(screen.getByRole('button', { name: ARCHIVE_LABEL })).toBeEnabled();
});

test('an archive cut short is an error, and no file is saved', async () => {
  api.on('GET', '/corps/:id/archive', archive([FIRST]));
  renderButton();
  await userEvent.click(screen.getByRole('button', { name: ARCHIVE_LABEL }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to download all data: The archive arrived incomplete. Try again.',
  );
});
