import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

export interface ReceivedMail extends Email {
  /** Envelope recipients, as the SMTP client named them. */
  rcptTo: string[];
}

export interface TestSmtp {
  url: string;
  messages: ReceivedMail[];
  /** While true, the server refuses every message (a mailbox that is down). */
  refuse: boolean;
  /** The next message to `to` (already received or still to come). */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 and a random port; every message is parsed with postal-mime. */
export async function startSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: { to: string; resolve(m: ReceivedMail): void }[] = [];
  const state = { refuse: false };

  const deliver = (mail: ReceivedMail) => {
    messages.push(mail);
    const i = waiters.findIndex((w) => mail.rcptTo.includes(w.to.toLowerCase()));
    if (i >= 0) {
      taken.add(mail);
      waiters.splice(i, 1)[0].resolve(mail);
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.refuse) return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
        const rcptTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        PostalMime.parse(Buffer.concat(chunks)).then((email) => {
          deliver({ ...email, rcptTo });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get refuse() {
      return state.refuse;
    },
    set refuse(v: boolean) {
      state.refuse = v;
    },
    next(to, timeoutMs = 5000) {
      const ready = messages.find((m) => !taken.has(m) && m.rcptTo.includes(to.toLowerCase()));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ to, resolve: (m) => { clearTimeout(timer); resolve(m); } });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code of a reset mail (its plain-text part). */
export function codeFrom(mail: Email): string {
  const match = /(?:Kod|Code): (\d{6})/.exec(mail.text ?? '');
  if (!match) throw new Error('no code in the mail');
  return match[1];
}

export interface AppWithSmtp {
  readonly ctx: TestContext;
  readonly app: FastifyInstance;
  readonly smtp: TestSmtp;
}

/**
 * For a test file whose app sends its mail to a test SMTP server: starts the server and then the app (with
 * `env`) before the file's tests, closes both after them. Read its fields inside tests and hooks.
 */
export function appWithSmtp(env: Record<string, string> = {}): AppWithSmtp {
  let ctx: TestContext | undefined;
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    smtp = await startSmtp();
    ctx = await createTestApp({ ...env, SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('appWithSmtp: read before its beforeAll ran');
    return value;
  };
  return {
    get ctx() {
      return started(ctx);
    },
    get app() {
      return started(ctx).app;
    },
    get smtp() {
      return started(smtp);
    },
  };
}
