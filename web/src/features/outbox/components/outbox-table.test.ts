import { describe, expect, it } from 'vitest';
import { errorCause } from './outbox-table.tsx';

describe('errorCause', () => {
  it("tells a mail server's refusal, a deferral and no connection apart from what the queue stored", () => {
    expect(errorCause('SMTP 550')).toBe('refused');
    expect(errorCause('SMTP 421')).toBe('temporary');
    expect(errorCause('SMTP ESOCKET')).toBe('unreachable');
    expect(errorCause('SMTP ECONNREFUSED')).toBe('unreachable');
    expect(errorCause('SMTP error')).toBe('other');
    expect(errorCause('boom')).toBe('other');
  });
});
