import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../src/db/client.ts';
import type { MultipartResult } from '../src/lib/multipart.ts';
import type { LogWrite } from '../src/plugins/activity.ts';
import type { MailMessage } from '../src/plugins/mail.ts';
import type { CheckedUpload } from '../src/plugins/storage.ts';
import type { FilesRepository } from '../src/modules/files/repository.ts';

/*
 * In-memory stand-ins for the dependencies services name (docs/development.md, 'Routes → services → repositories'),
 * so that a service's rules are tested in milliseconds. They record what a service asked for; the real ones are
 * tested by the API tests.
 */

/** Runs the work at once, as a transaction whose handle nothing reads (the fake repositories ignore it). */
export const fakeDb = { transaction: async <T>(work: (tx: Tx) => Promise<T>) => work({} as Tx) } as unknown as Db;

/**
 * A database whose every transaction is a handle of its own (`{ n }`), so that a write can be traced to the one it was
 * made in; `inTx()` says whether one is open now (work that must wait for the commit checks it).
 */
export function tracedDb() {
  let open: Tx | undefined;
  let transactions = 0;
  const db = {
    transaction: async <T>(work: (tx: Tx) => Promise<T>) => {
      open = { n: ++transactions } as unknown as Tx;
      try {
        return await work(open);
      } finally {
        open = undefined;
      }
    },
  } as unknown as Db;
  return { db, inTx: () => open !== undefined };
}

/** File rows: new ids as uploads are recorded; deleting answers each id's storage key. */
export function fakeFiles(firstId = 500) {
  let next = firstId;
  const deleted: string[] = [];
  const repository: Pick<FilesRepository, 'insertFile' | 'deleteFiles'> = {
    insertFile: async () => `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`,
    deleteFiles: async (_tx, ids) => {
      deleted.push(...ids);
      return ids.map(keyOf);
    },
  };
  return { repository, deleted };
}
export const keyOf = (fileId: string) => `key-of-${fileId}`;

/** Storage that only notes which keys were stored and removed. */
export function fakeStorage() {
  const stored: string[] = [];
  const removed: string[] = [];
  const storage = {
    putFile: async (key: string) => {
      stored.push(key);
    },
    remove: async (key: string) => {
      removed.push(key);
    },
  } as unknown as FastifyInstance['storage'];
  return { storage, stored, removed };
}

/** The activity log's entries, in order. */
export function fakeActivity() {
  const logged: LogWrite[] = [];
  return {
    activity: {
      write: async (entry: LogWrite) => {
        logged.push(entry);
      },
    },
    logged,
  };
}

/** The mails queued, in order, each with the transaction it was queued in (undefined: outside one). */
export function fakeMailer() {
  const sent: { message: MailMessage; tx: Tx | undefined }[] = [];
  return {
    mailer: {
      send: async (message: MailMessage, tx?: Tx) => {
        sent.push({ message, tx });
        return `mail-${sent.length}`;
      },
    },
    sent,
  };
}

export const quietLog = { warn: () => {} };

/** A multipart form as readMultipart hands it over; `uploads` names file fields and how many files each has. */
export const multipartForm = (
  fields: Record<string, string>,
  lists: Record<string, string[]> = {},
  uploads: Record<string, number> = {},
): MultipartResult => ({
  fields,
  lists,
  files: Object.fromEntries(
    Object.entries(uploads).map(([name, n]) => [
      name,
      Array.from(
        { length: n },
        (_, i) => ({ ext: 'png', mime: 'image/png', tempPath: `upload-${i}` }) as CheckedUpload,
      ),
    ]),
  ),
});
