/**
 * Seeds the benchmark's dataset through the real schema (migrations of server/drizzle), in a few
 * INSERT … SELECT generate_series statements. Ids are derived from md5(kind || n) (as valid v4 uuids)
 * so rows can refer to each other without a round trip: student i is bench_id('s', i), course j
 * bench_id('c', j), and so on; seededId() computes the same in JavaScript.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../server/src/lib/passwords.ts';
import type { Database } from '../server/src/db/client.ts';

export interface Sizes {
  students: number;
  companies: number;
  teachers: number;
  courses: number;
  classesPerCourse: number;
  enrolments: number;
  jobs: number;
  applications: number;
  logs: number;
  blogs: number;
}

export function sizes(quick: boolean): Sizes {
  const f = quick ? 20 : 1;
  return {
    students: 10_000 / f,
    companies: 200 / f,
    teachers: 50,
    courses: 1_000 / f,
    classesPerCourse: 3,
    enrolments: 100_000 / f,
    jobs: 3_000 / f,
    applications: 50_000 / f,
    logs: 1_000_000 / f,
    blogs: 40,
  };
}

export const ADMIN = { email: 'bench-admin@beceri.test', password: 'Bench12!' };
export const STUDENT_PASSWORD = ADMIN.password;
export const studentEmail = (i: number) => `ogrenci${i}@beceri.test`;
export const teacherEmail = (i: number) => `ogretmen${i}@beceri.test`;
export const companyEmail = (i: number) => `firma${i}@beceri.test`;
/** Weeks of lab sessions each course has. */
export const LAB_WEEKS = 10;

/** Student i (1-based) is enrolled in these courses (1-based), ten at most, all distinct. */
export const coursesOf = (student: number, s: Sizes) =>
  Array.from(
    { length: Math.ceil(s.enrolments / s.students) },
    (_, k) => ((student * 31 + k * (s.courses / 10)) % s.courses) + 1,
  );

const questions = sql`jsonb_build_object('questions', (
  select jsonb_agg(jsonb_build_object(
    'id', gen_random_uuid()::text,
    'text', 'Soru ' || q || ': Bu kursta anlatılan konuyla ilgili doğru seçenek hangisidir?',
    'options', jsonb_build_array('Birinci seçenek', 'İkinci seçenek', 'Üçüncü seçenek', 'Dördüncü seçenek', 'Beşinci seçenek'),
    'correctAnswer', (i + q) % 5))
  from generate_series(1, 5) q))`;

