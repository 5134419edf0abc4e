import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Tx } from '../db/client.ts';
import type { DataCipher } from '../lib/personal-data.ts';
import type { MailContent } from '../mail/templates.ts';
import { FILE_MODE, ownerOnlyDir } from '../lib/owner-only.ts';
import type { Queue } from './queue.ts';

export interface MailMessage extends MailContent {
  to: string;
  replyTo?: string;
  /** Extra header fields (a digest's `List-Unsubscribe` and `List-Unsubscribe-Post`, RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * A mail server that accepts the connection and then stalls must not hold a request for long.
 * With a URL, nodemailer takes its options from the query only (a second argument would be
 * message defaults), so the timeouts go there unless SMTP_URL already sets them.
 */
export function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const timeouts = { connectionTimeout: '5000', greetingTimeout: '5000', socketTimeout: '10000' };
  for (const [key, ms] of Object.entries(timeouts)) if (!url.searchParams.has(key)) url.searchParams.set(key, ms);
  return url.toString();
}

/** The queue every mail goes through. */
export const MAIL_QUEUE = 'mail';

/** What a mail job holds: the recipient masked for the outbox screen, and the whole message sealed with DATA_KEY. */
export interface MailJob {
  template: string;
  to: string;
  sealed: string;
}

/** What a queued mail's seal is bound to: its job's id (a sealed message cannot be moved to another job). */
const sealContext = (id: string) => `mail-queue:${id}`;

/** The message a queued mail job holds, unsealed: for the queue's worker, and for tests that read the queue. */
export const openMailJob = (cipher: DataCipher, id: string, sealed: string) =>
  JSON.parse(cipher.decrypt(sealed, sealContext(id))) as MailMessage;

/** `ayse.yilmaz@example.com` → `a***z@e***.com`: enough for an admin to tell mails apart, not to read an address. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return '***';
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  const ends = local.length > 1 ? `${local[0]}***${local.at(-1)}` : `${local}***`;
  return `${ends}@${host[0] ?? ''}***${tld}`;
}

export class Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly opts: {
      smtpUrl?: string;
      from: string;
      outboxDir: string;
      log: FastifyInstance['log'];
      queue: Queue;
      cipher: DataCipher;
    },
  ) {
    this.transport = opts.smtpUrl
      ? nodemailer.createTransport(withTimeouts(opts.smtpUrl))
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /**
   * Queues a message (decision 036); with `tx`, in that transaction, so the mail exists exactly when the change that
   * causes it commits. The queue's worker hands it to SMTP and retries while SMTP refuses it or cannot be reached.
   * The message, reset codes and links included, is stored sealed; only the template and a masked address are not.
   */
  async send(message: MailMessage, tx?: Tx): Promise<string> {
    const id = crypto.randomUUID();
    const job: MailJob = {
      template: message.template,
      to: maskAddress(message.to),
      sealed: this.opts.cipher.encrypt(JSON.stringify(message), sealContext(id)),
    };
    return this.opts.queue.send(MAIL_QUEUE, job, tx, id);
  }

  /** Opens a queued mail and hands it to SMTP (the queue's worker). */
  async deliverJob(id: string, job: MailJob): Promise<void> {
    const message = openMailJob(this.opts.cipher, id, job.sealed);
    try {
      await this.deliverNow(message);
    } catch (err) {
      // What the queue stores of a failure: the SMTP code, never the server's text (it may quote the address).
      const e = err as { responseCode?: number; code?: string };
      throw new Error(`SMTP ${e.responseCode ?? e.code ?? 'error'}`);
    }
  }

  /** Sends still under way; close() waits for them, so a graceful shutdown does not cut one off. */
  private readonly pending = new Set<Promise<void>>();

  /** Hands a message to SMTP now; throws when the SMTP server refuses it or cannot be reached. */
  deliverNow(message: MailMessage): Promise<void> {
    const sending = this.deliver(message);
    this.pending.add(sending);
    const settle = () => void this.pending.delete(sending);
    sending.then(settle, settle);
    return sending;
  }

  private async deliver(message: MailMessage): Promise<void> {
    const { template, ...mail } = message;
    const info = await this.transport.sendMail({ from: this.opts.from, ...mail });
    if (!this.opts.smtpUrl) {
      await ownerOnlyDir(this.opts.outboxDir);
      const file = path.join(this.opts.outboxDir, `${Date.now()}-${crypto.randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, (info as unknown as { message: Buffer }).message, { mode: FILE_MODE });
      // The template, never the address or the subject: a log holds no personal data (docs/product.md).
      this.opts.log.info({ template, file }, 'mail written to outbox');
    }
  }

  async close() {
    await Promise.allSettled([...this.pending]);
    this.transport.close();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(async function mailPlugin(app: FastifyInstance) {
  const mailer = new Mailer({
    smtpUrl: app.config.smtpUrl,
    from: app.config.mailFrom,
    outboxDir: path.join(app.config.dataDir, 'outbox'),
    log: app.log,
    queue: app.queue,
    cipher: app.personalData,
  });
  app.decorate('mailer', mailer);
  app.queue.define<MailJob>(MAIL_QUEUE, {
    retry: app.config.mailRetry,
    handler: (job, meta) => mailer.deliverJob(meta.id, job),
  });
  app.addHook('onClose', async () => mailer.close());
});
