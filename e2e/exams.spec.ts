import {
  apiAs,
  createUser,
  expect,
  expectToast,
  findAdminRow,
  test,
  wcagViolations,
  type E2EUser,
} from './fixtures.ts';
import { addCourse, enrol } from './support/courses.ts';
import { examBody, questions, takeExam, uniqueTitle } from './support/exams.ts';
import { expectNoTurkish } from './support/english.ts';

/** A course by `teacher` with one class and the three-question test, posted through the API. */
const courseWithExam = (teacher: E2EUser, title: string, test: object = examBody) =>
  addCourse(teacher, {
    title,
    description: 'Sensörler, MQTT ve bulut.',
    classes: [{ title: 'Sensör notları', description: 'İlk ders' }],
    test,
  });

/** A student enrolled in `courseId` who opens an attempt and sends `answers` (0-based, in the bank's order). */
async function attemptWith(courseId: string, answers: number[]) {
  const student = await createUser('student');
  await enrol(student, courseId);
  const api = await apiAs(student);
  expect((await api.post(`/exam/${courseId}/attempts`)).status()).toBe(201);
  expect((await api.post('/test/add', { data: { courseId, answers } })).ok()).toBe(true);
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
    await expect(
      page.getByRole('listitem').filter({ hasText: title }).getByText('Sınava henüz girilmedi'),
    ).toBeVisible();
    await page.goto(`/coursedetail/${courseId}`);
    // First attempt: one skipped, two wrong. Then a retry with every answer right.
    await page.getByRole('button', { name: 'Sınava Git' }).click();
    await expect(page).toHaveURL(/\/exam$/);
    await expect(page.getByRole('heading', { name: 'Sınav' })).toBeVisible();
    await expect(page.getByText('3 soru')).toBeVisible();
    await takeExam(page, [null, 1, 1]);
    await expect(page.getByText('Başarısız')).toBeVisible();
    await expect(page.getByText('Puanınız: 0 / 3')).toBeVisible();
    // The result says the pass mark and the attempts left, never which question was right.
    await expect(page.getByText('Geçme notu: 1 / 3 (%50)')).toBeVisible();
    await expect(page.getByText('Bugün 9 deneme hakkınız kaldı.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Derslere dön' })).toHaveAttribute('href', `/coursedetail/${courseId}`);
    await page.getByRole('button', { name: 'Tekrar deneyin' }).click();
    await takeExam(
      page,
      questions.map((q) => q.correct),
    );
    await expect(page.getByText('Sınavı başarı ile geçtiniz!')).toBeVisible();
    await expect(page.getByText('Puanınız: 3 / 3')).toBeVisible();
    await expect(page.locator('canvas')).toBeVisible();
    await page.getByRole('link', { name: 'Derslere dön' }).click();
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

  test('the exam by id says when a course has no test, and a visitor is sent to log in to enrol @phone', async ({
    page,
    loginAs,
  }) => {
    const admin = await createUser('admin');
    const student = await createUser('student');
    const title = uniqueTitle('Testsiz kurs');
    await loginAs(admin);
    await page.goto('/admin/courses/add-course');
    await page.getByLabel('Kurs başlığı').fill(title);
    await page.getByLabel('Kategori').selectOption('Diğer');
    await expectToast(page, 'Kurs başarıyla eklendi', () => page.getByRole('button', { name: 'Gönder' }).click());
    await expect(page).toHaveURL(/\/admin\/courses$/);
    const courseId = (await (await page.request.get('/course/all?limit=100')).json()).find(
      (c: { title: string }) => c.title === title,
    ).id;

    await page.context().clearCookies();
    await page.goto(`/courseEnroll/${courseId}`);
    await page.getByRole('link', { name: 'Kaydolmak için giriş yapın' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);

    await enrol(student, courseId);
    await loginAs(student);
    await page.goto(`/exam/${courseId}`);
    await expect(page.getByText('Bu kurs için test mevcut değil')).toBeVisible();
    await page.getByRole('button', { name: 'Geri Dön' }).click();
    await expect(page).toHaveURL(/\/StudentProfile$/);
  });

  test('a student who is not enrolled is offered the enrolment before the first question @phone', async ({
    page,
    loginAs,
  }) => {
    const teacher = await createUser('teacher');
    const student = await createUser('student');
    const title = uniqueTitle('Kayıtsız sınav');
    const courseId = await courseWithExam(teacher, title);
    let submitted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/test/add') || r.url().includes('/attempts')) submitted = true;
    });

    await loginAs(student);
    await page.goto(`/exam/${courseId}`);
    await expect(page.getByText(`Bu sınava girmek için önce “${title}” kursuna kaydolmalısınız.`)).toBeVisible();
    await expect(page.getByText('Soru 1 / 3')).toHaveCount(0);
    await expect(page.getByRole('button', { name: questions[0].options[0] })).toHaveCount(0);
    await page.getByRole('link', { name: 'Kursa kaydol' }).click();
    await expect(page).toHaveURL(`/courseEnroll/${courseId}`);
    await expectToast(page, 'Kursa başarıyla kaydoldunuz!', () =>
      page.getByRole('button', { name: 'Kursa kaydol' }).click(),
    );

    expect(submitted).toBe(false);
    await page.goto(`/exam/${courseId}`);
    await expect(page.getByText('Soru 1 / 3', { exact: true })).toBeVisible();
  });

  test('a student takes an exam in English @en', async ({ page, loginAs }) => {
    const teacher = await createUser('teacher');
    const student = await createUser('student');
    const title = `Safety ${Math.random().toString(36).slice(2, 8)}`;
    const test = {
      questions: [
        { text: 'Which port is HTTPS?', options: ['21', '80', '443', '25', '22'], correctAnswer: 2 },
        {
          text: 'Which is a strong password?',
          options: ['123456', 'password', 'K9!t-blue-Sea', 'qwerty', 'abc'],
          correctAnswer: 2,
        },
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
    await expect(page.getByText('Question 1 of 2', { exact: true })).toBeVisible();
    await expectNoTurkish(page.locator('main'), mine);
    // Shuffled: a wrong answer for whichever question is shown.
    for (const step of [0, 1]) {
      const shown = (await page.locator('#quiz-question').textContent()) ?? '';
      await page.getByRole('button', { name: shown.includes('HTTPS') ? '21' : 'qwerty', exact: true }).click();
      await page.getByRole('button', { name: step === 0 ? 'Next' : 'Finish', exact: true }).click();
    }
    await expect(page.getByRole('status').filter({ hasText: 'Failed' })).toBeVisible();
    await expect(page.getByText('Your score: 0 / 2')).toBeVisible();
    await expect(page.getByText('Pass mark: 1 / 2 (50%)')).toBeVisible();
    await expect(page.getByText('You have 9 attempts left today.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoTurkish(page.locator('main'), mine);
  });

  test('the teacher and an admin read which question most students miss, with a verdict in plain words @phone', async ({
    page,
    loginAs,
  }) => {
    const teacher = await createUser('teacher');
    const title = uniqueTitle('İstatistikli sınav');
    const courseId = await courseWithExam(teacher, title);
    // Six students: nobody gets the first question (its marked answer looks wrong), half the second, four the third.
    const [q1, q2, q3] = examBody.questions.map((q) => q.correctAnswer);
    const wrong = (c: number) => (c + 1) % 5;
    for (let s = 0; s < 6; s++)
      await attemptWith(courseId, [wrong(q1), s < 3 ? q2 : wrong(q2), s < 4 ? q3 : wrong(q3)]);

    await loginAs(teacher);
    await page.goto('/TeacherProfile');
    await page.getByRole('link', { name: `${title}: Soru istatistikleri` }).click();
    await expect(page).toHaveURL(`/teacher/courses/${courseId}/statistics`);
    await expect(page.getByRole('heading', { level: 2, name: 'Soru istatistikleri' })).toBeVisible();
    await expect(page.getByText('En çok kaçırılan soru: 1. soru, doğru oranı %0.')).toBeVisible();
    const table = page.getByRole('region', { name: `“${title}” sınavının soru istatistikleri` });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText(questions[0].text);
    await expect(rows.nth(1)).toContainText('%0');
    await expect(rows.nth(1)).toContainText('Neredeyse kimse doğru cevaplamıyor');
    await expect(rows.nth(2)).toContainText('%50');
    await expect(rows.nth(2)).toContainText('Sorun görünmüyor.');
    await expect(rows.nth(3)).toContainText('%67');
    for (const row of [1, 2, 3]) await expect(rows.nth(row)).toContainText('6');
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(width).toBeLessThanOrEqual(0);

    // Another teacher is refused; an admin reads it from the course list.
    await loginAs(await createUser('teacher'));
    await page.goto(`/examStats/${courseId}`);
    await expect(page).toHaveURL(`/teacher/courses/${courseId}/statistics`);
    await expect(page.getByText('Bu kurs düzenlenemez.')).toBeVisible();
    await expect(page.getByText('En çok kaçırılan soru')).toHaveCount(0);
    await loginAs(await createUser('admin'));
    await page.goto(`/admin/courses/exam-stats/${courseId}`);
    await expect(page.getByText('En çok kaçırılan soru: 1. soru, doğru oranı %0.')).toBeVisible();
  });

  test('item statistics in English @en', async ({ page, loginAs }) => {
    const teacher = await createUser('teacher');
    const title = uniqueTitle('Stats');
    const courseId = await courseWithExam(teacher, title);
    await attemptWith(courseId, [0, 0, 0]);
    await loginAs(teacher);
    await page.goto(`/examStats/${courseId}?lang=en`);
    await expect(page.getByRole('heading', { level: 2, name: 'Question statistics' })).toBeVisible();
    const rows = page.getByRole('region', { name: `Question statistics of the exam “${title}”` }).getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText('Not enough attempts yet to judge.');
    await expectNoTurkish(page.locator('main'), [title, ...questions.flatMap((q) => [q.text, ...q.options])]);
  });

  test("an admin gives a student extra exam time and the student's timed exam is longer @phone", async ({
    page,
    loginAs,
  }) => {
    const teacher = await createUser('teacher');
    const student = await createUser('student', { name: 'Deniz', surname: 'Ekşi' });
    const courseId = await courseWithExam(teacher, uniqueTitle('Ek süreli sınav'));
    const api = await apiAs(teacher);
    const edited = await api.post(`/course/edit/${courseId}`, {
      multipart: {
        title: uniqueTitle('Ek süreli sınav'),
        classes: '[]',
        exam: JSON.stringify({ timeLimitMinutes: 20 }),
      },
    });
    expect(edited.ok()).toBe(true);
    await api.dispose();
    await enrol(student, courseId);

    await loginAs(await createUser('admin'));
    await page.goto('/admin/users');
    await page.getByLabel('Rol').selectOption('student');
    const row = await findAdminRow(page, student.email);
    await row.getByRole('button', { name: 'Deniz Ekşi: ek sınav süresi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deniz Ekşi için ek sınav süresi' });
    const field = dialog.getByLabel('Ek süre (yüzde)');
    await expect(field).toHaveValue('0');
    await field.fill('500');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Ek süre yüzde 0 ile 200 arasında olmalı.');
    expect(await wcagViolations(page)).toEqual([]);
    await field.fill('50');
    await expectToast(page, 'Deniz Ekşi için ek sınav süresi %50 olarak kaydedildi.', () =>
      dialog.getByRole('button', { name: 'Kaydet' }).click(),
    );
    await expect(dialog).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Deniz Ekşi: ek sınav süresi' })).toHaveText('Ek süre: %50');

    // 20 minutes with 50 % more: the student's clock starts near 30:00.
    await loginAs(student);
    await page.goto(`/exam/${courseId}`);
    await expect(page.getByRole('timer')).toHaveText(/^(29|30):\d\d$/);
  });

  test('the exam screens pass the WCAG 2.1 AA checks', async ({ page, loginAs }) => {
    const teacher = await createUser('teacher');
    const student = await createUser('student');
    const courseId = await courseWithExam(teacher, uniqueTitle('Erişilebilir sınav'));
    await enrol(student, courseId);
    const check = async (path: string, shown: string) => {
      await page.goto(path);
      await expect(page.getByText(shown).first()).toBeVisible();
      expect(await wcagViolations(page, { include: 'main', exclude: 'iframe' })).toEqual([]);
    };
    await loginAs(teacher);
    // The teacher's side: the question-bank editor (question-bank.spec.ts checks it further).
    await check(`/editExam?courseId=${courseId}`, 'Tüm değişiklikler kaydedildi.');
    await loginAs(student);
    await check(`/exam/${courseId}`, 'Soru 1 / 3');
  });

  test('a reload in the middle of a timed exam keeps the answers and the time; keyboard alone @phone', async ({
    page,
    loginAs,
  }) => {
    const teacher = await createUser('teacher');
    const student = await createUser('student');
    const courseId = await courseWithExam(teacher, uniqueTitle('Süreli sınav'));
    const api = await apiAs(teacher);
    const edited = await api.post(`/course/edit/${courseId}`, {
      multipart: {
        title: uniqueTitle('Süreli sınav'),
        description: 'Süreli',
        classes: '[]',
        exam: JSON.stringify({ timeLimitMinutes: 15 }),
      },
    });
    expect(edited.ok()).toBe(true);
    await api.dispose();
    await enrol(student, courseId);
    await loginAs(student);
    await page.goto(`/exam/${courseId}`);
    await expect(page.getByText('Soru 1 / 3', { exact: true })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
    // Keyboard alone: Tab to the first option, choose it with Enter.
    const first = page.locator('[role="group"] button').first();
    const chosen = (await first.textContent()) ?? '';
    while (!(await first.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/answers/'));
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(204);
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByText('Soru 1 / 3', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: chosen, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
    await expect(page.getByText('1 / 3 cevaplandı')).toBeVisible();
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
    // Finishing early warns about the unanswered questions.
    await page.getByRole('button', { name: 'Sınavı bitir' }).focus();
    await page.keyboard.press('Enter');
    const warning = page.getByRole('alertdialog');
    await expect(warning).toContainText('2 soru cevapsız. Yine de bitirmek istiyor musunuz?');
    expect(await wcagViolations(page)).toEqual([]);
    await warning.getByRole('button', { name: 'Yine de bitir' }).click();
    await expect(page.getByText(/Puanınız: [01] \/ 3/)).toBeVisible();
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
  });
});
