import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy, trustProxyOption } from './config.ts';

const withAdmin = (password: string) => () =>
  loadConfig({ ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: password });

describe('ADMIN_PASSWORD', () => {
  it('follows the rule of every password: 8–64 characters and not a common one', () => {
    expect(withAdmin('Gizli123')().admin).toEqual({ email: 'admin@example.org', password: 'Gizli123' });
    expect(withAdmin('Uzun ve akılda kalır bir parola cümlesi')().admin?.password).toBe(
      'Uzun ve akılda kalır bir parola cümlesi',
    );
    expect(withAdmin('Kisa123')).toThrow(ConfigError);
    expect(withAdmin('Kisa123')).toThrow('ADMIN_PASSWORD: Şifre en az 8 karakter olmalı');
    expect(withAdmin('x'.repeat(65))).toThrow('ADMIN_PASSWORD: Şifre en fazla 64 karakter olmalı');
    expect(withAdmin('Password1')).toThrow('ADMIN_PASSWORD: Bu şifre çok yaygın, başka bir şifre seçin');
  });
});

describe('TRUST_PROXY', () => {
  it('defaults to the loopback proxies, in every environment', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe('loopback');
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.1', '10.0.0.1'],
    ['10.0.0.0/8, 192.168.1.1,::1', '10.0.0.0/8,192.168.1.1,::1'],
    ['loopback,uniquelocal', 'loopback,uniquelocal'],
    ['10.0.0.0/255.0.0.0', '10.0.0.0/255.0.0.0'],
  ])('accepts %s', (value, parsed) => {
    expect(parseTrustProxy(value)).toEqual(parsed);
  });

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example', '10.0.0.1,,10.0.0.2', '-1'])(
    'refuses %s at start-up',
    (value) => {
      expect(parseTrustProxy(value)).toBeUndefined();
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );

  it('trusts a number of hops whoever connects, as Express does', () => {
    const trust = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('203.0.113.1', hop))).toEqual([true, true, false]);
  });
});

describe('REDIS_URL', () => {
  it('takes redis:// and rediss:// only', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(ConfigError);
  });
});
