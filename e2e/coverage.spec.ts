/**
 * Every route of docs/product.md, opened by the role it is for, on the 1440 px desktop and the 390 px phone
 * (this file's titles carry @phone, so both projects run it), checked with axe (WCAG 2.1 A/AA):
 * no serious or critical violation, no console error, and the page is the screen itself
 * (not the not-found or no-access page), and nothing makes the page scroll sideways.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { apiAs, createUser, expect, samples, setupJson, test, type E2EUser } from './fixtures.ts';

interface Seed {
  student: E2EUser;
  teacher: E2EUser;
  company: E2EUser;
  admin: E2EUser;
  courseId: string;
  jobId: string;
  blogId: string;
}

let seed: Seed | undefined;

async function seedOnce(): Promise<Seed> {
  if (seed) return seed;
  const [student, teacher, company, admin] = await Promise.all([
    createUser('student', { resume: { name: 'ozgecmis.pdf', data: samples.pdf } }),
    createUser('teacher'),
    createUser('company'),
    createUser('admin'),
  ]);
  const asTeacher = await apiAs(teacher);
  const test = {
    questions: [
      {
        text: 'Python bir programlama dili midir?',
        options: ['Evet', 'Hayır', 'Belki', 'Bilinmez', 'Hiçbiri'],
        correctAnswer: 0,
      },
    ],
  };
  const course = await setupJson<{ id: string }>(
    asTeacher.post('/course/add', {
      multipart: {
        title: 'Nesnelerin İnterneti',
        category: 'Python',
        description: 'Sensörlerden buluta IoT uygulamaları.',
        classes: JSON.stringify([
          { title: 'Giriş', description: 'Temel kavramlar', videoLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
        ]),
        test: JSON.stringify(test),
      },
    }),
  );
  const asCompany = await apiAs(company);
  const job = await setupJson<{ id: string }>(
    asCompany.post('/job/add', { data: { title: 'Destek', description: 'BT destek uzmanı aranıyor.' } }),
  );
  const asStudent = await apiAs(student);
  await setupJson(asStudent.post(`/courseEnrollement/enroll/${course.id}`));
  await setupJson(asStudent.post(`/enrollment/enroll/${job.id}`));
  const asAdmin = await apiAs(admin);
  const blog = await setupJson<{ id: string }>(
    asAdmin.post('/blog/add', {
      multipart: {
        title: 'Kapanış semineri',
        description: 'Eylül 2024',
        details: 'Proje kapanış semineri duyurusu.',
        images: { name: 'afis.png', mimeType: 'image/png', buffer: samples.png },
      },
    }),
  );
  seed = { student, teacher, company, admin, courseId: course.id, jobId: job.id, blogId: blog.id };
  return seed;
}

type Who = 'visitor' | 'student' | 'teacher' | 'company' | 'admin';
const routes: [path: (s: Seed) => string, who: Who][] = [
  [() => '/', 'visitor'],
  [() => '/', 'admin'],
  [() => '/signup', 'visitor'],
  [() => '/login', 'visitor'],
  [() => '/forgot-password', 'visitor'],
  [() => '/otp', 'visitor'],
  [() => '/reset-password', 'visitor'],
  [() => '/StudentProfile', 'student'],
  [() => '/CompanyProfile', 'company'],
  [() => '/TeacherProfile', 'teacher'],
  [() => '/addCourse', 'teacher'],
  [(s) => `/editCourse/${s.courseId}`, 'teacher'],
  [() => '/exam', 'student'],
  [(s) => `/exam/${s.courseId}`, 'student'],
  [(s) => `/editExam?courseId=${s.courseId}`, 'teacher'],
  [(s) => `/teacher/courses/${s.courseId}/exam`, 'teacher'],
  [(s) => `/examStats/${s.courseId}`, 'teacher'],
  [(s) => `/teacher/courses/${s.courseId}`, 'teacher'],
  [(s) => `/teacher/courses/${s.courseId}/results`, 'teacher'],
  [(s) => `/teacher/courses/${s.courseId}/statistics`, 'teacher'],
  [() => '/aboutus', 'visitor'],
  [() => '/aboutus/update-about-us', 'admin'],
  [() => '/contactus', 'visitor'],
  [() => '/footer', 'visitor'],
  [() => '/kvkk', 'visitor'],
  [() => '/jobs', 'student'],
  [() => '/addjob', 'company'],
  [(s) => `/hire/${s.jobId}`, 'company'],
  [(s) => `/jobinfopage/${s.jobId}`, 'student'],
  [() => '/courses', 'visitor'],
  [(s) => `/coursedetail/${s.courseId}`, 'student'],
  [(s) => `/courseInfoPage/${s.courseId}`, 'student'],
  [(s) => `/courseEnroll/${s.courseId}`, 'visitor'],
  [() => '/haberler', 'admin'],
  [(s) => `/haberler/details/${s.blogId}`, 'visitor'],
  [() => '/haberler/add-blog', 'admin'],
  [(s) => `/haberler/edit/${s.blogId}`, 'admin'],
  // The admin's dashboard (decision 057).
  [() => '/admin', 'admin'],
  [() => '/admin/courses', 'admin'],
  [() => '/admin/courses/add-course', 'admin'],
  [() => '/admin/courses/edit-course/00000000-0000-0000-0000-000000000000', 'admin'],
  [(s) => `/admin/courses/exam-stats/${s.courseId}`, 'admin'],
  [(s) => `/admin/courses/exam/${s.courseId}`, 'admin'],
  [() => '/admin/jobs', 'admin'],
  [() => '/admin/jobs/add-job', 'admin'],
  [() => '/admin/jobs/edit-job/00000000-0000-0000-0000-000000000000', 'admin'],
  [() => '/admin/logs', 'admin'],
  [() => '/admin/users', 'admin'],
  [() => '/admin/messages', 'admin'],
  // Programme indicators.
  [() => '/admin/indicators', 'admin'],
  // Trust: company vetting.
  [() => '/admin/companies', 'admin'],
  [() => '/admin/outbox', 'admin'],
  [() => '/email-verified?result=verified', 'visitor'],
];

for (const [path, who] of routes) {
  const label = path({ courseId: ':courseId', jobId: ':jobId', blogId: ':id' } as Seed);
  test(`${label} as ${who} renders and passes axe @phone`, async ({ page, loginAs }) => {
    const s = await seedOnce();
    if (who !== 'visitor') await loginAs(s[who]);
    await page.goto(path(s));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#main')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Erişim engellendi' })).toHaveCount(0);
    await expect(page.getByText('Bu sayfa yakında kullanıma açılacak.')).toHaveCount(0);
    await expect(page).not.toHaveURL(who === 'visitor' && label !== '/login' ? /\/login$/ : /^$/);
    // Nothing wider than the screen: the page never scrolls sideways (tables scroll inside their own box).
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(blocking).toEqual([]);
  });
}
