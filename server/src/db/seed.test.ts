import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Indicators } from '@beceri/domain';
import { createTestApp, createUser, injectAs, type TestContext } from '../../test/helpers.ts';
import { DEMO_PASSWORD, demoAccounts, seedDemo } from './seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the demo data set (SEED_DEMO=1)', () => {
  it('gives the demo student the answers every student gives at sign-up: a participant of the indicators, in every breakdown', async () => {
    await seedDemo(ctx.app.db, ctx.app.personalData, ctx.app.log, ctx.app);
    await seedDemo(ctx.app.db, ctx.app.personalData, ctx.app.log, ctx.app);

    const email = demoAccounts.find((a) => a.role === 'student')!.email;
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const profile = await ctx.app.inject({ method: 'GET', url: '/student/get', headers: { cookie } });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({ maskedIdNumber: '1*********6' });
    // The demo internship requires the IoT course, which she has not passed: her list says which course she misses.
    const jobs = await ctx.app.inject({ method: 'GET', url: '/job/all', headers: { cookie } });
    const internship = (jobs.json() as { title: string; match?: unknown }[]).find(
      (j) => j.title === 'Gömülü Sistemler Stajyeri',
    );
    expect(internship?.match).toMatchObject({
      required: 1,
      met: 0,
      missing: [{ title: 'IoT Uygulamalarına Giriş' }],
    });

    const admin = await createUser(ctx.app, 'admin');
    const res = await injectAs(ctx.app, admin, { method: 'GET', url: '/admin/indicators' });
    expect(res.statusCode, res.body).toBe(200);
    const ind: Indicators = res.json();
    expect(ind.participants.total).toBe(1);
    expect(ind.participants.byGender).toEqual({ male: 0, female: 1 });
    expect(ind.participants.byJobSeeking.internship).toBe(1);
    expect(ind.participants.byDisability).toEqual({ yes: 0, no: 1, unknown: 0 });
    expect(ind.funnel.registered).toBe(1);
  });
});
