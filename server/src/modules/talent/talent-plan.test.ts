import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldTurkish } from '@beceri/domain';
import { sql } from 'drizzle-orm';
import { createTestApp, createUser, onPostgres, type TestContext } from '../../../test/helpers.ts';
import { searchStatement, talentRepository, type TalentFilters } from './repository.ts';

/*
 * The talent search stays fast with a programme's worth of students (decision 063): 10,000 students, 6,000 of them in
 * the pool, two certificates each, on PostgreSQL (the production database); every filter is one statement served by an
 * index, ≤ 50 ms at the 99th percentile.
 */
describe.runIf(onPostgres)('the talent search over 10,000 students', () => {
  let ctx: TestContext;
  let companyId: string;
  const courseIds: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    companyId = (await createUser(ctx.app, 'company')).id;
    const db = ctx.app.db;
    for (const [i, title] of [
      'Siber Güvenlik',
      'Python',
      'Ağ Teknolojileri',
      'Web Geliştirme',
      'Veri Bilimi',
    ].entries()) {
      const { rows } = await db.execute<{
        id: string;
      }>(sql`insert into courses (title, description, added_by_type, search)
        values (${`${title} plan`}, 'Uygulamalı', 'Admin', ${foldTurkish(`${title} plan uygulamalı`)})
        returning id`);
      courseIds[i] = rows[0].id;
    }
    await db.execute(sql`insert into users (role, email, password_hash, name, surname)
      select 'student', 'plan' || g || '@example.com', 'x', 'Öğrenci' || g, 'Plan' from generate_series(1, 10000) g`);
    await db.execute(sql`insert into student_profiles (user_id, id_number, gender, date_of_birth, education_level,
        job_seeking_status, open_to_work_since, city)
      select u.id, 'x', 'female', '2001-01-01', 'highSchoolGraduate', 'job',
        case when n % 5 < 3 then now() - n * interval '1 minute' end,
        (array['İstanbul', 'Ankara', 'İzmir', 'Kocaeli', 'Bursa', 'Sivas', 'Tokat', 'Van', 'Muş', 'Rize'])[n % 10 + 1]
      from (select id, row_number() over (order by email) as n from users where email like 'plan%@example.com') u`);
    const courses = sql.raw(`array[${courseIds.map((id) => `'${id}'::uuid`).join(',')}]`);
    await db.execute(sql`insert into certificates (code, student_id, course_id, course_title, score, total)
      select translate(upper(md5(u.id::text || k)), '0189', 'QRST'), u.id, (${courses})[(u.n + k) % 5 + 1], 'Kurs', 3, 3
      from (select id, row_number() over (order by email) as n from users where email like 'plan%@example.com') u,
        generate_series(0, 1) k`);
    await db.execute(sql`vacuum analyze`);
  }, 120_000);
  afterAll(() => ctx?.close());

  const cases: [string, Omit<TalentFilters, 'limit' | 'offset'>][] = [
    ['no filter', {}],
    ['a province', { city: 'İzmir' }],
    ['a course', { courseId: '' }],
    ['a course and a province', { courseId: '', city: 'Sivas' }],
    ['a keyword', { q: 'güvenlik' }],
  ];

  it.each(cases)('%s: one statement, ≤ 50 ms at p99 over the first ten pages', async (_name, filters) => {
    const f = { ...filters, courseId: filters.courseId === '' ? courseIds[0] : filters.courseId };
    // The database's own time per search (EXPLAIN ANALYZE without per-node timing), 200 pages among the first ten
    // after a warm-up: what the statement costs, apart from this shared machine's scheduling of the test process.
    const executionMs = async (offset: number) => {
      const { rows } = await ctx.app.db.execute<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(
        sql`explain (analyze, timing off, format json) ${searchStatement(companyId, { ...f, limit: 12, offset })}`,
      );
      const plan = rows[0]['QUERY PLAN'];
      return (typeof plan === 'string' ? JSON.parse(plan) : plan)[0]['Execution Time'] as number;
    };
    for (let i = 0; i < 10; i++) await executionMs(0);
    const times: number[] = [];
    for (let i = 0; i < 200; i++) times.push(await executionMs((i % 10) * 12));
    times.sort((a, b) => a - b);
    const p99 = times[197];
    // The whole call from the app, for the record.
    const started = performance.now();
    const page = await talentRepository.search(ctx.app.db, companyId, { ...f, limit: 12, offset: 0 });
    const wall = performance.now() - started;
    expect(page.total).toBeGreaterThan(0);
    const { rows } = await ctx.app.db.execute<{ 'QUERY PLAN': string }>(
      sql`explain analyze ${searchStatement(companyId, { ...f, limit: 12, offset: 0 })}`,
    );
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    console.log(
      `talent search, ${_name}: p99 ${p99.toFixed(1)} ms in the database, ${wall.toFixed(1)} ms from the app\n${plan}`,
    );
    expect(plan).toMatch(/student_profiles_open_to_work/);
    expect(p99).toBeLessThanOrEqual(50);
  });
});
