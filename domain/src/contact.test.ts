import { describe, expect, it } from 'vitest';
import { contactInputSchema } from './contact.ts';

import { translate } from './i18n.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => {
  const message = r.error?.issues[0]?.message;
  return message === undefined ? undefined : translate(message, 'tr');
};

describe('contact schema', () => {
  it('takes a contact message with only its text, but not an unanswerable e-mail', () => {
    expect(contactInputSchema.safeParse({ message: 'Merhaba' }).success).toBe(true);
    expect(firstMessage(contactInputSchema.safeParse({ message: '   ' }))).toBe('Bu alan zorunludur');
    expect(contactInputSchema.safeParse({ message: 'x', email: 'nope' }).success).toBe(false);
  });
});
