import { saveBlob } from './saveBlob';

test('saveBlob clicks a download link named after the file, then frees the URL', () => {
  jest.useFakeTimers();
  const create = jest.fn(() => 'blob:file-1');
  const revoke = jest.fn();
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  let clicked: HTMLAnchorElement | null = null;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked = this;
  });
  const blob = new Blob(['x']);
  saveBlob(blob, 'hours.pdf');
  expect(create).toHaveBeenCalledWith(blob);
  expect(clicked!.download).toBe('hours.pdf');
  expect(clicked!.href).toBe('blob:file-1');
  expect(document.querySelector('a')).toBeNull();
  expect(revoke).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(revoke).toHaveBeenCalledWith('blob:file-1');
  click.mockRestore();
  jest.useRealTimers();
});
