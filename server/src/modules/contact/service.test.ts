import { describe, expect, it } from 'vitest';
import type { Db, Tx } from '../../db/client.ts';
import { fakeMailer } from '../../../test/fakes.ts';
import type { NewContactMessage } from './repository.ts';
import { receiveMessage, type ContactDeps } from './service.ts';

/*
 * The contact form's rules alone, on in-memory rows: where the message is mailed and to whom a reply goes, and that
 * a message is kept exactly when its mail is queued. Validation, the rate limit, SMTP and SQL are in contact.test.ts.
 */

const MAILBOX = 'iletisim@oda.example';

function world({ queueDown = false } = {}) {
  const kept: NewContactMessage[] = [];
  const { mailer, sent } = fakeMailer();
  const staged = new Map<Tx, NewContactMessage[]>();
  // Rows written in a transaction are kept only when its work succeeds, as in PostgreSQL.
  const db = {
    transaction: async <T>(work: (tx: Tx) => Promise<T>) => {
      const tx = {} as Tx;
      staged.set(tx, []);
      const result = await work(tx);
      kept.push(...staged.get(tx)!);
      return result;
    },
  } as unknown as Db;
  const deps: ContactDeps = {
    db,
    contact: {
      insertMessage: async (tx, message) => {
        staged.get(tx)!.push(message);
        return `message-${kept.length + 1}`;
      },
      listMessages: async () => ({ items: [], total: 0 }),
    },
    mailer: {
      send: async (message, tx) => {
        if (queueDown) throw new Error('queue down');
        return mailer.send(message, tx);
      },
    },
    config: { contactEmail: MAILBOX },
  };
  /** The transaction a mail was queued in wrote this message. */
  const queuedWith = (mail: (typeof sent)[number], m: NewContactMessage) =>
    mail.tx !== undefined && (staged.get(mail.tx) ?? []).includes(m);
  return { deps, kept, sent, queuedWith };
}

const message = (m: Partial<NewContactMessage>): NewContactMessage => ({
  name: 'Ali Veli',
  phone: '0532 000 00 00',
  email: 'ali@example.com',
  message: 'Kurs ne zaman başlıyor?',
  lang: 'tr',
  ...m,
});

describe('a contact message', () => {
  it('is kept and mailed to the configured mailbox, a reply going to the sender', async () => {
    const w = world();
    const id = await receiveMessage(w.deps, message({}));
    expect(id).toBe('message-1');
    expect(w.kept).toEqual([message({})]);
    expect(w.sent).toHaveLength(1);
    expect(w.sent[0]!.message).toMatchObject({
      to: MAILBOX,
      replyTo: 'ali@example.com',
      template: 'contact',
      subject: 'İletişim formundan yeni mesaj: Ali Veli',
    });
    expect(w.sent[0]!.message.text).toContain('Kurs ne zaman başlıyor?');
    expect(w.sent[0]!.message.text).toContain('0532 000 00 00');
    expect(w.queuedWith(w.sent[0]!, w.kept[0]!)).toBe(true);
  });

  it('without an e-mail address has no reply address, and shows the phone to call back', async () => {
    const w = world();
    await receiveMessage(w.deps, message({ email: '', phone: '0262 000 00 00' }));
    const mail = w.sent[0]!.message;
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain('Telefon: 0262 000 00 00');
    expect(mail.text).toContain('E-posta: -');
  });

  it('is not kept when its mail cannot be queued: the sender is told it failed and may send again', async () => {
    const w = world({ queueDown: true });
    await expect(receiveMessage(w.deps, message({}))).rejects.toThrow('queue down');
    expect(w.kept).toEqual([]);
  });
});
