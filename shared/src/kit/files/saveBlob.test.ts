import { saveBlob } from './saveBlob';

test('saveBlob clicks a download link named after the file, then frees the URL', () => {
  jest.useFakeTimers();
  const create = jest.fn(() => 'blob:file-1');
  const revoke = jest.fn();
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const blob = new Blob(['x']);
  saveBlob(blob, 'hours.pdf');
  expect(create).toHaveBeenCalledWith(blob);
  const clicked = click.mock.contexts[0] as HTMLAnchorElement;
  expect(clicked.download).toBe('hours.pdf');
  expect(clicked.href).toBe('blob:file-1');
  expect(document.querySelector('a')).toBeNull();
  expect(revoke).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(revoke).toHaveBeenCalledWith('blob:file-1');
  click.mockRestore();
  jest.useRealTimers();
});
