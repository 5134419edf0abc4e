import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { ApplicantView, JobView } from '@beceri/domain';
import { certificates, courses, jobCourseRequirements, jobs } from '../../db/schema/index.ts';
import { addCourse } from '../../../test/course-fixtures.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  onPostgres,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';

/*
 * A job's course requirements and a student's match against them (docs/product.md 'Kurs gereksinimleri', decision
 * 062), through HTTP on a real database: the form's checks, who may set them, the match on lists and pages, 'Bana
 * uygun ilanlar' paged in SQL, the applicants' order and filter, and the visitors' list that stays cached without it.
 */

let ctx: TestContext;
let company: TestUser;
let otherCompany: TestUser;
let admin: TestUser;
let teacher: TestUser;
/** Holds no certificate. */
let newcomer: TestUser;
/** Holds the certificates of Python and Ağ Temelleri. */
let graduate: TestUser;
/** Holds the certificate of Python only. */
let halfway: TestUser;
let python: string;
let network: string;
let security: string;
let draft: string;

beforeAll(async () => {
  ctx = await createTestApp();
  company = await createUser(ctx.app, 'company', { companyName: 'Körfez Bilişim' });
  otherCompany = await createUser(ctx.app, 'company', { companyName: 'Marmara Yazılım' });
  admin = await createUser(ctx.app, 'admin');
  teacher = await createUser(ctx.app, 'teacher');
  newcomer = await createUser(ctx.app, 'student', { name: 'Elif' });
  graduate = await createUser(ctx.app, 'student', { name: 'Ayşe' });
  halfway = await createUser(ctx.app, 'student', { name: 'Can' });
  python = await addCourse(ctx.app, teacher, { title: 'Python 101' });
  network = await addCourse(ctx.app, teacher, { title: 'Ağ Temelleri' });
  security = await addCourse(ctx.app, teacher, { title: 'Siber Güvenlik' });
  [{ id: draft }] = await ctx.app.db
    .insert(courses)
    .values({ title: 'Taslak Kurs', addedBy: teacher.id, addedByType: 'Teacher', status: 'draft', publishedAt: null })
    .returning({ id: courses.id });
  const certificate = (studentId: string, courseId: string, code: string) => ({
    studentId,
    courseId,
    code,
    courseTitle: '',
    score: 3,
    total: 3,
  });
  await ctx.app.db
    .insert(certificates)
    .values([
      certificate(graduate.id, python, 'GRADPYTHON22'),
      certificate(graduate.id, network, 'GRADNETWORK2'),
      certificate(halfway.id, python, 'HALFPYTHON22'),
    ]);
});
afterAll(() => ctx.close());

const job = (extra: object = {}) => ({ title: 'Yazılım Destek', description: 'Python ile otomasyon', ...extra });
const addJob = (by: TestUser, extra: object = {}, lang = '') =>
  injectAs(ctx.app, by, { method: 'POST', url: `/job/add${lang}`, payload: job(extra) });
