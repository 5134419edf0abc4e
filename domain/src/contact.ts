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

/** `GET /admin/messages`: the admin's list of contact messages. */
export const adminMessagesQuerySchema = adminUsersQuerySchema.omit({ role: true, cohort: true });

export interface ContactMessageRow {
  id: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  createdAt: string;
}
