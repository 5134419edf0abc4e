import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { cohorts, studentProfiles, users } from '../../db/schema/index.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  logEntries,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx.app, 'admin');
});
afterAll(() => ctx.close());

const teacher = (over: Record<string, string> = {}) => ({
  name: 'Zeynep',
  surname: 'Kaya',
  email: `zeynep${Math.random().toString(36).slice(2, 8)}@okul.example`,
  password: 'Ders1234',
  subject: 'Python',
  phone: '0262 555 44 33',
  address: 'İzmit, Kocaeli',
  ...over,
});
const userCount = async () => (await ctx.app.db.select({ n: count() }).from(users))[0].n;

describe('POST /admin/users', () => {
  it('creates a teacher who can log in, lands as a teacher and sees their profile', async () => {
    const input = teacher({ email: 'Zeynep.Kaya@Okul.example' });
    const res = await injectAs(ctx.app, admin, { method: 'POST', url: '/admin/users', payload: input });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'zeynep.kaya@okul.example', password: 'Ders1234' },
    });
    expect(login.json()).toEqual({ ok: true, role: 'teacher', id });
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const profile = await ctx.app.inject({ url: '/teacher/get', headers: { cookie } });
    expect(profile.json()).toMatchObject({
      name: 'Zeynep',
      surname: 'Kaya',
      subject: 'Python',
      phone: '0262 555 44 33',
      address: 'İzmit, Kocaeli',
      email: 'zeynep.kaya@okul.example',
    });
    const [log] = await logEntries(ctx.app, admin.id);
    expect(log).toMatchObject({ type: 'other', text: 'Yönetici, Zeynep Kaya adlı öğretmenin hesabını açtı' });
  });

  it('always makes a teacher, whatever role the body names', async () => {
    const res = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: '/admin/users',
      payload: { ...teacher(), role: 'admin' },
    });
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row.role).toBe('teacher');
  });

  it('answers 409 for an e-mail in use, in any case', async () => {
    const existing = await createUser(ctx.app, 'student');
    const res = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: '/admin/users',
      payload: teacher({ email: existing.email.toUpperCase() }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Kayıt başarısız! Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var.');
  });

  it.each([
    [{ name: '' }, 'name', 'Bu alan zorunludur'],
    [{ subject: '' }, 'subject', 'Bu alan zorunludur'],
    [{ email: 'zeynep@' }, 'email', 'Geçersiz e-posta adresi'],
    [{ password: 'Kisa123' }, 'password', 'Şifre en az 8 karakter olmalı'],
    [{ password: 'x'.repeat(65) }, 'password', 'Şifre en fazla 64 karakter olmalı'],
    [{ password: 'sunshine' }, 'password', 'Bu şifre çok yaygın, başka bir şifre seçin'],
  ])('refuses %o with the field message and creates nobody', async (over, field, message) => {
    const before = await userCount();
    const res = await injectAs(ctx.app, admin, { method: 'POST', url: '/admin/users', payload: teacher(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('is for admins only', async () => {
    const before = await userCount();
    expect((await ctx.app.inject({ method: 'POST', url: '/admin/users', payload: teacher() })).statusCode).toBe(401);
    for (const role of ['student', 'teacher', 'company'] as const) {
      const res = await injectAs(ctx.app, await createUser(ctx.app, role), {
        method: 'POST',
        url: '/admin/users',
        payload: teacher(),
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await userCount()).toBe(before + 3);
  });
});

describe('GET /admin/users', () => {
  it('pages users newest first with the total, filtered by role', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createUser(ctx.app, 'company', { companyName: `Şirket ${i}` }));
    const all = await injectAs(ctx.app, admin, { url: '/admin/users?role=company&limit=2' });
    expect(all.statusCode).toBe(200);
    const total = Number(all.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(3);
    const page1 = all.json();
    expect(page1).toHaveLength(2);
    expect(page1.map((u: { id: string }) => u.id)).toEqual([made[2].id, made[1].id]);
    expect(page1[0]).toMatchObject({ role: 'company', detail: 'Şirket 2', email: made[2].email });
    expect(page1[0]).not.toHaveProperty('passwordHash');
    const page2 = (await injectAs(ctx.app, admin, { url: '/admin/users?role=company&limit=2&page=2' })).json();
    expect(page2[0].id).toBe(made[0].id);
    const beyond = await injectAs(ctx.app, admin, { url: `/admin/users?role=company&limit=2&page=${total + 5}` });
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe(String(total));
  });

  it('lists every role without a filter', async () => {
    const res = await injectAs(ctx.app, admin, { url: '/admin/users?limit=100' });
    const roles = new Set(res.json().map((u: { role: string }) => u.role));
    expect(roles).toEqual(new Set(['admin', 'student', 'teacher', 'company']));
    expect(Number(res.headers['x-total-count'])).toBe(await userCount());
  });

  it("keeps a cohort's students, paged in order, and finds no one for an unknown cohort", async () => {
    const cohortOf = async (name: string) =>
      (
        await ctx.app.db
          .insert(cohorts)
          .values({
            name,
            startsOn: '2025-01-01',
            endsOn: '2025-12-31',
            birthDateFrom: '1990-01-01',
            birthDateTo: '2009-01-01',
          })
          .returning({ id: cohorts.id })
      )[0].id;
    const [mine, other] = [await cohortOf('Filtre dönemi'), await cohortOf('Başka dönem')];
    const join = (u: TestUser, cohortId: string) =>
      ctx.app.db.update(studentProfiles).set({ cohortId }).where(eq(studentProfiles.userId, u.id));
    const students = [await createUser(ctx.app, 'student'), await createUser(ctx.app, 'student')];
    for (const s of students) await join(s, mine);
    await join(await createUser(ctx.app, 'student'), other);
    await createUser(ctx.app, 'student'); // no cohort
    await createUser(ctx.app, 'teacher');

    const res = await injectAs(ctx.app, admin, { url: `/admin/users?cohort=${mine.toUpperCase()}&limit=1` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json().map((u: { id: string }) => u.id)).toEqual([students[1].id]);
    const page2 = await injectAs(ctx.app, admin, { url: `/admin/users?cohort=${mine}&limit=1&page=2` });
    expect(page2.json().map((u: { id: string }) => u.id)).toEqual([students[0].id]);
    // With a role: only students have a cohort.
    const teachers = await injectAs(ctx.app, admin, { url: `/admin/users?cohort=${mine}&role=teacher` });
    expect(teachers.json()).toEqual([]);
    expect(teachers.headers['x-total-count']).toBe('0');

    const unknown = await injectAs(ctx.app, admin, { url: '/admin/users?cohort=0b6f3c2e-8a4d-4f1b-9c3e-2d5a7b9e1f00' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual([]);
    expect(unknown.headers['x-total-count']).toBe('0');
    // A malformed id reads as no filter, like a malformed role.
    const malformed = await injectAs(ctx.app, admin, { url: '/admin/users?cohort=dönem-1&limit=100' });
    expect(malformed.statusCode).toBe(200);
    expect(Number(malformed.headers['x-total-count'])).toBe(await userCount());
  });

  it('is for admins only', async () => {
    expect((await ctx.app.inject({ url: '/admin/users' })).statusCode).toBe(401);
    expect((await injectAs(ctx.app, await createUser(ctx.app, 'teacher'), { url: '/admin/users' })).statusCode).toBe(
      403,
    );
  });
});
