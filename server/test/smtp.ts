import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { maskAddress, openMailJob } from '../src/plugins/mail.ts';
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
  /** Holds every message's answer until the returned function is called (a mail server taking its time). */
  hold(): () => void;
  /** The next message to `to` (already received or still to come). */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 and a random port; every message is parsed with postal-mime. */
export async function startSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: { to: string; resolve(m: ReceivedMail): void }[] = [];
  const state = { refuse: false, held: Promise.resolve() };

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
      stream.on('end', async () => {
        await state.held;
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
    hold() {
      let release = () => {};
      state.held = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    next(to, timeoutMs = 5000) {
      const ready = messages.find((m) => !taken.has(m) && m.rcptTo.includes(to.toLowerCase()));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          to,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The mails to `to` the queue holds, oldest first, with their state (`created`, `retry`, `active`, `completed`,
 * `failed`): the queue knows the address only masked, so two recipients with the same mask are not told apart.
 */
export async function queuedMails(app: FastifyInstance, to: string): Promise<{ template: string; state: string }[]> {
  const { rows } = await app.queue.executor.executeSql(
    `select id, data->>'template' as template, state::text as state, data->>'sealed' as sealed from pgboss.job
     where name = 'mail' and data->>'to' = $1 order by created_on`,
    [maskAddress(to)],
  );
  // Another address may mask the same (s***3@e***.com: one test user in 16 shares the last letter): the sealed
  // message says whose each one is.
  return (rows as { id: string; template: string; state: string; sealed: string }[])
    .filter((r) => openMailJob(app.personalData, r.id, r.sealed).to === to)
    .map(({ template, state }) => ({ template, state }));
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

/**
 * Runs `action` while the test SMTP server refuses every message, then checks what decision 036 promises: the mail
 * `template` to `to` waits in the queue for another try, and arrives once the server takes mail again; answers that
 * mail. The app must try again soon: start it with `MAIL_RETRY_FIRST_SECONDS: '1'`.
 */
export async function mailedAfterRefusal(
  mailing: AppWithSmtp,
  mail: { to: string; template: string },
  action: () => Promise<void>,
): Promise<ReceivedMail> {
  mailing.smtp.refuse = true;
  try {
    await action();
    // Refused at least once (the queue knows the address only masked: another's mail may share the mask).
    await vi.waitFor(
      async () =>
        expect(await queuedMails(mailing.app, mail.to)).toContainEqual({ template: mail.template, state: 'retry' }),
      { timeout: 10_000 },
    );
  } finally {
    mailing.smtp.refuse = false;
  }
  return mailing.smtp.next(mail.to, 15_000);
}

/**
 * The app talks to a fixed port; behind it the mail server is up (piped to a real SMTP server),
 * down (nothing listens: connection refused) or hanging (accepts the connection and never greets).
 */
export class SmtpSwitch {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  constructor(
    readonly port: number,
    private readonly target: number,
  ) {}

  async set(mode: 'up' | 'down' | 'hanging') {
    await this.close();
    if (mode === 'down') return;
    this.server = net.createServer((client) => {
      this.sockets.add(client);
      client.on('close', () => this.sockets.delete(client));
      client.on('error', () => {});
      if (mode === 'hanging') return;
      const upstream = net.connect(this.target, '127.0.0.1');
      this.sockets.add(upstream);
      upstream.on('error', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async close() {
    for (const s of this.sockets) s.destroy();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}
