import { fetchRemotes, parseRemotes } from './remotes';

const BASE = 'https://app.example.com/on/landing';

describe('parseRemotes', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('resolves relative entries against the page and keeps absolute ones', () => {
    expect(
      parseRemotes(
        {
          mfe_corps: '/mfe-corps/mf-manifest.json',
          mfe_people: 'https://people.example.com/v3/mf-manifest.json',
        },
        BASE,
      ),
    ).toEqual([
      { name: 'mfe_corps', entry: 'https://app.example.com/mfe-corps/mf-manifest.json' },
      { name: 'mfe_people', entry: 'https://people.example.com/v3/mf-manifest.json' },
    ]);
  });

  it('drops invalid names and values but keeps the rest', () => {
    expect(
      parseRemotes({ 'mfe-corps': '/a.json', mfe_x: 42, mfe_y: '  ', mfe_ok: '/ok.json' }, BASE),
    ).toEqual([{ name: 'mfe_ok', entry: 'https://app.example.com/ok.json' }]);
    expect(console.warn).toHaveBeenCalledTimes(3);
  });

  it.each([null, [], 'x', 3])('yields no remotes for %p', (json) => {
    expect(parseRemotes(json, BASE)).toEqual([]);
  });
});

describe('fetchRemotes', () => {
  afterEach(() => jest.restoreAllMocks());

  it('fetches /remotes.json without the HTTP cache', async () => {
    const fetchMock = jest.fn(async () => ({
      ok: true,
      headers: { get: () => null },
      json: async () => ({ mfe_corps: '/mfe-corps/mf-manifest.json' }),
    }));
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    expect(await fetchRemotes('/remotes.json', BASE)).toEqual([
      { name: 'mfe_corps', entry: 'https://app.example.com/mfe-corps/mf-manifest.json' },
    ]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/remotes.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('yields no remotes (not a crash) when the manifest cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    (globalThis as { fetch: unknown }).fetch = jest.fn(async () => ({ ok: false, status: 503 }));
    expect(await fetchRemotes('/remotes.json', BASE)).toEqual([]);
    (globalThis as { fetch: unknown }).fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await fetchRemotes('/remotes.json', BASE)).toEqual([]);
  });
});
