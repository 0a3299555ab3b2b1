import { createServer } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the test SMTP server received it: the parsed message and its raw text (headers as sent). */
interface ReceivedMail {
  mail: ParsedMail;
  raw: string;
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  /** When the server accepted it (Date.now()). */
  at: number;
}

export interface TestSmtp {
  port: number;
  /** `smtp://127.0.0.1:<port>`: what SMTP_URL is set to. */
  url: string;
  mails: ReceivedMail[];
  /** Resolves once `n` mails have arrived (rejects after `ms`). */
  waitFor(n: number, ms?: number): Promise<ReceivedMail[]>;
  /** Stops listening: the port refuses connections until `start()` (the mail server is down). */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** A free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
    srv.on('error', fail);
  });
}

/**
 * A real SMTP server (the `smtp-server` package) on a loopback port, keeping every mail it receives.
 * `reject` names recipients it refuses at RCPT TO with a 550, as a real server does for a mailbox
 * that does not exist.
 */
export async function startTestSmtp(
  opts: { reject?: (address: string) => boolean; port?: number } = {},
): Promise<TestSmtp> {
  const port = opts.port ?? (await freePort());
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  let server: SMTPServer | undefined;

  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (opts.reject?.(address.address)) {
          const err = Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), {
            responseCode: 550,
          });
          callback(err);
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw, { keepCidLinks: true }).then(
            (mail) => {
              mails.push({
                mail,
                raw: raw.toString('utf8'),
                to: session.envelope.rcptTo.map((r) => r.address),
                at: Date.now(),
              });
              for (const w of waiters.splice(0)) w();
              callback();
            },
            (err: Error) => callback(err),
          );
        });
      },
    });

  const start = async () => {
    server = make();
    // A sender that goes away mid-conversation (a shop server killed by a test) is no failure of ours.
    server.on('error', () => {});
    await new Promise<void>((ok, fail) => {
      server!.once('error', fail);
      server!.listen(port, '127.0.0.1', () => ok());
    });
  };
  await start();

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(n, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (mails.length < n) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${n} mails, got ${mails.length}`);
        await new Promise<void>((ok) => {
          const t = setTimeout(ok, left);
          waiters.push(() => {
            clearTimeout(t);
            ok();
          });
        });
      }
      return mails;
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((ok) => s.close(() => ok()));
    },
    start,
  };
}
