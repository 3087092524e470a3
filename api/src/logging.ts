import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { readPath } from './plugins/request-path.js';

// `link` carries an approval link's token (the approval page's ?link=)
const SECRET_PARAM = /(code|token|password|secret|key|^link$)/i;

/**
 * A URL fit for logs: secret query values and guest codes in paths replaced. The path is logged
 * decoded, as the router read it, with its dot segments and doubled slashes resolved, so that no
 * spelling of `/api/guest/{code}` keeps its code, nor of `/api/approval/{token}` its token.
 */
export function redactUrl(url: string): string {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : undefined;
  const resolved = path.posix.normalize(readPath(url).path);
  const safePath = resolved.replace(/(\/(?:guest|approval)\/)[^/]+/i, '$1[REDACTED]');
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_PARAM.test(decodeURIComponentSafe(name))
        ? `${name}=[REDACTED]`
        : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        '*.password',
        '*.oldPassword',
        '*.newPassword',
        '*.resetCode',
        '*.guestCode',
        '*.access_token',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req(req: FastifyRequest) {
        return {
          method: req.method,
          url: redactUrl(req.url),
          remoteAddress: req.ip,
        };
      },
    },
  };
}
