import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from './request-path.js';

const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'";

/**
 * Headers on every response. API answers also get a deny-all content security policy and
 * no-store; other answers keep the policy the web plugin sets (it names the remote origins).
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'no-referrer');
  reply.header('X-Frame-Options', 'DENY');
  reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  reply.header('X-Request-Id', request.id);
  if (isApiPath(request)) {
    if (!reply.hasHeader('Content-Security-Policy')) {
      reply.header('Content-Security-Policy', API_CSP);
    }
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  } else if (!reply.hasHeader('Content-Security-Policy')) {
    reply.header(
      'Content-Security-Policy',
      "frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
    );
  }
}

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      setSecurityHeaders(request, reply);
      return payload;
    });
  },
  { name: 'security-headers' },
);
