import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const withAdmin = (password: string) => () => loadConfig({ ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: password });

describe('ADMIN_PASSWORD', () => {
  it('follows the rule of every password: 8–64 characters and not a common one', () => {
    expect(withAdmin('Gizli123')().admin).toEqual({ email: 'admin@example.org', password: 'Gizli123' });
    expect(withAdmin('Uzun ve akılda kalır bir parola cümlesi')().admin?.password).toBe('Uzun ve akılda kalır bir parola cümlesi');
    expect(withAdmin('Kisa123')).toThrow(ConfigError);
    expect(withAdmin('Kisa123')).toThrow('ADMIN_PASSWORD: Şifre en az 8 karakter olmalı');
    expect(withAdmin('x'.repeat(65))).toThrow('ADMIN_PASSWORD: Şifre en fazla 64 karakter olmalı');
    expect(withAdmin('Password1')).toThrow('ADMIN_PASSWORD: Bu şifre çok yaygın, başka bir şifre seçin');
  });
});
