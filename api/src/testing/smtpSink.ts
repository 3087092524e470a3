/** A real SMTP server on 127.0.0.1 that keeps every message it receives, for the mail tests. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; data: string };

export type SmtpSink = {
  port: number;
  /** `smtp://127.0.0.1:<port>`, the app's SMTP_URL. */
  url: string;
  /** Every message so far, oldest first (empty it with `received.length = 0`). */
  received: ReceivedMail[];
  stop(): Promise<void>;
};

/** Listens on `port` (a free one by default). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
