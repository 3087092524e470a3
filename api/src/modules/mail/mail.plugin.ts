import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<{ smtpUrl?: string; from: string }>(
  async (app, opts) => {
    const mailer = createMailer({
      smtpUrl: opts.smtpUrl,
      from: opts.from,
      withSystem: app.withSystem,
    });
    app.decorate('mailer', mailer);
    // mail still being sent finishes before the pool closes
    app.addHook('preClose', async () => mailer.drain());
  },
  { name: 'mail', dependencies: ['db'] },
);
