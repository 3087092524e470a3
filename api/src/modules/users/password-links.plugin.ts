/**
 * The links that e-mails give for setting a password (README.md#links): the reset form with the
 * user name and code filled in, and the Forgot Password page. The user name and the code ride in
 * the URL's fragment, which a browser never sends: they reach no server log, no proxy's log and no
 * Referer, and the page drops them from the address bar once read.
 */
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL/on/password-reset?mode=reset[&invited=1]#user=…&code=… */
    passwordLink(p: { userName: string; code: string; invited?: boolean }): string;
    /** PUBLIC_URL/on/password-reset?mode=forgot */
    forgotPasswordLink(): string;
  }
}

export function buildPasswordLink(publicUrl: string) {
  return ({ userName, code, invited }: { userName: string; code: string; invited?: boolean }) => {
    const url = new URL('/on/password-reset', publicUrl);
    url.searchParams.set('mode', 'reset');
    if (invited) url.searchParams.set('invited', '1');
    url.hash = new URLSearchParams({ user: userName, code }).toString();
    return url.href;
  };
}

export default fp<{ publicUrl: string }>(
  async (app, opts) => {
    app.decorate('passwordLink', buildPasswordLink(opts.publicUrl));
    app.decorate('forgotPasswordLink', () => {
      const url = new URL('/on/password-reset', opts.publicUrl);
      url.searchParams.set('mode', 'forgot');
      return url.href;
    });
  },
  { name: 'password-links' },
);