/** md5(kind || n) with the version and variant digits of a v4 uuid (the API validates ids strictly). */
export function seededId(kind: string, n: number): string {
  const h = crypto
    .createHash('md5')
    .update(kind + n)
    .digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20)}`;
}

const idFunction = sql`create or replace function bench_id(kind text, n bigint) returns uuid
  language sql immutable as $$
    select overlay(overlay(md5(kind || n) placing '4' from 13) placing '8' from 17)::uuid
  $$`;

export async function seed(database: Database, s: Sizes, log: (msg: string) => void): Promise<void> {
  const db = database.db;
  const hash = await hashPassword(ADMIN.password);
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const t = performance.now();
    await db.execute(query);
    log(`  ${label} (${Math.round(performance.now() - t)} ms)`);
  };
  const since = sql`timestamptz '2024-01-01'`;
  await db.execute(idFunction);

  await step(
    'admin, teachers',
    sql`
    insert into users (id, role, email, password_hash, name, surname, created_at)
    select bench_id('a', 0), 'admin', ${ADMIN.email}, ${hash}, 'Bench', 'Yönetici', ${since}
    union all
    select bench_id('t', i), 'teacher', 'ogretmen' || i || '@beceri.test', ${hash}, 'Öğretmen' || i, 'Yılmaz',
           ${since} + i * interval '1 hour'
    from generate_series(1, ${s.teachers}) i`,
  );
  await db.execute(sql`insert into teacher_profiles (user_id, subject)
    select bench_id('t', i), 'Bilişim' from generate_series(1, ${s.teachers}) i`);

  await step(
    `${s.students} students`,
    sql`
    insert into users (id, role, email, password_hash, name, surname, phone, address, created_at)
    select bench_id('s', i), 'student', 'ogrenci' || i || '@beceri.test', ${hash}, 'Öğrenci' || i, 'Kaya',
           '0555' || lpad(i::text, 7, '0'), 'İzmit, Kocaeli', ${since} + i * interval '3 minutes'
    from generate_series(1, ${s.students}) i`,
  );
  await db.execute(sql`
    insert into student_profiles (user_id, id_number, gender, date_of_birth, education_level, job_seeking_status, disability)
    select bench_id('s', i), lpad((10000000000 + i)::text, 11, '0'),
           (array['male','female'])[1 + i % 2], date '1990-01-01' + (i % 5000),
           (array['primarySchoolGraduate','middleSchoolGraduate','vocationalSchoolStudent','highSchoolGraduate',
                  'associate','universityStudent','universityGraduate'])[1 + i % 7],
           (array['no','job','internship'])[1 + i % 3], case when i % 17 = 0 then 'yes' else 'no' end
    from generate_series(1, ${s.students}) i`);

  await step(
    `${s.companies} companies`,
    sql`
    insert into users (id, role, email, password_hash, name, surname, created_at)
    select bench_id('f', i), 'company', 'firma' || i || '@beceri.test', ${hash}, 'Yetkili' || i, 'Demir',
           ${since} + i * interval '2 hours'
    from generate_series(1, ${s.companies}) i`,
  );
  // Companies confirmed their address (the talent search is for approved, verified companies: decision 063).
  await db.execute(sql`update users set email_verified_at = created_at where role = 'company'`);
  // Three students in five are in the talent pool, each with a province (decision 063).
  await db.execute(sql`update student_profiles p set open_to_work_since = ${since} + s.n * interval '1 minute',
      city = (array['İstanbul','Ankara','İzmir','Kocaeli','Bursa','Sakarya','Sivas','Tokat','Van','Rize'])[1 + s.n % 10]
    from (select bench_id('s', i) as id, i as n from generate_series(1, ${s.students}) i) s
    where p.user_id = s.id and s.n % 5 < 3`);
  await db.execute(sql`insert into company_profiles (user_id, company_name)
    select bench_id('f', i), 'Firma ' || i || ' A.Ş.' from generate_series(1, ${s.companies}) i`);

  await step(
    `${s.courses} courses with tests`,
    sql`
    insert into courses (id, title, description, category, test, added_by, added_by_type, created_at, updated_at)
    select bench_id('c', i), 'Kurs ' || i || ': Mesleki Beceri',
           'Bu kurs, alanında temel ve ileri becerileri uygulamalı örneklerle anlatır. Ders ' || i,
           (array['Python','IoT','Siber Güvenlik','Veri Bilimi'])[1 + i % 4], ${questions},
           case when i % 10 = 0 then bench_id('a', 0) else bench_id('t', (1 + i % ${s.teachers})) end,
           case when i % 10 = 0 then 'Admin' else 'Teacher' end,
           ${since} + i * interval '6 hours', ${since} + i * interval '6 hours'
    from generate_series(1, ${s.courses}) i`,
  );
  await step(
    `${s.courses * s.classesPerCourse} classes`,
    sql`
    insert into course_classes (course_id, position, title, description, video_link)
    select bench_id('c', i), p, 'Bölüm ' || p, 'Bölümün konusu ve alıştırmaları', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
    from generate_series(1, ${s.courses}) i, generate_series(1, ${s.classesPerCourse}) p`,
  );

  // The lab session whose attendance the bench saves (decision 055): course 1's, going on now, its teacher
  // ogretmen2 (course i is teacher 1 + i % teachers's).
  await db.execute(sql`insert into lab_sessions (id, course_id, course_title, teacher_id, starts_at, ends_at)
    values (bench_id('l', 1), bench_id('c', 1), 'Kurs 1: Mesleki Beceri', bench_id('t', 2), now() - interval '30 minutes',
      now() + interval '1 day')`);
  // Enrolment i: student 1 + i % students, its k-th course (k = i / students), as coursesOf() computes.
  const pairs = sql`select i, 1 + i % ${s.students} as st,
      1 + ((1 + i % ${s.students}) * 31 + (i / ${s.students}) * ${s.courses / 10}) % ${s.courses} as co
    from generate_series(0, ${s.enrolments - 1}) i`;
  await step(
    `${s.enrolments} enrolments`,
    sql`
    insert into course_enrollments (course_id, student_id, created_at, attempt_day, attempts_that_day)
    select bench_id('c', co), bench_id('s', st), ${since} + i * interval '5 minutes',
           ((${since} + i * interval '5 minutes' + interval '1 hour') at time zone 'Europe/Istanbul')::date, 1
    from (${pairs}) p`,
  );
  await step(
    `${s.enrolments} exam attempts`,
    sql`
    insert into exam_attempts (course_id, student_id, questions, answers, day, submitted_at, score, total, status, created_at)
    select bench_id('c', co), bench_id('s', st),
           (select jsonb_agg(jsonb_build_object('id', 'q' || n, 'order', '[0,1,2,3,4]'::jsonb, 'correct', n - 1)) from generate_series(1, 5) n),
           '{"q1":0,"q2":1,"q3":2,"q4":3,"q5":4}'::jsonb,
           ((${since} + i * interval '5 minutes' + interval '1 hour') at time zone 'Europe/Istanbul')::date,
           ${since} + i * interval '5 minutes' + interval '1 hour', i % 6, 5,
           case when i % 6 >= 3 then 'passed' else 'failed' end, ${since} + i * interval '5 minutes' + interval '1 hour'
    from (${pairs}) p`,
  );
  // What the attempt's own statement writes beside it (exams/repository.ts): the enrolment's attempt day (above,
  // with the enrolment, as every enrolment here has its attempt an hour later) and the certificate of a pass.
  await step(
    'certificates',
    sql`
    insert into certificates (code, student_id, course_id, course_title, score, total, issued_at)
    select translate(upper(substr(md5(t.student_id::text || t.course_id::text), 1, 16)), '0189', 'WXYZ'), t.student_id, t.course_id,
           c.title, t.score, t.total, t.created_at
    from exam_attempts t join courses c on c.id = t.course_id where t.status = 'passed'`,
  );

  await step(
    `${s.jobs} jobs`,
    sql`
    insert into jobs (id, title, description, category, city, type, added_by, added_by_type, created_at, updated_at)
    select bench_id('j', i), (array['Kıdemli Yazılım Geliştirici','Ağ Uzmanı','Üretim Teknikeri','Lojistik Sorumlusu','Siber Güvenlik Analisti','BT Destek Uzmanı'])[1 + i % 6] || ' ' || i,
           'Deneyimli ya da yeni mezun adaylar için pozisyon. İlan ' || i,
           (array['Yazılım','Üretim','Lojistik'])[1 + i % 3], (array['Kocaeli','İstanbul','Sakarya','Bursa','Ankara'])[1 + i % 5],
           (array['fullTime','partTime','internship'])[1 + i % 3], bench_id('f', (1 + i % ${s.companies})), 'Company',
           ${since} + i * interval '2 hours', ${since} + i * interval '2 hours'
    from generate_series(1, ${s.jobs}) i`,
  );
  // Job requirements (decision 062): every other job requires one course, every fourth a second, every third prefers
  // one; a logged-in student's job list carries its match against them.
  await step(
    'job requirements',
    sql`
    insert into job_course_requirements (job_id, course_id, kind)
    select bench_id('j', i), bench_id('c', 1 + (i * 7) % ${s.courses}), 'required'
    from generate_series(2, ${s.jobs}, 2) i
    union all
    select bench_id('j', i), bench_id('c', 1 + (i * 11 + 3) % ${s.courses}), 'required'
    from generate_series(4, ${s.jobs}, 4) i
    union all
    select bench_id('j', i), bench_id('c', 1 + (i * 13 + 5) % ${s.courses}), 'preferred'
    from generate_series(3, ${s.jobs}, 3) i
    on conflict do nothing`,
  );
  // The folded search columns, as migration 0008 writes them for existing rows (foldTurkish in SQL).
  for (const table of ['jobs', 'courses']) {
    await db.execute(
      sql.raw(`update ${table} set search = btrim(regexp_replace(lower(translate(title || ' ' || description,
      'ıİIşŞğĞüÜöÖçÇâÂîÎûÛ', 'iiissgguuooccaaiiuu')), '\\s+', ' ', 'g'))`),
    );
  }
  // The lab's timetable (decision 054): every course a weekly 3-hour session for LAB_WEEKS weeks from 2024-01-08, on
  // its own weekday and hour; student 1's ten courses make a 300-hour timetable, teacher 2 teaches 1 course in 50.
  await step(
    `${s.courses * LAB_WEEKS} lab sessions`,
    sql`
    insert into lab_sessions (course_id, course_title, teacher_id, starts_at, ends_at, room, capacity, series_id)
    select c.id, c.title, c.added_by,
           timestamptz '2024-01-08 09:00+03' + (c.n % 5) * interval '1 day' + (c.n % 3) * interval '3 hours' + w * interval '7 days',
           timestamptz '2024-01-08 12:00+03' + (c.n % 5) * interval '1 day' + (c.n % 3) * interval '3 hours' + w * interval '7 days',
           'Oda ' || c.n, 21, bench_id('l', c.n)
    from (select bench_id('c', i) as id, 'Kurs ' || i || ': Mesleki Beceri' as title,
                 case when i % 10 = 0 then bench_id('a', 0) else bench_id('t', (1 + i % ${s.teachers})) end as added_by, i as n
          from generate_series(1, ${s.courses}) i) c,
         generate_series(0, ${LAB_WEEKS - 1}) w`,
  );
  await step(
    `${s.applications} applications`,
    sql`
    insert into job_applications (job_id, student_id, status, created_at, updated_at)
    select bench_id('j', (1 + ((1 + i % ${s.students}) * 13 + (i / ${s.students}) * ${s.jobs / 10}) % ${s.jobs})),
           bench_id('s', (1 + i % ${s.students})), case when i % 20 = 0 then 'Hired' else 'In Review' end,
           ${since} + i * interval '10 minutes', ${since} + i * interval '10 minutes'
    from generate_series(0, ${s.applications - 1}) i`,
  );

  await step(
    `${s.blogs} blogs`,
    sql`
    insert into blogs (title, description, details, created_at, updated_at)
    select 'Haber ' || i || ': Programdan yeni gelişmeler',
           'Mesleki eğitim programımızda bu ay yapılan çalışmaların kısa bir özeti. ' || repeat('Ayrıntılar. ', 10),
           repeat('Haberin tam metni, etkinlikler ve katılımcıların görüşleri. ', 40),
           ${since} + i * interval '9 days', ${since} + i * interval '9 days'
    from generate_series(1, ${s.blogs}) i`,
  );

  // Activity log: types unevenly spread, two years of history, some with an actor.
  await step(
    `${s.logs} activity-log entries`,
    sql`
    insert into activity_logs (type, event, params, actor_id, created_at)
    select (array['student','student','student','company','company','teacher','other'])[1 + i % 7],
           'course.enrolled',
           jsonb_build_object('studentId', bench_id('s', (1 + i % ${s.students})),
             'studentName', 'Öğrenci' || (1 + i % ${s.students}) || ' Kaya',
             'courseId', bench_id('c', (1 + i % ${s.courses})), 'courseTitle', 'Kurs ' || (1 + i % ${s.courses}) || ': Mesleki Beceri'),
           case when i % 3 = 0 then bench_id('s', (1 + i % ${s.students})) end,
           ${since} + i * (interval '2 years' / ${s.logs}::int)
    from generate_series(1, ${s.logs}) i`,
  );

  await db.execute(sql`drop function bench_id(text, bigint)`);
  await step('vacuum analyze', sql`vacuum analyze`);
  // Write the seeded pages out now: otherwise the checkpointer flushes a gigabyte of them while the
  // first endpoints are measured.
  await step('checkpoint', sql`checkpoint`);
}
