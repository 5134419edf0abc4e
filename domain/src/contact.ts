import { z } from 'zod';
import { TEXT_LONG_MAX, TEXT_SHORT_MAX } from './constants.ts';
import { adminUsersQuerySchema } from './accounts.ts';
import { optionalText, requiredText } from './fields.ts';
import { signupMessages } from './messages.ts';

/** docs/product.md texts of the contact form (keys of the `domain` catalogue). */
export const contactMessages = {
  sent: 'contact.sent',
  failed: 'contact.failed',
  replyWayRequired: 'contact.replyWayRequired',
  messageNotFound: 'contact.messageNotFound',
  noEmail: 'contact.noEmail',
} as const;

/**
 * docs/product.md asks no validation of the contact form; the server still refuses a message with no text, one with no way
 * to reply (neither an e-mail nor a phone), or an e-mail that cannot be answered, and bounds every field.
 */
export const contactInputSchema = z
  .object({
    name: optionalText(),
    phone: optionalText(40),
    email: z
      .union([z.literal(''), z.string().trim().max(TEXT_SHORT_MAX).pipe(z.email(signupMessages.emailInvalid))], {
        error: signupMessages.emailInvalid,
      })
      .optional()
      .default(''),
    message: requiredText(TEXT_LONG_MAX),
  })
  .superRefine((input, ctx) => {
    if (input.email === '' && input.phone === '')
      ctx.addIssue({ code: 'custom', path: ['email'], message: contactMessages.replyWayRequired });
  });
export type ContactInput = z.input<typeof contactInputSchema>;

/** The inbox's filter (decision 057): the unread messages, or every message. */
export const MESSAGE_FILTERS = ['unread', 'all'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

/** `GET /admin/messages?filter=unread|all`: the admin's inbox, newest first; a missing or unknown filter reads `all`. */
export const adminMessagesQuerySchema = adminUsersQuerySchema.omit({ role: true, cohort: true }).extend({
  filter: z.enum(MESSAGE_FILTERS).catch('all').default('all'),
});
export type AdminMessagesQuery = z.infer<typeof adminMessagesQuerySchema>;

/** `PUT /admin/messages/{id}/read`: opening a message marks it read; the admin may mark it unread again. */
export const messageReadInputSchema = z.object({ read: z.boolean() });

/** `POST /admin/messages/{id}/reply`: the admin's answer, mailed to the sender through the queue. */
export const messageReplyInputSchema = z.object({
  subject: optionalText(TEXT_SHORT_MAX),
  text: requiredText(TEXT_LONG_MAX),
});
export type MessageReplyInput = z.input<typeof messageReplyInputSchema>;

/** Months a contact message is kept before the scheduled purge deletes it (`CONTACT_RETENTION_MONTHS`). */
export const DEFAULT_CONTACT_RETENTION_MONTHS = 12;

export interface ContactMessageRow {
  id: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  createdAt: string;
  /** When an admin opened it, or null (unread). */
  readAt: string | null;
  /** When an admin last answered it from the inbox, or null. */
  repliedAt: string | null;
}
