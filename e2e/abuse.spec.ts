import { request, type APIRequestContext, type Page } from '@playwright/test';
import { createUser, exclusive, expect, samples, test, type E2EUser } from './fixtures.ts';

/**
 * HTML and script typed into every user text field is shown as text.
 * No dialog opens, no injected script or handler runs, no injected element reaches the DOM.
 * (The CSP would also block inline script; these checks hold without it, because nothing is parsed as HTML.)
 */

/** A marker per field, so a failure names the field that leaked. */
const img = (tag: string) => `<img src=x onerror="window.__xss='${tag}';alert('${tag}')">`;
const script = (tag: string) => `<script>window.__xss='${tag}';alert('${tag}')</script>`;
const payload = (tag: string) => `${tag} ${img(tag)}${script(tag)}`;

async function api(user: E2EUser | null, baseURL: string): Promise<APIRequestContext> {
  return request.newContext({
    baseURL,
    extraHTTPHeaders: user ? { cookie: `${user.cookie.name}=${user.cookie.value}` } : {},
  });
}

async function created(res: {
  ok(): boolean;
  status(): number;
  text(): Promise<string>;
  json(): Promise<{ id: string }>;
}) {
  if (!res.ok()) throw new Error(`set-up request failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).id;
}

/** Watches a page for anything the payloads could do. */
function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  return {
    async expectInert(...literals: string[]) {
      for (const text of literals) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { __xss?: string }).__xss),
        'an injected handler ran',
      ).toBeUndefined();
      // Nothing of the payloads became an element: no <img src=x>, no inline script in the body (the page's boot data,
      // a JSON element until the app has read it, is data the browser never runs).
      expect(
        await page.locator('img[src="x"], body script:not([src]):not([type="application/json"])').count(),
        'an injected element',
      ).toBe(0);
      expect(dialogs, 'a dialog opened').toEqual([]);
    },
  };
}

test.describe('HTML and script in user texts stay inert', () => {
  test('jobs, names and applicants: job list, job page, hire page, profiles and admin screens', async ({
    page,
    loginAs,
    baseURL,
  }) => {
    const company = await createUser('company', { name: '<b>Firma</b>', companyName: payload('company') });
    const student = await createUser('student', {
      name: '<b>Ali</b>',
      surname: '<i>Veli</i>',
      resume: { name: '<img src=x>.pdf', data: samples.pdf },
    });
    const admin = await createUser('admin');
    const asCompany = await api(company, baseURL!);
    const jobId = await created(
      await asCompany.post('/job/add', { data: { title: '<u>XSS</u>', description: payload('job-desc') } }),
    );
    await created(await (await api(student, baseURL!)).post(`/enrollment/enroll/${jobId}`));
    const w = watch(page);

    await page.goto('/jobs');
    await w.expectInert('<u>XSS</u>');
    await page.goto(`/jobinfopage/${jobId}`);
    await w.expectInert('<u>XSS</u>', img('job-desc'), img('company'));

    await loginAs(company);
    await page.goto(`/hire/${jobId}`);
    await w.expectInert('<u>XSS</u>', img('job-desc'), '<b>Ali</b>');
    await page.goto('/CompanyProfile');
    await w.expectInert('<u>XSS</u>', img('company'));

    await loginAs(student);
    await page.goto('/StudentProfile');
    await w.expectInert('<b>Ali</b>', '<u>XSS</u>');

    await loginAs(admin);
    await page.goto('/admin/users');
    await w.expectInert('<b>Ali</b>');
    await page.goto('/admin/logs');
    await w.expectInert('<u>XSS</u>');
    await page.goto('/admin/jobs');
    await w.expectInert('<u>XSS</u>');
  });

  test('courses: list, info page with classes, enrolment page, exam questions and teacher profile', async ({
    page,
    loginAs,
    baseURL,
  }) => {
    const teacher = await createUser('teacher', { name: '<b>Öğretmen</b>' });
    const student = await createUser('student');
    const form = {
      title: `Kurs ${img('course-title')}`,
      description: payload('course-desc'),
      classes: JSON.stringify([
        { title: `Ders ${img('class-title')}`, description: payload('class-desc'), videoLink: '' },
      ]),
      test: JSON.stringify({
        questions: [{ text: payload('question'), options: [img('option'), 'b', 'c', 'd', 'e'], correctAnswer: 0 }],
      }),
    };
    const courseId = await created(await (await api(teacher, baseURL!)).post('/course/add', { multipart: form }));
    await created(await (await api(student, baseURL!)).post(`/courseEnrollement/enroll/${courseId}`));
    const w = watch(page);

    await page.goto('/courses');
    await w.expectInert(img('course-title'));
    await page.goto(`/courseInfoPage/${courseId}`);
    await w.expectInert(img('course-title'), img('course-desc'), img('class-title'), img('class-desc'));
    await page.goto(`/courseEnroll/${courseId}`);
    await w.expectInert(img('course-title'), img('class-title'));

    await loginAs(student);
    await page.goto('/StudentProfile');
    await w.expectInert(img('course-title'));
    await page.goto(`/exam/${courseId}`);
    await w.expectInert(img('question'), img('option'));

    // A student who is not enrolled is told the course's name before the exam.
    await loginAs(await createUser('student'));
    await page.goto(`/exam/${courseId}`);
    await w.expectInert(`“Kurs ${img('course-title')}” kursuna`);

    await loginAs(teacher);
    await page.goto('/TeacherProfile');
    await w.expectInert('<b>Öğretmen</b>', img('course-title'));
    // The delete question names the course, as text.
    await page.getByRole('button', { name: `Kurs ${img('course-title')}: Sil` }).click();
    await w.expectInert(`“Kurs ${img('course-title')}” kursunu silmek`);
    await page.getByRole('button', { name: 'Vazgeç' }).click();
  });

  test('news: list and detail page @phone', async ({ page, baseURL }) => {
    const admin = await createUser('admin');
    const blogId = await created(
      await (
        await api(admin, baseURL!)
      ).post('/blog/add', {
        multipart: {
          title: `Haber ${img('blog-title')}`,
          description: payload('blog-desc'),
          details: payload('blog-details'),
        },
      }),
    );
    const w = watch(page);

    await page.goto('/haberler');
    await w.expectInert(img('blog-title'));
    await page.goto(`/haberler/details/${blogId}`);
    await w.expectInert(img('blog-title'), img('blog-details'));
  });

  test('about us: main text and cards', async ({ page, baseURL }) => {
    await exclusive('about-page', async () => {
      const admin = await createUser('admin');
      const asAdmin = await api(admin, baseURL!);
      const before = await (await asAdmin.get('/aboutus')).json();
      const res = await asAdmin.post('/aboutus/edit/1', {
        multipart: { mainText: payload('about-main'), cards: JSON.stringify([{ id: 1, text: payload('about-card') }]) },
      });
      expect(res.ok()).toBe(true);
      try {
        const w = watch(page);
        await page.goto('/aboutus');
        await w.expectInert(img('about-main'), img('about-card'));
      } finally {
        // The page is shared with other tests: put its text back.
        await asAdmin.post('/aboutus/edit/1', {
          multipart: { mainText: before.mainText ?? '', cards: JSON.stringify(before.cards ?? []) },
        });
      }
    });
  });

  test('contact message: name, e-mail and message in the admin list', async ({ page, loginAs, baseURL }) => {
    const visitor = await api(null, baseURL!);
    const sent = await visitor.post('/mail/contact', {
      data: { name: payload('contact-name'), phone: '<b>555</b>', message: payload('contact-message') },
    });
    expect(sent.status()).toBe(201);
    const admin = await createUser('admin');
    await loginAs(admin);
    const w = watch(page);
    await page.goto('/admin/messages');
    await w.expectInert(img('contact-name'), img('contact-message'), '<b>555</b>');
  });
});
