import { useEffect, useState } from 'react';
import { apiFetch } from '../api/client';

/**
 * Fetches a corporation's logo with the token (GET /corps/{id}/logo, Accept image/*) and returns
 * an object URL for an <img>; null on any failure. The caller revokes the URL.
 */
export async function fetchCorpLogo(corpId: number, signal?: AbortSignal): Promise<string | null> {
  try {
    const res = await apiFetch<Response>(`/corps/${corpId}/logo`, {
      accept: 'image/*',
      raw: true,
      signal,
    });
    const blob = await res.blob();
    return URL.createObjectURL(blob);
  } catch {
    return null;
  }
}

/**
 * The logo of a corporation as an object URL (null while loading, on failure, or when `enabled`
 * is false). Change `reloadKey` to fetch again after an upload.
 */
export function useCorpLogo(
  corpId: number | null | undefined,
  enabled = true,
  reloadKey: unknown = 0,
): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!corpId || !enabled) return;
    const controller = new AbortController();
    let created: string | null = null;
    void fetchCorpLogo(corpId, controller.signal).then((u) => {
      created = u;
      if (controller.signal.aborted) {
        if (u) URL.revokeObjectURL(u);
      } else setUrl(u);
    });
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [corpId, enabled, reloadKey]);
  return url;
}
