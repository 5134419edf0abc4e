import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { teacherProfiles } from '../db/schema/index.ts';
import { findUserByEmail } from '../modules/auth/repository.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { openTestDatabase } from '../../test/helpers.ts';
import { main } from './user-create.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let errors: string[] = [];
// The CLI closes what it opens; the test keeps the clone open to look inside afterwards.
const open = async () => ({ ...database, close: async () => {} });

beforeAll(async () => {
  database = await openTestDatabase();
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation((m: unknown) => void errors.push(String(m)));
});
afterAll(async () => {
  vi.restoreAllMocks();
  await database.drop();
});

describe('npm run user:create', () => {
  it('creates a teacher who can log in, and refuses the same e-mail twice', async () => {
    const args = [
      '--role',
      'teacher',
      '--email',
      'Elif@Okul.example',
      '--password',
      'Ders1234',
      '--name',
      'Elif',
      '--surname',
      'Şahin',
      '--subject',
      'IoT',
    ];
    expect(await main(args, open)).toBe(0);
    errors = [];
    expect(await main(args, open)).toBe(1);
    expect(errors.join('\n')).toContain('Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var');

    const user = await findUserByEmail(database.db, 'elif@okul.example');
    expect(user).toMatchObject({ role: 'teacher', name: 'Elif', surname: 'Şahin', email: 'elif@okul.example' });
    expect(await verifyPassword(user!.passwordHash, 'Ders1234')).toBe(true);
    const [profile] = await database.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, user!.id));
    expect(profile.subject).toBe('IoT');
  });

  it.each([
    [['--role', 'student', '--email', 'a@b.co', '--password', 'x', '--name', 'A'], '--role'],
    [['--email', 'a@b', '--password', 'x', '--name', 'A'], 'Geçersiz e-posta adresi'],
    [['--email', 'a@b.co', '--password', 'Kisa123', '--name', 'A'], '--password: Şifre en az 8 karakter olmalı'],
    [
      ['--email', 'a@b.co', '--password', 'x'.repeat(65), '--name', 'A'],
      '--password: Şifre en fazla 64 karakter olmalı',
    ],
    [
      ['--email', 'a@b.co', '--password', 'Password1', '--name', 'A'],
      '--password: Bu şifre çok yaygın, başka bir şifre seçin',
    ],
    [['--email', 'a@b.co', '--password', 'x'], '--name'],
    [['--bogus'], 'Kullanım'],
  ])('refuses %j with a usage message and opens no database', async (args, message) => {
    errors = [];
    const spy = vi.fn(open);
    expect(await main(args, spy)).toBe(2);
    expect(errors.join('\n')).toContain(message);
    expect(spy).not.toHaveBeenCalled();
  });
});
