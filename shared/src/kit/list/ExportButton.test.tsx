import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportButton } from './ExportButton';

test('while the export runs, the status tells how many rows have been received', async () => {
  let tell: (rows: number) => void = () => {};
  let finish: () => void = () => {};
  render(
    <ExportButton
      onExport={(progress) => {
        tell = progress;
        return new Promise<void>((resolve) => (finish = resolve));
      }}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent(/^Preparing the Excel file…$/);
  act(() => tell(12_345));
  expect(status).toHaveTextContent('Preparing the Excel file… 12,345 rows received');
  await act(async () => finish());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Download Excel' })).toBeEnabled());
  expect(status).toBeEmptyDOMElement();
});
