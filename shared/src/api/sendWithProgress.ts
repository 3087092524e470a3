/**
 * `fetch` cannot report how much of a request body has been sent; XMLHttpRequest can. This sends
 * one request the way `fetch(url, init)` would and answers what the API client reads of a
 * Response: ok, status, statusText, headers and the body as text or JSON.
 */
export function sendWithProgress(
  url: string,
  init: RequestInit,
  onProgress: (percent: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    xhr.withCredentials = init.credentials === 'include';
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => resolve(answer(xhr));
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort());
    onProgress(0);
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

function answer(xhr: XMLHttpRequest): Response {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  const text = xhr.responseText ?? '';
  return {
    ok: xhr.status >= 200 && xhr.status < 300,
    status: xhr.status,
    statusText: xhr.statusText,
    headers,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as Response;
}
