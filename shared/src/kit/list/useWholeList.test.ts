import { act, renderHook, waitFor } from '@testing-library/react';
import { useWholeList } from './useWholeList';

/** A load whose answer the test gives by hand, remembering the signals it was called with. */
function manualLoad() {
  const calls: { signal: AbortSignal; resolve: (rows: string[]) => void; reject: () => void }[] =
    [];
  const load = (signal: AbortSignal) =>
    new Promise<string[]>((resolve, reject) => calls.push({ signal, resolve, reject }));
  return { load, calls };
}

test('loads, keeps the rows on screen while reloading, and shows the new ones', async () => {
  const { load, calls } = manualLoad();
  const { result, rerender } = renderHook(({ token }) => useWholeList(load, token), {
    initialProps: { token: 1 },
  });
  expect(result.current).toEqual({ status: 'loading', rows: [] });
  await act(async () => calls[0].resolve(['a', 'b']));
  expect(result.current).toEqual({ status: 'ready', rows: ['a', 'b'] });

  rerender({ token: 2 });
  expect(result.current).toEqual({ status: 'loading', rows: ['a', 'b'] });
  await act(async () => calls[1].resolve(['c']));
  expect(result.current).toEqual({ status: 'ready', rows: ['c'] });
});

test('an older load that answers late is ignored; a failure shows as an error', async () => {
  const { load, calls } = manualLoad();
  const { result, rerender } = renderHook(({ token }) => useWholeList(load, token), {
    initialProps: { token: 1 },
  });
  rerender({ token: 2 });
  expect(calls[0].signal.aborted).toBe(true);
  await act(async () => calls[0].resolve(['stale']));
  expect(result.current.rows).toEqual([]);
  await act(async () => calls[1].reject());
  await waitFor(() => expect(result.current).toEqual({ status: 'error', rows: [] }));
});
