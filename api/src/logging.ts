import type { FastifyRequest } from 'fastify';

const SECRET_PARAM = /(code|token|password|secret|key)/i;

/** A URL fit for logs: secret query values and guest codes in paths replaced. */
export function redactUrl(url: string): string {
  const [path, query] = url.split('?', 2) as [string, string | undefined];
  const safePath = path.replace(/(\/guest\/)[^/]+/i, '$1[REDACTED]');
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
