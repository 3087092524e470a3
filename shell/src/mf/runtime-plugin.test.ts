import shellRuntimePlugin, {
  ENTRY_TIMEOUT_MS,
  RETRY_AFTER_MS,
  fetchManifest,
  MANIFEST_TIMEOUT_MS,
} from './runtime-plugin';
import { isUnavailableRemote } from './remote-unavailable';

const URL = 'https://corps.example/mfe-corps/mf-manifest.json';
const ok = () => ({ ok: true, status: 200, json: async () => ({}) }) as unknown as Response;

/** A fetch that never answers, only ends when its signal aborts. */
const hanging = jest.fn(
  (_url: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    }),
);

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the manifest', () => {
  it('is tried a second time after a failure, and then loads', async () => {
    const fetchMock = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(ok());
    globalThis.fetch = fetchMock;
    await expect(fetchManifest(URL, {})).resolves.toMatchObject({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith(URL, expect.objectContaining({ cache: 'no-cache' }));
  });

  it('of a server that never answers fails after two tries, within 10 s', async () => {
    jest.useFakeTimers();
    globalThis.fetch = hanging as unknown as typeof fetch;
    const settled = fetchManifest(URL, {}).then(
      () => 'loaded',
      () => Date.now(),
    );
    const start = Date.now();
    await jest.advanceTimersByTimeAsync(MANIFEST_TIMEOUT_MS);
    expect(hanging).toHaveBeenCalledTimes(1);
    // the second try waits a moment: a server that just failed is not asked again at once
    await jest.advanceTimersByTimeAsync(RETRY_AFTER_MS - 1);
    expect(hanging).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1 + MANIFEST_TIMEOUT_MS);
    const failedAt = await settled;
    expect(failedAt).toBeLessThanOrEqual(start + 10_000);
    expect(hanging).toHaveBeenCalledTimes(2);
  });

  it('answering 404 twice is a failure', async () => {
    const fetchMock = jest.fn(async () => ({ ok: false, status: 404 }) as Response);
    globalThis.fetch = fetchMock;
    await expect(fetchManifest(URL, {})).rejects.toThrow('HTTP 404');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('the plugin', () => {
  const plugin = shellRuntimePlugin();

  it('gives an entry script a few seconds', () => {
    const createScript = plugin.createScript as unknown as () => { timeout: number };
    expect(createScript()).toEqual({ timeout: ENTRY_TIMEOUT_MS });
    expect(2 * ENTRY_TIMEOUT_MS + RETRY_AFTER_MS).toBeLessThan(10_000);
  });

  it('loads a failed entry script a second time, afresh', async () => {
    const globalLoading: Record<string, unknown> = { 'mfe_corps:url': Promise.resolve() };
    const getRemoteEntry = jest.fn(async () => ({ get: jest.fn() }));
    const loadEntryError = plugin.loadEntryError as unknown as (args: object) => Promise<unknown>;
    const entry = await loadEntryError({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mfe_corps' },
      globalLoading,
      uniqueKey: 'mfe_corps:url',
    });
    expect(entry).toEqual({ get: expect.any(Function) });
    expect(globalLoading).toEqual({});
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });

  it('answers a failed module load with the "unavailable" module, and nothing else', () => {
    const errorLoadRemote = plugin.errorLoadRemote as unknown as (args: object) => unknown;
    const answer = errorLoadRemote({ id: 'mfe_corps/Corps', lifecycle: 'onLoad', error: 'x' });
    expect(isUnavailableRemote(answer)).toBe(true);
    expect(errorLoadRemote({ id: URL, lifecycle: 'afterResolve', error: 'x' })).toBeUndefined();
  });
});
