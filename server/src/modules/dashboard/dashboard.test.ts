import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { AdminDashboard } from '@beceri/domain';
import {
  attendance,
  certificates,
  cohorts,
  companyProfiles,
  contactMessages,
  jobApplications,
  jobs,
  labSessions,
  users,
} from '../../db/schema/index.ts';
import { createTestApp, createUser, injectAs, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { adminDashboard, dashboardDeps } from './service.ts';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx.app, 'admin');
});
afterAll(() => ctx.close());

// A Wednesday noon. Its Istanbul week runs from Monday 23 November 00:00 (22 November 21:00 UTC) to Monday 30
// November 00:00 (29 November 21:00 UTC).
const NOW = new Date('2026-11-25T12:00:00Z');
const at = (iso: string) => new Date(iso);
const hoursAfter = (d: Date, h: number) => new Date(d.getTime() + h * 3_600_000);

const read = () => adminDashboard(dashboardDeps(ctx.app), NOW);

describe('GET /admin/dashboard', () => {
  it('admins only: anonymous callers 401, every other role 403', async () => {
    expect((await ctx.app.inject({ url: '/admin/dashboard' })).statusCode).toBe(401);
    for (const role of ['student', 'teacher', 'company'] as const) {
      const res = await injectAs(ctx.app, await createUser(ctx.app, role), { url: '/admin/dashboard' });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const res = await injectAs(ctx.app, admin, { url: '/admin/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json() as AdminDashboard;
    expect(Object.keys(body).sort()).toEqual(
      [
        'applicationsThisWeek',
        'certificatesThisWeek',
        'cohort',
        'companies',
        'failedMails',
        'sessions',
        'unreadMessages',
        'weekEnd',
        'weekStart',
      ].sort(),
    );
  });

  it('counts each figure of the Istanbul week and of what waits, and changes once it is handled', async () => {
    const before = await read();
    expect(before.weekStart).toBe('2026-11-22T21:00:00.000Z');
    expect(before.weekEnd).toBe('2026-11-29T21:00:00.000Z');

    // Lab sessions: Monday 00:30 Istanbul (ended, marked), Tuesday (ended, unmarked), Friday (to come); Sunday 23:30
    // before the week and Monday 00:00 after it are not this week's.
    const teacher = await createUser(ctx.app, 'teacher');
    const student = await createUser(ctx.app, 'student');
    const session = (startsAt: Date) => ({
      courseTitle: 'Python',
      teacherId: teacher.id,
      startsAt,
      endsAt: hoursAfter(startsAt, 2),
    });
    const [monday] = await ctx.app.db
      .insert(labSessions)
      .values([
        session(at('2026-11-22T21:30:00Z')),
        session(at('2026-11-24T07:00:00Z')),
        session(at('2026-11-27T07:00:00Z')),
        session(at('2026-11-22T20:30:00Z')),
        session(at('2026-11-29T21:00:00Z')),
      ])
      .returning({ id: labSessions.id });
    await ctx.app.db.insert(attendance).values({ sessionId: monday.id, studentId: student.id, status: 'present' });

    // Companies waiting: one verified, one not; an approved one does not count.
    const waiting = [await createUser(ctx.app, 'company'), await createUser(ctx.app, 'company')];
    await createUser(ctx.app, 'company');
    await ctx.app.db
      .update(companyProfiles)
      .set({ approval: 'pending' })
      .where(
        inArray(
          companyProfiles.userId,
          waiting.map((c) => c.id),
        ),
      );
    await ctx.app.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, waiting[1].id));
    await ctx.app.db.update(users).set({ emailVerifiedAt: NOW }).where(eq(users.id, waiting[0].id));

    // Contact messages: two unread, one read.
    const [unread] = await ctx.app.db
      .insert(contactMessages)
      .values([
        { message: 'Okunmadı 1', email: 'a@example.org' },
        { message: 'Okunmadı 2', phone: '0532 000 00 00' },
        { message: 'Okundu', email: 'b@example.org', readAt: NOW },
      ])
      .returning({ id: contactMessages.id });

    // Applications: one this week, one the week before.
    const [job] = await ctx.app.db
      .insert(jobs)
      .values({ title: 'Stajyer', description: 'İlan', addedByType: 'Admin' })
      .returning({ id: jobs.id });
    const other = await createUser(ctx.app, 'student');
    await ctx.app.db.insert(jobApplications).values([
      { jobId: job.id, studentId: student.id, createdAt: at('2026-11-23T09:00:00Z') },
      { jobId: job.id, studentId: other.id, createdAt: at('2026-11-20T09:00:00Z') },
    ]);

    // Certificates: one this week, one next week's.
    await ctx.app.db.insert(certificates).values([
      { code: 'ABCDEFGHIJKLMNOP', studentId: student.id, courseTitle: 'Python', score: 3, total: 3, issuedAt: NOW },
      {
        code: 'QRSTUVWXYZ234567',
        studentId: other.id,
        courseTitle: 'Python',
        score: 3,
        total: 3,
        issuedAt: at('2026-11-30T09:00:00Z'),
      },
    ]);

    // A failed mail in the queue.
    await ctx.app.queue.executor.executeSql(
      `insert into pgboss.job (id, name, data, state, retry_limit, completed_on)
       values (gen_random_uuid(), 'mail', $1, 'failed', 0, now())`,
      [{ template: 'welcome', to: 'a***e@e***.com', sealed: 'v2.x' }],
    );

    const after = await read();
    expect(after.sessions).toEqual({
      week: before.sessions.week + 3,
      ended: before.sessions.ended + 2,
      marked: before.sessions.marked + 1,
    });
    expect(after.companies).toEqual({
      pending: before.companies.pending + 2,
      verified: before.companies.verified + 1,
    });
    expect(after.unreadMessages).toBe(before.unreadMessages + 2);
    expect(after.applicationsThisWeek).toBe(before.applicationsThisWeek + 1);
    expect(after.certificatesThisWeek).toBe(before.certificatesThisWeek + 1);
    expect(after.failedMails).toBe(before.failedMails + 1);

    // Handled: a company approved, a message opened.
    const approve = await injectAs(ctx.app, admin, {
      method: 'PUT',
      url: `/admin/companies/${waiting[0].id}/approve`,
    });
    expect(approve.statusCode).toBe(200);
    const open = await injectAs(ctx.app, admin, {
      method: 'PUT',
      url: `/admin/messages/${unread.id}/read`,
      payload: { read: true },
    });
    expect(open.statusCode).toBe(200);
    const handled = await read();
    expect(handled.companies).toEqual({ pending: before.companies.pending + 1, verified: before.companies.verified });
    expect(handled.unreadMessages).toBe(before.unreadMessages + 1);
  });

  it('names the open cohort with its participants and target, and none when no cohort is open', async () => {
    const open = (await ctx.app.db.select().from(cohorts).where(eq(cohorts.status, 'open')))[0];
    const first = await read();
    if (open) {
      expect(first.cohort).toMatchObject({ id: open.id, name: open.name, target: open.targetParticipants });
      const student = await createUser(ctx.app, 'student');
      const { cohortId } = (await ctx.app.db.query.studentProfiles.findFirst({
        where: (sp, { eq: is }) => is(sp.userId, student.id),
      }))!;
      expect(cohortId).toBe(open.id);
      expect((await read()).cohort?.participants).toBe(first.cohort!.participants + 1);
      await ctx.app.db.update(cohorts).set({ status: 'closed' }).where(eq(cohorts.id, open.id));
    }
    expect((await read()).cohort).toBeNull();
  });
});
