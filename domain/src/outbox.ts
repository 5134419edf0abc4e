import { z } from 'zod';
import { pageQuerySchema } from './paging.ts';

/** The outbox screen's two lists: mails still to be delivered (waiting, retrying, being sent), and failed ones. */
export const OUTBOX_STATES = ['queued', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** `GET /admin/outbox?state=queued|failed&page=&limit=`; a missing or unknown state reads as `queued`. */
export const outboxQuerySchema = pageQuerySchema(20).extend({
  state: z.enum(OUTBOX_STATES).catch('queued').default('queued'),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** A row of the outbox: never the address in clear nor the message (both stay sealed in the queue). */
export interface OutboxMail {
  id: string;
  /** Which mail: `welcome`, `reset-code`, `application-status`, … */
  template: string;
  /** The recipient masked: `a***e@e***.com`. */
  to: string;
  state: 'created' | 'retry' | 'active' | 'failed';
  /** Tries made so far. */
  tries: number;
  createdAt: string;
  /** When the next try is due (queued), or null. */
  nextTryAt: string | null;
  /** When it was given up (failed), or null. */
  failedAt: string | null;
  /** The last failure as the SMTP server answered it (`SMTP 550`, `SMTP ECONNREFUSED`), or null. */
  lastError: string | null;
}

export const outboxServerMessages = {
  notFailed: 'outbox.notFailed',
} as const;
