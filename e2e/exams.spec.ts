import { apiAs, createUser, expect, expectToast, findAdminRow, test, wcagViolations, type E2EUser } from './fixtures.ts';
import { examBody, questions, takeExam, uniqueTitle } from './support/exams.ts';

/** A course by `teacher` with one class and the three-question test, posted through the API. */
async function courseWithExam(teacher: E2EUser, title: string): Promise<string> {
  const api = await apiAs(teacher);
  const res = await api.post('/course/add', {
    multipart: {
      title, description: 'Sensörler, MQTT ve bulut.',
      classes: JSON.stringify([{ title: 'Sensör notları', description: 'İlk ders' }]),
      test: JSON.stringify(examBody),
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
    await expectToast(page, 'Kurs başarıyla eklendi', () => page.getByRole('button', { name: 'Gönder' }).click());
    await expect(page).toHaveURL(/\/admin\/courses$/);
    const courseId = (await (await page.request.get('/course/all?limit=100')).json()).find((c: { title: string }) => c.title === title).id;

    await page.context().clearCookies();
    await page.goto(`/courseEnroll/${courseId}`);
    await page.getByRole('button', { name: 'Kayıt ol' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await loginAs(student);
    await page.goto(`/exam/${courseId}`);
    await expect(page.getByText('Bu kurs için test mevcut değil')).toBeVisible();
    await page.getByRole('button', { name: 'Geri Dön' }).click();
    await expect(page).toHaveURL(/\/StudentProfile$/);
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
