import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailContent } from '../mail/templates.ts';

export interface MailMessage extends MailContent {
  to: string;
  replyTo?: string;
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

export class Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly opts: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyInstance['log'] },
  ) {
    this.transport = opts.smtpUrl
      ? nodemailer.createTransport(withTimeouts(opts.smtpUrl))
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Sends still under way; close() waits for them, so a graceful shutdown does not cut one off. */
  private readonly pending = new Set<Promise<void>>();

  /** Sends a message; throws when the SMTP server refuses it or cannot be reached. */
  send(message: MailMessage): Promise<void> {
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
      await fs.mkdir(this.opts.outboxDir, { recursive: true });
      const file = path.join(this.opts.outboxDir, `${Date.now()}-${crypto.randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
      // The template, never the address or the subject: a log holds no personal data (DESIGN.md §8).
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
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
});
