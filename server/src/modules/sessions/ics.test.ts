import { describe, expect, it } from 'vitest';
import { calendar, escapeText, fold, utcStamp } from './ics.ts';

describe('iCalendar text (RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a character, continuation lines starting with a space', () => {
    const line = `SUMMARY:${'ş'.repeat(60)}`;
    const folded = fold(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(fold('SHORT:x')).toBe('SHORT:x');
  });

  it('writes UTC times and CRLF line ends', () => {
    expect(utcStamp(new Date('2026-12-01T09:00:00+03:00'))).toBe('20261201T060000Z');
    const text = calendar('Beceri', []);
    expect(text).toBe(
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Beceri//Lab sessions//TR\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nX-WR-CALNAME:Beceri\r\nX-PUBLISHED-TTL:PT1H\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\nEND:VCALENDAR\r\n',
    );
  });
});
