import { describe, expect, it } from 'vitest';
import { domainLocales, messageKey, parseMessage, pickLang, translate } from './i18n.ts';

describe('pickLang', () => {
  it('prefers ?lang= over the cookie over Accept-Language over Turkish', () => {
    expect(pickLang({ query: 'en', cookie: 'tr', acceptLanguage: 'tr' })).toBe('en');
    expect(pickLang({ query: 'de', cookie: 'en', acceptLanguage: 'tr' })).toBe('en');
    expect(pickLang({ acceptLanguage: 'de-DE,en;q=0.8,tr;q=0.9' })).toBe('tr');
    expect(pickLang({ acceptLanguage: 'en-US,en;q=0.9' })).toBe('en');
    expect(pickLang({ acceptLanguage: 'de, fr;q=0' })).toBe('tr');
    expect(pickLang({})).toBe('tr');
  });
});

describe('message keys', () => {
  it('carry their values and read back in either language', () => {
    const message = messageKey('validation.tooLong', { max: 15 });
    expect(parseMessage(message)).toEqual({ key: 'validation.tooLong', params: { max: '15' } });
    expect(translate(message, 'tr')).toBe('En fazla 15 karakter olmalı');
    expect(translate(message, 'en')).toBe('Must be at most 15 characters');
  });

  it('leave a plain sentence as it is', () => {
    expect(translate('Bir şey oldu. Neden?', 'en')).toBe('Bir şey oldu. Neden?');
  });

  it('have every key in both languages', () => {
    const keys = (node: object, prefix = ''): string[] =>
      Object.entries(node).flatMap(([k, v]) =>
        typeof v === 'string' ? [prefix + k] : keys(v as object, `${prefix}${k}.`),
      );
    expect(keys(domainLocales.en).sort()).toEqual(keys(domainLocales.tr).sort());
  });
});