async function addedJob(by: TestUser, extra: object = {}): Promise<string> {
  const res = await addJob(by, extra);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
const editJob = (by: TestUser, id: string, extra: object = {}) =>
  injectAs(ctx.app, by, { method: 'PUT', url: `/job/edit/${id}`, payload: job(extra) });
const jobPage = async (id: string, as: TestUser | null = null) => {
  const res = await injectAs(ctx.app, as, { url: `/job/getJob/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json() as JobView;
};
const stored = async (jobId: string) =>
  (await ctx.app.db.select().from(jobCourseRequirements).where(eq(jobCourseRequirements.jobId, jobId)))
    .map((r) => `${r.kind} ${r.courseId}`)
    .sort();
const jobCount = async () => (await ctx.app.db.select({ n: count() }).from(jobs))[0].n;

describe('setting requirements in the job form', () => {
  it('stores the chosen courses with the job and shows them to everyone on its page, by title', async () => {
    const id = await addedJob(company, { requiredCourseIds: [python, network], preferredCourseIds: [security] });
    expect(await stored(id)).toEqual([`required ${python}`, `required ${network}`, `preferred ${security}`].sort());
    const page = await jobPage(id);
    expect(page.requiredCourses).toEqual([
      { courseId: network, title: 'Ağ Temelleri' },
      { courseId: python, title: 'Python 101' },
    ]);
    expect(page.preferredCourses).toEqual([{ courseId: security, title: 'Siber Güvenlik' }]);
    expect(page).not.toHaveProperty('match');
  });

  it.each([
    [{ requiredCourseIds: 'Python 101' }, 'requiredCourseIds', 'Geçerli bir kurs seçin.'],
    [{ preferredCourseIds: ['python'] }, 'preferredCourseIds.0', 'Geçerli bir kurs seçin.'],
  ])('refuses %o with a Turkish message under the field and stores nothing', async (extra, field, message) => {
    const before = await jobCount();
    const res = await addJob(company, extra);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await jobCount()).toBe(before);
  });

  it('refuses a sixth course, a course in both lists, and a draft or unknown course, storing nothing', async () => {
    const before = await jobCount();
    const six = Array.from({ length: 6 }, () => crypto.randomUUID());
    const cases: [object, string, string][] = [
      [{ requiredCourseIds: six }, 'requiredCourseIds', 'En fazla 5 kurs seçebilirsiniz.'],
      [
        { requiredCourseIds: [python], preferredCourseIds: [network, python] },
        'preferredCourseIds',
        'Bir kurs hem gerekli hem tercih edilen olamaz.',
      ],
      [
        { requiredCourseIds: [python, draft] },
        'requiredCourseIds',
        'Seçilen kurslardan biri platformda yayında değil; listeden yayındaki bir kurs seçin.',
      ],
      [
        { preferredCourseIds: [crypto.randomUUID()] },
        'preferredCourseIds',
        'Seçilen kurslardan biri platformda yayında değil; listeden yayındaki bir kurs seçin.',
      ],
    ];
    for (const [extra, field, message] of cases) {
      const res = await addJob(company, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().fields[field]).toBe(message);
      expect(res.json().error).toBe(message);
    }
    expect(await jobCount()).toBe(before);
    const english = await addJob(company, { requiredCourseIds: [draft] }, '?lang=en');
    expect(english.json().fields.requiredCourseIds).toBe(
      'One of the chosen courses is not published on the platform; choose a published course from the list.',
    );
  });

  it('keeps them through an edit that names neither list, replaces them through one that does', async () => {
    const id = await addedJob(company, { requiredCourseIds: [python] });
    expect((await editJob(company, id)).statusCode).toBe(200);
    expect(await stored(id)).toEqual([`required ${python}`]);
    expect((await editJob(company, id, { requiredCourseIds: [], preferredCourseIds: [network] })).statusCode).toBe(200);
    expect(await stored(id)).toEqual([`preferred ${network}`]);
    // A refused edit changes neither the job nor its requirements.
    const refused = await editJob(company, id, { title: 'Başka', requiredCourseIds: [draft] });
    expect(refused.statusCode).toBe(400);
    expect(await stored(id)).toEqual([`preferred ${network}`]);
    expect((await jobPage(id)).title).toBe('Yazılım Destek');
  });

  it("lets only the job's company, or an admin on an admin's job, set them", async () => {
    const id = await addedJob(company, { requiredCourseIds: [python] });
    for (const [who, status] of [
      [otherCompany, 403],
      [admin, 403],
      [graduate, 403],
      [teacher, 403],
      [null, 401],
    ] as const) {
      const res = await editJob(who as TestUser, id, { requiredCourseIds: [security] });
      expect(res.statusCode, who?.role ?? 'visitor').toBe(status);
    }
    expect(await stored(id)).toEqual([`required ${python}`]);
    const adminsJob = await addedJob(admin, { requiredCourseIds: [network] });
    expect((await editJob(admin, adminsJob, { requiredCourseIds: [security] })).statusCode).toBe(200);
    expect(await stored(adminsJob)).toEqual([`required ${security}`]);
  });

  it("drops a deleted course from every job's requirements", async () => {
    const course = await addCourse(ctx.app, teacher, { title: 'Geçici Kurs' });
    const id = await addedJob(company, { requiredCourseIds: [course, python] });
    expect((await injectAs(ctx.app, teacher, { method: 'DELETE', url: `/course/delete/${course}` })).statusCode).toBe(
      200,
    );
    expect((await jobPage(id)).requiredCourses).toEqual([{ courseId: python, title: 'Python 101' }]);
  });
});

describe("a student's match", () => {
  let id: string;
  beforeAll(async () => {
    id = await addedJob(company, { requiredCourseIds: [python, network], preferredCourseIds: [security] });
  });

  it('names the missing courses to a student without their certificates, and none to one who holds them', async () => {
    expect((await jobPage(id, newcomer)).match).toEqual({
      required: 2,
      met: 0,
      missing: [
        { courseId: network, title: 'Ağ Temelleri' },
        { courseId: python, title: 'Python 101' },
      ],
    });
    expect((await jobPage(id, halfway)).match).toEqual({
      required: 2,
      met: 1,
      missing: [{ courseId: network, title: 'Ağ Temelleri' }],
    });
    expect((await jobPage(id, graduate)).match).toEqual({ required: 2, met: 2, missing: [] });
  });

  it('rides on every job of a student’s list (both lists), never on anyone else’s', async () => {
    for (const url of ['/job/get?limit=100', '/job/all?limit=100']) {
      const res = await injectAs(ctx.app, halfway, { url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const items = res.json() as JobView[];
      expect(items.find((j) => j.id === id)?.match).toEqual({
        required: 2,
        met: 1,
        missing: [{ courseId: network, title: 'Ağ Temelleri' }],
      });
      expect(items.every((j) => j.match !== undefined)).toBe(true);
    }
    for (const who of [null, company, admin, teacher]) {
      const items = (await injectAs(ctx.app, who, { url: '/job/get?limit=100' })).json() as JobView[] | object;
      if (who) expect((items as JobView[]).some((j) => 'match' in j)).toBe(false);
    }
  });

  it('is read for a whole page in one statement, whatever its size', async () => {
    const driver = (ctx.app.database.pool ?? (ctx.app.db as unknown as { $client: object }).$client) as {
      query: (q: unknown) => unknown;
    };
    const spy = vi.spyOn(driver, 'query');
    const res = await injectAs(ctx.app, graduate, { url: '/job/get?limit=100' });
    const statements = spy.mock.calls.map(([q]) => (typeof q === 'string' ? q : JSON.stringify(q)));
    spy.mockRestore();
    expect((res.json() as JobView[]).length).toBeGreaterThan(3);
    expect(statements.filter((q) => q.includes('job_course_requirements'))).toHaveLength(1);
  });

  it.skipIf(onPostgres)(
    "keeps the visitors' list cached and without match, and never hands it to a student",
    async () => {
      const visitor = await ctx.app.inject({ url: '/job/all?limit=100' });
      expect(visitor.statusCode).toBe(200);
      expect((visitor.json() as JobView[]).some((j) => 'match' in j)).toBe(false);
      // The second visitor is answered from the cache: no statement reads the jobs.
      const driver = (ctx.app.db as unknown as { $client: { query: (q: unknown) => unknown } }).$client;
      const spy = vi.spyOn(driver, 'query');
      const again = await ctx.app.inject({ url: '/job/all?limit=100' });
      const reads = spy.mock.calls.filter(([q]) => JSON.stringify(q).includes('"jobs"')).length;
      spy.mockRestore();
      expect(reads).toBe(0);
      expect(again.body).toBe(visitor.body);
      // A student asking the same address right after gets her own answer.
      const mine = (await injectAs(ctx.app, graduate, { url: '/job/all?limit=100' })).json() as JobView[];
      expect(mine.every((j) => j.match !== undefined)).toBe(true);
    },
  );
});

describe("'Bana uygun ilanlar' (?eligible=1)", () => {
  it('lists only the jobs whose required courses the student holds, paged in SQL with the total', async () => {
    const fresh = await createUser(ctx.app, 'company', { companyName: 'Sayfa A.Ş.' });
    // Only this company's jobs are counted below: the other tests' jobs ride along in the same list.
    const mine = [
      await addedJob(fresh, { title: 'Python', requiredCourseIds: [python] }),
      await addedJob(fresh, { title: 'İkisi', requiredCourseIds: [python, network] }),
      await addedJob(fresh, { title: 'Güvenlik', requiredCourseIds: [security] }),
      await addedJob(fresh, { title: 'Serbest' }),
      await addedJob(fresh, { title: 'Tercihli', preferredCourseIds: [security] }),
    ];
    const all = async (student: TestUser) => {
      const res = await injectAs(ctx.app, student, { url: '/job/get?eligible=1&limit=100' });
      expect(res.statusCode).toBe(200);
      const items = res.json() as JobView[];
      expect(Number(res.headers['x-total-count'])).toBe(items.length);
      expect(items.every((j) => j.match!.met === j.match!.required)).toBe(true);
      return items.filter((j) => mine.includes(j.id)).map((j) => j.title);
    };
    expect(await all(graduate)).toEqual(['Tercihli', 'Serbest', 'İkisi', 'Python']);
    expect(await all(halfway)).toEqual(['Tercihli', 'Serbest', 'Python']);
    expect(await all(newcomer)).toEqual(['Tercihli', 'Serbest']);

    const total = Number(
      (await injectAs(ctx.app, newcomer, { url: '/job/all?eligible=1&limit=1' })).headers['x-total-count'],
    );
    const pages: string[] = [];
    for (let page = 1; page <= total; page++) {
      const res = await injectAs(ctx.app, newcomer, { url: `/job/all?eligible=1&limit=1&page=${page}` });
      expect(Number(res.headers['x-total-count'])).toBe(total);
      const items = res.json() as JobView[];
      expect(items).toHaveLength(1);
      pages.push(items[0].id);
    }
    const past = await injectAs(ctx.app, newcomer, { url: `/job/all?eligible=1&limit=1&page=${total + 1}` });
    expect(past.json()).toEqual([]);
    expect(Number(past.headers['x-total-count'])).toBe(total);
    expect(new Set(pages).size).toBe(total);
    const everything = Number(
      (await injectAs(ctx.app, newcomer, { url: '/job/all?limit=1' })).headers['x-total-count'],
    );
    expect(total).toBeLessThan(everything);
  });

  it('asks a visitor to log in, refuses it to other roles in their language, and refuses an odd value', async () => {
    const visitor = await ctx.app.inject({ url: '/job/all?eligible=1' });
    expect(visitor.statusCode).toBe(401);
    const refused = await injectAs(ctx.app, company, { url: '/job/get?eligible=1' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('“Bana uygun ilanlar” yalnızca öğrenciler için gösterilir.');
    const english = await injectAs(ctx.app, admin, { url: '/job/all?eligible=1&lang=en' });
    expect(english.json().error).toBe('“Jobs for me” is shown to students only.');
    expect((await injectAs(ctx.app, graduate, { url: '/job/all?eligible=yes' })).statusCode).toBe(400);
    expect((await injectAs(ctx.app, graduate, { url: '/job/all?eligible=0' })).statusCode).toBe(200);
  });
});

describe("a job's applicants", () => {
  it('come most requirements met first, then by application date; ?meetsRequirements=1 keeps those who meet all', async () => {
    const id = await addedJob(company, { requiredCourseIds: [python, network] });
    const late = await createUser(ctx.app, 'student', { name: 'Deniz' });
    // Applied in this order: none met, one, all, none.
    for (const student of [newcomer, halfway, graduate, late]) {
      const res = await injectAs(ctx.app, student, { method: 'POST', url: `/enrollment/enroll/${id}` });
      expect(res.statusCode).toBe(201);
    }
    const names = async (query = '') => {
      const res = await injectAs(ctx.app, company, { url: `/enrollment/studentsEnrolled/${id}${query}` });
      expect(res.statusCode).toBe(200);
      const items = res.json() as ApplicantView[];
      return { names: items.map((a) => a.name), items, total: Number(res.headers['x-total-count']) };
    };
    expect((await names()).names).toEqual(['Ayşe', 'Can', 'Elif', 'Deniz']);
    expect((await names('?sort=newest')).names).toEqual(['Ayşe', 'Can', 'Deniz', 'Elif']);
    const { items } = await names();
    expect(items.map((a) => a.match)).toEqual([
      { required: 2, met: 2, missing: [] },
      { required: 2, met: 1, missing: [{ courseId: network, title: 'Ağ Temelleri' }] },
      {
        required: 2,
        met: 0,
        missing: [
          { courseId: network, title: 'Ağ Temelleri' },
          { courseId: python, title: 'Python 101' },
        ],
      },
      expect.objectContaining({ met: 0 }),
    ]);
    expect(await names('?meetsRequirements=1')).toMatchObject({ names: ['Ayşe'], total: 1 });
    expect(await names('?meetsRequirements=1&status=Hired')).toMatchObject({ names: [], total: 0 });
    expect((await names('?meetsRequirements=1&limit=1&page=2')).total).toBe(1);
    // Another company still cannot read them.
    const other = await injectAs(ctx.app, otherCompany, {
      url: `/enrollment/studentsEnrolled/${id}?meetsRequirements=1`,
    });
    expect(other.statusCode).toBe(403);
  });
});
