/**
 * The guest side of the API, app-wide: the request's guest (from the code of a route whose config
 * says `guest: true`), the guest link that staff hand out (and the signed-in user's link to a
 * sheet, which e-mails give beside it), and CORS on /api/guest and /api/approval only, for the
 * origins of GUEST_ORIGINS (the standalone guest app on its own origin).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../../errors.js';
import { requestPath } from '../../plugins/request-path.js';
import { resolveGuest, type GuestInfo } from './guest.access.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The guest whose code opened this request; null on every other route. */
    guest: GuestInfo | null;
  }
  interface FastifyContextConfig {
    /** A guest route: `{code}` in the path stands in for a sign-in (implies `public`). */
    guest?: boolean;
  }
  interface FastifyInstance {
    /** The link a guest opens with this code. */
    guestLink(code: string): string;
    /** The link of a timesheet's items screen, for a signed-in user. */
    sheetLink(timesheetId: number): string;
  }
}

export type GuestPluginOptions = {
  /** The standalone guest app (GUEST_URL); links point at the shell's /on/quick-time without it. */
  guestUrl?: string;
  publicUrl: string;
  /** Origins allowed to call /api/guest from a browser (GUEST_ORIGINS). */
  guestOrigins: string[];
};

/** Route config of the guest calls. */
export const guestRoute = { public: true, guest: true };

/** The calls made without a sign-in from the guest app: the guest's and the client approver's. */
const GUEST_PATH = /^\/api\/(guest|approval)\//;
const CORS_METHODS = 'GET, POST, PUT, DELETE';
const CORS_HEADERS = 'Accept, Content-Type';

/** The guest link: `GUEST_URL?guestCode=…`, else `PUBLIC_URL/on/quick-time?guestCode=…`. */
export function buildGuestLink(opts: Pick<GuestPluginOptions, 'guestUrl' | 'publicUrl'>) {
  return (code: string): string => {
    const url = opts.guestUrl ? new URL(opts.guestUrl) : new URL('/on/quick-time', opts.publicUrl);
    url.searchParams.set('guestCode', code);
    return url.href;
  };
}

export default fp<GuestPluginOptions>(
  async (app, opts) => {
    const allowed = new Set(opts.guestOrigins);
    app.decorateRequest('guest', null);
    app.decorate('guestLink', buildGuestLink(opts));
    app.decorate('sheetLink', (timesheetId: number) => {
      const url = new URL('/on/timesheet-items', opts.publicUrl);
      url.searchParams.set('timesheetId', String(timesheetId));
      return url.href;
    });

    const allowOrigin = (request: FastifyRequest, reply: FastifyReply): boolean => {
      const origin = request.headers.origin;
      reply.header('Vary', 'Origin');
      if (!origin || !allowed.has(origin)) return false;
      reply.header('Access-Control-Allow-Origin', origin);
      // what the page reads of an answer: a download's name, a 429's wait, a failure's request id
      reply.header(
        'Access-Control-Expose-Headers',
        'Content-Disposition, Retry-After, X-Request-Id',
      );
      return true;
    };

    app.addHook('onRequest', async (request, reply) => {
      if (!GUEST_PATH.test(requestPath(request))) return;
      allowOrigin(request, reply);
      if (request.routeOptions.config.guest) request.guest = await resolveGuest(app, request);
      if (request.guest) request.corpId = request.guest.corpId;
    });

    // Preflight of a guest (or approval) call from another origin: only the listed origins get
    // an answer.
    for (const path of ['/api/guest/*', '/api/approval/*']) {
      app.options(
        path,
        { config: { public: true }, schema: { hide: true } },
        async (request, reply) => {
          if (!allowOrigin(request, reply))
            throw forbidden('This origin may not call the guest API.');
          return reply
            .code(204)
            .header('Access-Control-Allow-Methods', CORS_METHODS)
            .header('Access-Control-Allow-Headers', CORS_HEADERS)
            .header('Access-Control-Max-Age', '600')
            .send();
        },
      );
    }
  },
  { name: 'guest', dependencies: ['db', 'auth'] },
);
