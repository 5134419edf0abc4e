import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../helpers.ts';
import { studentSignup } from './signup.ts';

/** A real but slow SMTP server: each message is accepted only after `delayMs`. */
async function slowSmtp(delayMs: number) {
  const received: string[] = [];
  const state = { started: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      state.started += 1;
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        }, delayMs),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let smtp: Awaited<ReturnType<typeof slowSmtp>> | undefined;
afterAll(() => smtp?.close());

describe('mail on shutdown', () => {
  it(
    'a welcome mail being handed to SMTP when the server shuts down is delivered before close() returns',
    { timeout: 60_000 },
    async () => {
      smtp = await slowSmtp(700);
      const ctx = await createTestApp({ SMTP_URL: smtp.url });
      const form = studentSignup();
      const res = await ctx.app.inject({ method: 'POST', url: '/auth/register', ...form });
      expect(res.statusCode).toBe(201);
      // The answer does not wait for the welcome mail; a graceful shutdown waits for the queue's send under way.
      expect(smtp.received).toEqual([]);
      await vi.waitFor(() => expect(smtp!.state.started).toBe(1), { timeout: 10_000, interval: 20 });
      await ctx.close();
      expect(smtp.received).toEqual([form.email]);
    },
  );
});
