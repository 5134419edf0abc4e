import { apiAs, createUser, expect, expectToast, findAdminRow, test, wcagViolations, type E2EUser } from './fixtures.ts';
import { examBody, questions, takeExam, uniqueTitle } from './support/exams.ts';
import { expectNoTurkish } from './support/english.ts';

/** A course by `teacher` with one class and the three-question test, posted through the API. */
async function courseWithExam(teacher: E2EUser, title: string, test: object = examBody): Promise<string> {
  const api = await apiAs(teacher);
  const res = await api.post('/course/add', {
    multipart: {
      title, description: 'Sensörler, MQTT ve bulut.',
      classes: JSON.stringify([{ title: 'Sensör notları', description: 'İlk ders' }]),
      test: JSON.stringify(test),
    },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await api.dispose();
  return id;
}

async function enrol(student: E2EUser, courseId: string) {
  const api = await apiAs(student);
  expect((await api.post(`/courseEnrollement/enroll/${courseId}`)).ok()).toBe(true);
  await api.dispose();
}

test.describe('exams', () => {
  test('a student fails, retries and passes; the profile and the admin see the score', async ({ page, loginAs }) => {
    const teacher = await createUser('teacher');
    const student = await createUser('student', { name: 'Ayşe', surname: 'Yılmaz' });
    const title = uniqueTitle('IoT Temelleri');
    const courseId = await courseWithExam(teacher, title);
    await enrol(student, courseId);

    await loginAs(student);
    await page.goto('/StudentProfile');
    await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('Sınava henüz girilmedi')).toBeVisible();
    await page.goto(`/coursedetail/${courseId}`);
    // First attempt: one skipped, two wrong. Then a retry with every answer right.
    await page.getByRole('button', { name: 'Sınava Git' }).click();
    await expect(page).toHaveURL(/\/exam$/);
    await expect(page.getByRole('heading', { name: 'Sınav' })).toBeVisible();
    await expect(page.getByText('3 soru')).toBeVisible();
    await takeExam(page, [null, 1, 1]);
    await expect(page.getByText('Başarısız')).toBeVisible();
    await expect(page.getByText('Puanınız: 0 / 3')).toBeVisible();
    await page.getByRole('button', { name: 'Tekrar deneyin' }).click();
    await takeExam(page, questions.map((q) => q.correct));
    await expect(page.getByText('Sınavı başarı ile geçtiniz!')).toBeVisible();
    await expect(page.getByText('Puanınız: 3 / 3')).toBeVisible();
    await expect(page.locator('canvas')).toBeVisible();
    await page.getByRole('button', { name: 'Geri', exact: true }).click();
    await expect(page).toHaveURL(`/coursedetail/${courseId}`);
    await page.goto('/StudentProfile');
    await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('Başarılı 3/3')).toBeVisible();

    // The admin's details of the course show the best score.
    await loginAs(await createUser('admin'));
    await page.goto('/admin/courses');
    const row = await findAdminRow(page, title);
    await row.getByRole('button', { name: `${title}: Detaylar` }).click();
    const studentRow = page.getByRole('dialog', { name: title }).getByRole('row').filter({ hasText: student.email });
    await expect(studentRow).toContainText('3/3');
  });

  test('the exam by id says when a course has no test, and a visitor is sent to log in to enrol @phone', async ({ page, loginAs }) => {
    const admin = await createUser('admin');
    const student = await createUser('student');
    const title = uniqueTitle('Testsiz kurs');
    await loginAs(admin);
    await page.goto('/admin/courses/add-course');
    await page.getByLabel('Kurs başlığı').fill(title);
    await page.getByLabel('Kategori').selectOption('Diğer');
    await expectToast(page, 'Kurs başarıyla eklendi', () => page.getByRole('button', { name: 'Gönder' }).click());
    await expect(page).toHaveURL(/\/admin\/courses$/);
    const courseId = (await (await page.request.get('/course/all?limit=100')).json()).find((c: { title: string }) => c.title === title).id;

    await page.context().clearCookies();
    await page.goto(`/courseEnroll/${courseId}`);
    await page.getByRole('button', { name: 'Kayıt ol' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await enrol(student, courseId);
    await loginAs(student);
    await page.goto(`/exam/${courseId}`);
    await expect(page.getByText('Bu kurs için test mevcut değil')).toBeVisible();
    await page.getByRole('button', { name: 'Geri Dön' }).click();
    await expect(page).toHaveURL(/\/StudentProfile$/);
  });

  test('a student who is not enrolled is offered the enrolment before the first question @phone', async ({ page, loginAs }) => {
    const teacher = await createUser('teacher');
    const student = await createUser('student');
    const title = uniqueTitle('Kayıtsız sınav');
    const courseId = await courseWithExam(teacher, title);
    let submitted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/test/add')) submitted = true;
    });

    await loginAs(student);
    await page.goto(`/exam/${courseId}`);
    await expect(page.getByText(`Bu sınava girmek için önce “${title}” kursuna kaydolmalısınız.`)).toBeVisible();
    await expect(page.getByText('Soru 1 / 3')).toHaveCount(0);
    await expect(page.getByRole('button', { name: questions[0].options[0] })).toHaveCount(0);
    await page.getByRole('link', { name: 'Kursa kaydol' }).click();
    await expect(page).toHaveURL(`/courseEnroll/${courseId}`);
    await expectToast(page, 'Kursa başarıyla kaydoldunuz!', () => page.getByRole('button', { name: 'Kayıt ol' }).click());

    await page.goto(`/exam/${courseId}`);
    await expect(page.getByText('Soru 1 / 3')).toBeVisible();
    expect(submitted).toBe(false);
  });

  test('a student takes an exam in English @en', async ({ page, loginAs }) => {
    const teacher = await createUser('teacher');
    const student = await createUser('student');
    const title = `Safety ${Math.random().toString(36).slice(2, 8)}`;
    const test = {
      questions: [
        { text: 'Which port is HTTPS?', options: ['21', '80', '443', '25', '22'], correctAnswer: 2 },
        { text: 'Which is a strong password?', options: ['123456', 'password', 'K9!t-blue-Sea', 'qwerty', 'abc'], correctAnswer: 2 },
      ],
    };
    const courseId = await courseWithExam(teacher, title, test);
    const mine = [title, ...test.questions.flatMap((q) => [q.text, ...q.options])];

    await loginAs(student);
    await page.goto(`/exam/${courseId}?lang=en`);
    await expect(page.getByText(`Enroll in the course “${title}” before taking this exam.`)).toBeVisible();
    await expectNoTurkish(page.locator('main'), mine);
    await enrol(student, courseId);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Exam' })).toBeVisible();
    await expect(page.getByText('2 questions')).toBeVisible();
    await expect(page.getByText('Question 1 of 2')).toBeVisible();
    await expectNoTurkish(page.locator('main'), mine);
    await page.getByRole('button', { name: '21', exact: true }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'qwerty', exact: true }).click();
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Failed' })).toBeVisible();
    await expect(page.getByText('Your score: 0 / 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoTurkish(page.locator('main'), mine);
  });

  test('the exam screens pass the WCAG 2.1 AA checks', async ({ page, loginAs }) => {
    const teacher = await createUser('teacher');
    const student = await createUser('student');
    const courseId = await courseWithExam(teacher, uniqueTitle('Erişilebilir sınav'));
    await enrol(student, courseId);
    const check = async (path: string) => {
      await page.goto(path);
      await expect(page.getByText('Soru 1 / 3').first()).toBeVisible();
      expect(await wcagViolations(page, { include: 'main', exclude: 'iframe' })).toEqual([]);
    };
    await loginAs(teacher);
    await check(`/editExam?courseId=${courseId}`);
    await loginAs(student);
    await check(`/exam/${courseId}`);
  });
});
