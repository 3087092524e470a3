/** guest-config.json, beside the standalone page: where the API lives, read at run time. */
export type GuestConfig = {
  /** The API's origin, e.g. `https://api.example.com`; '' is the page's own origin. */
  apiUrl: string;
};

export const CONFIG_FILE = 'guest-config.json';

/** Reads the config beside the page (never cached); a clear error when it is missing or wrong. */
export async function loadGuestConfig(base: string = document.baseURI): Promise<GuestConfig> {
  const res = await fetch(new URL(CONFIG_FILE, base).href, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${CONFIG_FILE} could not be read (HTTP ${res.status})`);
  const json = (await res.json().catch(() => null)) as { apiUrl?: unknown } | null;
  const apiUrl = typeof json?.apiUrl === 'string' ? json.apiUrl.trim() : '';
  if (apiUrl && !/^https?:\/\/[^/\s]+\/?$/.test(apiUrl)) {
    throw new Error(`${CONFIG_FILE}: apiUrl must be an origin such as https://api.example.com`);
  }
  return { apiUrl };
}
