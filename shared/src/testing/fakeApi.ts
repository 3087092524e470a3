import { fakeXhrClass } from './fakeXhr';

/**
 * A fake `fetch` for tests: routes by method and path (`/corps/:id`, without the /api prefix),
 * records every call. Later routes win over earlier ones. Unmatched calls answer 404 Not Found.
 */
export type FakeRequest = {
  method: string;
  url: string;
  /** Path without the origin, the /api prefix and the query string. */
  path: string;
  /** The origin of an absolute URL ('' for a path on the page's origin). */
  origin: string;
  credentials: RequestCredentials | undefined;
  query: URLSearchParams;
  params: Record<string, string>;
  headers: Record<string, string>;
  /** Parsed JSON, FormData, or the string body. */
  body: unknown;
};

export type FakeReply = {
  status?: number;
  statusText?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** A body that arrives as a stream, in these pieces (the server streams whole lists). */
  pieces?: (string | Uint8Array)[];
  /**
   * With `pieces`: false for a stream of chunks that cannot be read into the reader's own buffer
   * (not a byte stream); by default a byte stream, as browsers give a fetch's body.
   */
  byteStream?: boolean;
};

type Handler = (req: FakeRequest) => FakeReply | Promise<FakeReply>;

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  500: 'Internal Server Error',
};

type ReadResult = { done: true; value: undefined } | { done: false; value: Uint8Array };

/**
 * A body that arrives in pieces, one per read, as a stream's readers give it: a default reader
 * answers each piece; a reader into the caller's buffer (a byte stream's, `mode: 'byob'`) copies
 * what fits of the next piece into it and keeps the rest for the next read. A stream that is not
 * a byte stream refuses such a reader, as browsers do.
 */
class FakeBody {
  constructor(
    private readonly pieces: Uint8Array[],
    private readonly bytes: boolean,
  ) {}

  getReader(options?: { mode?: 'byob' }) {
    const { pieces } = this;
    if (options?.mode !== 'byob') {
      return {
        read: async (): Promise<ReadResult> => {
          const value = pieces.shift();
          return value ? { done: false, value } : { done: true, value: undefined };
        },
      };
    }
    if (!this.bytes) throw new TypeError('Cannot use a BYOB reader with a non-byte stream');
    return {
      read: async (view: Uint8Array): Promise<ReadResult> => {
        const next = pieces.shift();
        if (!next) return { done: true, value: undefined };
        const taken = Math.min(next.length, view.length);
        view.set(next.subarray(0, taken));
        if (taken < next.length) pieces.unshift(next.subarray(taken));
        return { done: false, value: view.subarray(0, taken) };
      },
    };
  }
}

/** Enough of Response for the client: ok, status, statusText, headers, text, json, blob. */
export class FakeResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  readonly headers: Headers;
  private readonly payload: string | Blob;
  /** With `pieces`: a stream of them, as `fetch` gives. */
  readonly body: FakeBody | null;

  constructor(reply: FakeReply) {
    const pieces = reply.pieces?.map((p) =>
      typeof p === 'string' ? new TextEncoder().encode(p) : p,
    );
    this.body = pieces ? new FakeBody(pieces, reply.byteStream !== false) : null;
    this.status = reply.status ?? 200;
    this.ok = this.status >= 200 && this.status < 300;
    this.statusText = reply.statusText ?? STATUS_TEXT[this.status] ?? '';
    this.headers = new Headers(reply.headers);
    const b = reply.body;
    if (b instanceof Blob) {
      this.payload = b;
      if (!this.headers.has('Content-Type') && b.type) this.headers.set('Content-Type', b.type);
    } else if (typeof b === 'string') {
      this.payload = b;
      if (!this.headers.has('Content-Type')) this.headers.set('Content-Type', 'text/plain');
    } else if (b === undefined) {
      this.payload = '';
    } else {
      this.payload = JSON.stringify(b);
      if (!this.headers.has('Content-Type')) this.headers.set('Content-Type', 'application/json');
    }
  }

  async text(): Promise<string> {
    return typeof this.payload === 'string' ? this.payload : this.payload.text();
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  async blob(): Promise<Blob> {
    return this.payload instanceof Blob ? this.payload : new Blob([this.payload]);
  }
}

function compile(pattern: string): { re: RegExp; names: string[] } {
  const names: string[] = [];
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, n) => {
    names.push(n);
    return '([^/]+)';
  });
  return { re: new RegExp(`^${source}$`), names };
}

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

export function createFakeApi() {
  const routes: Array<{ method: string; re: RegExp; names: string[]; handler: Handler }> = [];
  const calls: FakeRequest[] = [];

  const fetchFn = async (input: string | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const origin = /^https?:\/\/[^/]+/.exec(url)?.[0] ?? '';
    const [pathWithBase, qs = ''] = url.slice(origin.length).split('?');
    const path = pathWithBase.replace(/^\/api(?=\/)/, '');
    const method = (init.method ?? 'GET').toUpperCase();
    const req: FakeRequest = {
      method,
      url,
      path,
      origin,
      credentials: init.credentials,
      query: new URLSearchParams(qs),
      params: {},
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: parseBody(init.body),
    };
    calls.push(req);
    for (let i = routes.length - 1; i >= 0; i -= 1) {
      const r = routes[i];
      const m = r.method === method ? r.re.exec(path) : null;
      if (!m) continue;
      r.names.forEach((n, j) => (req.params[n] = decodeURIComponent(m[j + 1])));
      return new FakeResponse(await r.handler(req)) as unknown as Response;
    }
    return new FakeResponse({ status: 404, body: '' }) as unknown as Response;
  };

  const api = {
    fetch: fetchFn,
    calls,
    /** Adds a route; `reply` is a fixed answer or a function of the request. */
    on(method: string, pattern: string, reply: FakeReply | Handler) {
      const handler: Handler = typeof reply === 'function' ? reply : () => reply;
      routes.push({ method: method.toUpperCase(), ...compile(pattern), handler });
      return api;
    },
    /** Calls to a method and path (pattern as in `on`). */
    callsTo(method: string, pattern: string) {
      const { re } = compile(pattern);
      return calls.filter((c) => c.method === method.toUpperCase() && re.test(c.path));
    },
    /** Sets globalThis.fetch (and XMLHttpRequest, which uploads with progress use) to this fake. */
    install() {
      (globalThis as { fetch: unknown }).fetch = fetchFn;
      (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = fakeXhrClass(fetchFn);
      return api;
    },
  };
  return api;
}

export type FakeApi = ReturnType<typeof createFakeApi>;
