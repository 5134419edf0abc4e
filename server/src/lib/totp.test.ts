import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, otpauthUrl, totpCode, verifyTotp } from './totp.ts';

// RFC 6238 Appendix B (SHA-1 secret "12345678901234567890"), last six of the eight digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));
const vectors: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
];

describe('TOTP (RFC 6238)', () => {
  it('computes the RFC test vectors', () => {
    for (const [seconds, code] of vectors) expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code);
    // RFC 4226 Appendix D, counter 0 and 9.
    expect(hotp(Buffer.from('12345678901234567890'), 0)).toBe('755224');
    expect(hotp(Buffer.from('12345678901234567890'), 9)).toBe('520489');
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  });

  it('accepts a code one step either side, never the same step twice, never a wrong one', () => {
    const t = 1111111111_000;
    const step = Math.floor(t / 30_000);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, t), 0, t)).toBe(step);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, t - 30_000), 0, t)).toBe(step - 1);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, t + 30_000), 0, t)).toBe(step + 1);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, t - 90_000), 0, t)).toBeNull();
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, t), step, t)).toBeNull();
    expect(verifyTotp(RFC_SECRET, '12345', 0, t)).toBeNull();
    expect(verifyTotp(RFC_SECRET, 'abcdef', 0, t)).toBeNull();
  });

  it('writes the otpauth URL apps scan', () => {
    const url = new URL(otpauthUrl('Beceri', 'ayşe@example.com', 'JBSWY3DPEHPK3PXP'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(url.searchParams.get('issuer')).toBe('Beceri');
    expect(decodeURIComponent(url.pathname)).toContain('Beceri:ayşe@example.com');
  });
});
