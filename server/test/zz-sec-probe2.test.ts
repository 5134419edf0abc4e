import { afterAll, beforeAll, it } from 'vitest';
import { createTestApp, createUser, injectAs, type TestContext, type TestUser } from './helpers.ts';
import { addCourse } from './course-fixtures.ts';
import { addLabSession } from './lab-session-fixtures.ts';
import { courses } from '../src/db/schema/index.ts';
import { eq } from 'drizzle-orm';

let ctx: TestContext;
let teacher: TestUser, other: TestUser, admin: TestUser, student: TestUser, company: TestUser;
const log = (...a: unknown[]) => console.log('PROBE', ...a);
beforeAll(async () => {
  ctx = await createTestApp();
  teacher = await createUser(ctx.app, 'teacher');
  other = await createUser(ctx.app, 'teacher');
  admin = await createUser(ctx.app, 'admin');
  student = await createUser(ctx.app, 'student');
  company = await createUser(ctx.app, 'company');
});
afterAll(() => ctx?.close());
const req = async (u: TestUser | null, method: string, url: string, payload?: object) => {
  const r = await injectAs(ctx.app, u, { method: method as 'GET', url, ...(payload ? { payload } : {}) });
  log(u?.role ?? 'visitor', method, url.slice(0, 90), JSON.stringify(payload ?? '').slice(0, 80), '=>', r.statusCode, r.body.slice(0, 140), r.headers['cache-control'] ?? '');
  return r;
};
it('probes', async () => {
  const pub = await addCourse(ctx.app, teacher, { title: 'Yayında' });
  const draft = await addCourse(ctx.app, teacher, { title: 'Taslak' });
  await ctx.app.db.update(courses).set({ status: 'draft' }).where(eq(courses.id, draft));
  const sid = await addLabSession(ctx.app, { courseId: pub, teacherId: teacher.id, startMinutes: 60 });
  const dsid = await addLabSession(ctx.app, { courseId: draft, teacherId: teacher.id, startMinutes: 60 });
  for (const u of [other, student, company, null]) {
    await req(u, 'GET', `/course/${pub}/sessions`);
    await req(u, 'GET', `/course/${draft}/sessions`);
    await req(u, 'POST', `/course/${pub}/sessions`, { startsAt: '2027-05-05T09:00+03:00', endsAt: '2027-05-05T10:00+03:00' });
    await req(u, 'GET', `/sessions/${sid}/attendance`);
    await req(u, 'GET', `/sessions/${dsid}/sheet.pdf`);
    await req(u, 'GET', `/course/${draft}/attendance`);
    await req(u, 'GET', '/sessions?from=2026-11-01&to=2026-12-31');
    await req(u, 'GET', '/admin/attendance.xlsx');
    await req(u, 'GET', '/admin/cohorts');
    await req(u, 'POST', '/me/calendar-token');
  }
  await req(teacher, 'GET', '/sessions/not-a-uuid/attendance');
  await req(teacher, 'GET', '/sessions/00000000-0000-0000-0000-000000000000/attendance');
  await req(admin, 'GET', '/admin/attendance.xlsx?cohort=x%00y');
  await req(admin, 'GET', '/admin/attendance.xlsx?cohort=00000000-0000-0000-0000-000000000000');
  await req(admin, 'PUT', '/admin/cohorts/00000000-0000-0000-0000-000000000000', { name: 'X', startsOn: '2026-01-01', endsOn: '2026-03-01', birthDateFrom: '2000-01-01', birthDateTo: '2001-01-01' });
  await req(teacher, 'POST', '/admin/cohorts', { name: 'X', startsOn: '2026-01-01', endsOn: '2026-03-01', birthDateFrom: '2000-01-01', birthDateTo: '2001-01-01' });
  await req(null, 'GET', '/calendar/' + 'A'.repeat(43) + '.ics');
  await req(null, 'GET', '/calendar/' + '..%2f..%2fetc' + '.ics');
  await req(null, 'GET', '/programme');
  await req(student, 'POST', '/attendance/check-in', { code: '123456', sessionId: sid, studentId: other.id });
  await req(student, 'GET', '/me/attendance');
  await req(teacher, 'DELETE', `/sessions/${sid}?applyToSeries=maybe`);
  await req(teacher, 'PUT', `/sessions/${sid}`, { startsAt: '2027-05-05T09:00+03:00', endsAt: '2027-05-05T10:00+03:00', room: 'R', capacity: 21, teacherId: other.id, courseId: draft });
  await req(teacher, 'GET', `/course/${pub}/sessions`);
  await req(admin, 'POST', `/course/${pub}/sessions`, { startsAt: '2027-06-05T09:00+03:00', endsAt: '2027-06-05T10:00+03:00', capacity: 1000 });
  await req(teacher, 'POST', `/course/${pub}/sessions`, { startsAt: '2027-06-06T09:00+03:00', endsAt: '2027-06-06T10:00+03:00', capacity: 22 });
});
