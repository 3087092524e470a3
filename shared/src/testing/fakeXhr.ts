type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * An XMLHttpRequest that answers through a fake `fetch`, so that calls sent with upload progress
 * reach the same fake routes as every other call. The body goes out in one step: progress 100.
 * Typed as a bare constructor: it takes XMLHttpRequest's place, and the declarations of the packed
 * test helpers cannot name an anonymous class with private members.
 */
export function fakeXhrClass(fetchFn: FetchFn): new () => object {
  return class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private responseHeaders = '';

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    getAllResponseHeaders() {
      return this.responseHeaders;
    }

    abort() {
      this.onabort?.();
    }

    send(body: unknown) {
      const init: RequestInit = {
        method: this.method,
        headers: this.headers,
        body: body as BodyInit,
        credentials: this.withCredentials ? 'include' : 'omit',
      };
      void fetchFn(this.url, init).then(
        async (res) => {
          this.upload.onprogress?.({
            lengthComputable: true,
            loaded: 1,
            total: 1,
          } as ProgressEvent);
          this.status = res.status;
          this.statusText = res.statusText;
          this.responseText = await res.text();
          const lines: string[] = [];
          res.headers.forEach((value, name) => lines.push(`${name}: ${value}`));
          this.responseHeaders = lines.join('\r\n');
          this.onload?.();
        },
        () => this.onerror?.(),
      );
    }
  };
}
