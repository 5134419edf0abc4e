import { describe, expect, it } from 'vitest';
import { contactInputSchema } from './contact.ts';

import { translate } from './i18n.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => {
  const message = r.error?.issues[0]?.message;
  return message === undefined ? undefined : translate(message, 'tr');
};

describe('contact schema', () => {
  it('takes a contact message with its text and a way to reply, but not an unanswerable e-mail', () => {
    expect(contactInputSchema.safeParse({ message: 'Merhaba', phone: '0555 555 55 55' }).success).toBe(true);
    expect(contactInputSchema.safeParse({ message: 'Merhaba', email: 'a@b.co' }).success).toBe(true);
    expect(firstMessage(contactInputSchema.safeParse({ message: 'Merhaba' }))).toBe(
      translate('contact.replyWayRequired', 'tr'),
    );
    expect(firstMessage(contactInputSchema.safeParse({ message: '   ' }))).toBe('Bu alan zorunludur');
    expect(contactInputSchema.safeParse({ message: 'x', email: 'nope' }).success).toBe(false);
  });
});
