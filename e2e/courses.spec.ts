import os from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import {
  apiAs,
  createUser,
  expect,
  expectToast,
  findAdminRow,
  samples,
  sampleFile,
  test,
  wcagViolations,
  type E2EUser,
} from './fixtures.ts';
import { examBody, questions, uniqueTitle } from './support/exams.ts';
import { expectNoTurkish } from './support/english.ts';

/** A course with one class and the 3-question test, made through the API by the teacher logged in on `page`; its id. */
async function addCourse(page: Page, title: string) {
  const res = await page.request.post('/course/add', {
    multipart: {
      title,
      description: 'Short course.',
      classes: JSON.stringify([{ title: 'Intro', description: 'First steps', videoLink: '' }]),
      test: JSON.stringify(examBody),
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** `student` enrols in the course and sends these answers (0-based option numbers), one attempt each, through the API. */
async function enrolAndAttempt(student: E2EUser, courseId: string, attempts: number[][]) {
  const api = await apiAs(student);
  expect((await api.post(`/courseEnrollement/enroll/${courseId}`)).status()).toBe(201);
  for (const answers of attempts) {
    // docs/product.md's submission grades the open attempt.
    expect((await api.post(`/exam/${courseId}/attempts`)).status()).toBe(201);
    expect((await api.post('/test/add', { data: { courseId, answers } })).status()).toBe(200);
  }
  await api.dispose();
}

async function fillQuestion(dialog: Locator, q: (typeof questions)[number]) {
  await dialog.getByLabel('Soru metni').fill(q.text);
  for (const [i, option] of q.options.entries()) await dialog.getByLabel(`${i + 1}. seçenek`).fill(option);
  await dialog.getByLabel('Doğru cevap').selectOption({ label: String(q.correct) });
}

test.describe('courses', () => {
  // The fixture's consent script also runs inside the video frame, where storage is denied; set it on the top page only.
  test.use({ consent: false });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (window.top === window) localStorage.setItem('cookie_consent', 'accepted');
    });
  });

  test('a teacher authors a course with two classes and a test, a student enrols and opens its classes, the admin sees the enrolment', async ({
    page,
    loginAs,
  }) => {
    test.slow();
    // The suite runs offline: the video player answers with an empty page of its own origin.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
    );
    const teacher = await createUser('teacher', { name: 'Zeynep', surname: 'Kaya' });
    const student = await createUser('student', { name: 'Ayşe', surname: 'Yılmaz' });
    const admin = await createUser('admin');
    const title = uniqueTitle('IoT Temelleri');
    const pdf = sampleFile(path.join(os.tmpdir(), 'beceri-e2e-courses'), 'sensörler.pdf', samples.pdf);

    // The teacher writes the course: two classes (a YouTube link, a PDF) and a 3-question test.
    await loginAs(teacher);
    await page.goto('/addCourse');
    await expect(page.getByRole('heading', { name: 'Kurs Ekle' })).toBeVisible();
    await page.getByLabel('Kurs başlığı').fill(title);
    await page.getByLabel('Açıklama', { exact: true }).fill('Sensörler, MQTT ve bulut.');
    // The category is chosen from the fixed list (docs/product.md); the teacher cannot change it on edit.
    await page.getByLabel('Kategori').selectOption('IoT');
    await page.getByRole('button', { name: 'Ders ekle' }).click();
    await page.getByRole('button', { name: 'Ders ekle' }).click();
    const first = page.getByRole('group', { name: '1. ders' });
    await first.getByLabel('Ders adı').fill('Giriş videosu');
    await first.getByLabel('Ders açıklaması').fill('Nesnelerin interneti nedir?');
    await first.getByLabel(/Video bağlantısı/).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const second = page.getByRole('group', { name: '2. ders' });
    await second.getByLabel('Ders adı').fill('Sensör notları');
    await second.getByLabel('PDF dosyası').setInputFiles(pdf);

    await page.getByRole('button', { name: 'Testi düzenle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test' });
    await expect(dialog.getByRole('button', { name: 'Önceki Soru' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Sonraki soru' })).toBeDisabled();
    await fillQuestion(dialog, questions[0]);
    for (const q of questions.slice(1)) {
      await dialog.getByRole('button', { name: 'Soru ekle' }).click();
      await fillQuestion(dialog, q);
    }
    await expect(dialog.getByText('Soru 3 / 3')).toBeVisible();
    await dialog.getByRole('button', { name: 'Önceki Soru' }).click();
    await expect(dialog.getByLabel('Soru metni')).toHaveValue(questions[1].text);
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('3 soru')).toBeVisible();
    // The studio publishes the draft it saved (decision 051): the PDF goes up with it.
    await expect(page.getByTestId('save-status')).toHaveText('Kaydedildi');
    await page.getByRole('button', { name: 'Yayınla' }).click();
    const confirm = page.getByRole('alertdialog', { name: `“${title}” kursu yayınlansın mı?` });
    await expectToast(page, 'Kurs yayınlandı.', () => confirm.getByRole('button', { name: 'Yayınla' }).click());
    await expect(page).toHaveURL(/\/teacher\/courses\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Yayında', { exact: true })).toBeVisible();

    // The student finds it and enrols in one step on the course page, landing on its lessons (learning-path.spec.ts
    // follows the path); /courseEnroll/{id} is the same page, and says so once enrolled.
    await loginAs(student);
    await page.goto('/courses');
    await expect(page.getByRole('heading', { name: 'Dersleri keşfet' })).toBeVisible();
    await page.getByRole('link', { name: `${title}: Detayları gör` }).click();
    await expect(page).toHaveURL(/\/courseInfoPage\/[0-9a-f-]{36}$/);
    const courseId = page.url().split('/').pop()!;
    await expectToast(page, 'Kursa başarıyla kaydoldunuz!', () =>
      page.getByRole('button', { name: 'Kursa kaydol' }).click(),
    );
    await expect(page).toHaveURL(new RegExp(`/courseInfoPage/${courseId}#lesson-[0-9a-f-]{36}$`));
    await page.goto(`/courseEnroll/${courseId}`);
    await expect(page.getByRole('heading', { name: 'İlerlemeniz' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kursa kaydol' })).toHaveCount(0);
    await page.goto('/StudentProfile');
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Sınava henüz girilmedi')).toBeVisible();

    // The course page: the video through the privacy-enhanced player, the PDF to download.
    await card.getByRole('link', { name: `${title}: Görüntüle` }).click();
    await expect(page).toHaveURL(`/coursedetail/${courseId}`);
    const video = page.locator('iframe');
    await expect(video).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await expect(video).toHaveAttribute('title', 'Giriş videosu dersinin videosu');
    const pdfLink = page.getByRole('link', { name: 'Sensör notları: PDF indir' });
    const pdfResponse = await page.request.get((await pdfLink.getAttribute('href'))!);
    expect(pdfResponse.headers()['content-type']).toBe('application/pdf');

    // The admin sees one enrolled student; a teacher's course has no edit button.
    await loginAs(admin);
    await page.goto('/admin/courses');
    await expect(page.getByRole('heading', { name: 'Kurslar Yönetimi' })).toBeVisible();
    const row = await findAdminRow(page, title);
    await expect(row.getByText('1 öğrenci', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: `${title}: Düzenle` })).toHaveCount(0);
    await row.getByRole('button', { name: `${title}: Detaylar` }).click();
    const details = page.getByRole('dialog', { name: title });
    await expect(details.getByText('Zeynep Kaya')).toBeVisible();
    await expect(details.getByText(teacher.email)).toBeVisible();
    const studentRow = details.getByRole('row').filter({ hasText: student.email });
    await expect(studentRow).toContainText('Ayşe');
    await expect(studentRow).toContainText('Yılmaz');
  });

  test('the course screens pass the WCAG 2.1 AA checks', async ({ page, loginAs }) => {
    test.slow();
    const teacher = await createUser('teacher');
    const student = await createUser('student');
    const admin = await createUser('admin');
    const title = uniqueTitle('Erişilebilir kurs');
    await loginAs(teacher);
    const classes = [{ title: 'Giriş', description: 'Vimeo dersi', videoLink: 'https://vimeo.com/76979871' }];
    const res = await page.request.post('/course/add', {
      multipart: { title, description: 'Açıklama', classes: JSON.stringify(classes), test: JSON.stringify(examBody) },
    });
    expect(res.status()).toBe(201);
    const { id } = await res.json();
    await page.route('https://player.vimeo.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
    );
    const check = async (path: string, ready: string) => {
      await page.goto(path);
      await expect(page.getByText(ready).first()).toBeVisible();
      const result = await new AxeBuilder({ page })
        .include('main')
        .exclude('iframe')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        result.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    };
    await check('/addCourse', 'Kurs Ekle');
    await check(`/teacher/courses/${id}`, 'Güncelle');
    await check(`/teacher/courses/${id}/results`, 'Bu kursa henüz kayıtlı öğrenci yok.');
    await check(`/teacher/courses/${id}/statistics`, 'Soru istatistikleri');
    await check('/TeacherProfile', title);
    await loginAs(student);
    await check('/courses', 'Dersleri keşfet');
    await check(`/courseEnroll/${id}`, 'Kursa kaydol');
    await page.request.post(`/courseEnrollement/enroll/${id}`);
    await check(`/courseInfoPage/${id}`, 'Sınava Git');
    await check('/StudentProfile', 'Açılan kurslar');
    await loginAs(admin);
    await check('/admin/courses', 'Kurslar Yönetimi');
    await check('/admin/courses/add-course', 'Kurs Ekle');
  });

  test('a course without a title is stopped with the field named, not a server error; the test dialog keeps its buttons in view @phone', async ({
    page,
    loginAs,
  }) => {
    let published = false;
    page.on('request', (r) => {
      if (r.url().includes('/course/publish/') || r.url().includes('/course/edit/')) published = true;
    });
    await loginAs(await createUser('teacher'));
    await page.goto('/addCourse');
    await page.getByLabel('Açıklama', { exact: true }).fill('Başlığı unutulmuş kurs');
    await page.getByRole('button', { name: 'Yayınla' }).click();
    const summary = page.getByRole('alert').filter({ hasText: /Formda \d hata var/ });
    await expect(summary).toHaveText(/Formda 3 hata var/);
    await expect(summary.getByRole('link', { name: /^Kurs başlığı: / })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Kategori: Listeden bir kategori seçin' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Dersler: Yayınlamak için en az bir ders ekleyin.' })).toBeVisible();
    await expect(page.getByLabel('Kurs başlığı')).toBeFocused();
    await expect(page.getByLabel('Kurs başlığı')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Kurs yayınlanamadı')).toHaveCount(0);
    expect(published).toBe(false);
    await page.getByLabel('Kurs başlığı').fill('Başlık');
    await page.getByLabel('Kategori').selectOption('Diğer');
    await expect(summary).toHaveText(/Formda 1 hata var/);
    await page.getByRole('button', { name: 'Ders ekle' }).click();
    await expect(summary).toHaveCount(0);

    // The test dialog on a short screen: 'Kaydet' stays in view without scrolling.
    await page.getByRole('button', { name: 'Testi düzenle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test' });
    await expect(dialog.getByRole('button', { name: 'Kaydet' })).toBeInViewport({ ratio: 1 });
    await dialog.getByLabel('Soru metni').fill('Bir soru');
    await dialog.getByLabel('1. seçenek').fill('Evet');
    await dialog.getByRole('button', { name: 'Soru ekle' }).click();
    await expect(dialog.getByRole('button', { name: 'Kaydet' })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: 'Vazgeç' })).toBeInViewport({ ratio: 1 });
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('1 soru', { exact: true })).toBeVisible();
  });

  test('deleting a course asks in a dialog that names it, for the teacher and the admin @phone', async ({
    page,
    loginAs,
  }) => {
    const teacher = await createUser('teacher');
    const admin = await createUser('admin');
    const kept = uniqueTitle('Silinecek');
    const other = uniqueTitle('Yönetimden');
    await loginAs(teacher);
    await addCourse(page, kept);
    await addCourse(page, other);

    await page.goto('/TeacherProfile');
    await page.getByRole('button', { name: `${kept}: Sil` }).click();
    const confirm = page.getByRole('alertdialog', { name: `“${kept}” kursunu silmek istediğinize emin misiniz?` });
    await expect(confirm.getByText('Kursun dersleri, sınavı ve kayıtları da silinir.')).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Vazgeç' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(page.getByRole('heading', { name: kept })).toBeVisible();
    await page.getByRole('button', { name: `${kept}: Sil` }).click();
    await expectToast(page, 'Kurs başarıyla silindi.', () =>
      confirm.getByRole('button', { name: 'Sil', exact: true }).click(),
    );
    await expect(page.getByRole('heading', { name: kept })).toHaveCount(0);

    await loginAs(admin);
    await page.goto('/admin/courses');
    const row = await findAdminRow(page, other);
    await row.getByRole('button', { name: `${other}: Sil` }).click();
    const adminConfirm = page.getByRole('alertdialog', {
      name: `“${other}” kursunu silmek istediğinize emin misiniz?`,
    });
    await expectToast(page, 'Kurs başarıyla silindi.', () =>
      adminConfirm.getByRole('button', { name: 'Sil', exact: true }).click(),
    );
    await expect(page.getByRole('row').filter({ hasText: other })).toHaveCount(0);
  });

  test('a visitor who enrols is told to log in and comes back to the enrol page', async ({ page, loginAs }) => {
    const teacher = await createUser('teacher');
    const student = await createUser('student');
    await loginAs(teacher);
    const id = await addCourse(page, uniqueTitle('Ziyaretçi'));
    await page.context().clearCookies();

    await page.goto(`/courseEnroll/${id}`);
    const login = page.getByRole('link', { name: 'Kaydolmak için giriş yapın' });
    await expect(login).toHaveAccessibleDescription('Giriş yaptıktan sonra bu sayfaya geri dönersiniz.');
    await login.click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByLabel('E-posta').fill(student.email);
    await page.getByLabel('Şifre').fill(student.password);
    await page.getByRole('button', { name: 'Giriş', exact: true }).click();
    await expect(page).toHaveURL(`/courseInfoPage/${id}`);
    await expectToast(page, 'Kursa başarıyla kaydoldunuz!', () =>
      page.getByRole('button', { name: 'Kursa kaydol' }).click(),
    );
  });

  test('the course journey in English: a teacher authors, a student finds, enrols and opens it @en', async ({
    page,
    loginAs,
  }) => {
    const teacher = await createUser('teacher', { name: 'Grace', surname: 'Hopper' });
    const student = await createUser('student', { name: 'Jane', surname: 'Doe' });
    const title = `Networks ${Math.random().toString(36).slice(2, 8)}`;
    const mine = [title, 'Routing basics.', 'Grace Hopper', 'Jane Doe', 'Routers'];

    await loginAs(teacher);
    await page.goto('/addCourse?lang=en');
    await expect(page.getByRole('heading', { name: 'Add Course' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The form has 4 errors' })).toBeVisible();
    await expect(page.getByLabel('Course title')).toBeFocused();
    await page.getByLabel('Course title').fill(title);
    await page.getByLabel('Category').selectOption({ label: 'Network technologies' });
    await page.getByLabel('Description', { exact: true }).fill('Routing basics.');
    await page.getByRole('button', { name: 'Add lesson' }).click();
    await page.getByRole('group', { name: 'Lesson 1' }).getByLabel('Lesson name').fill('Routers');
    await page.getByRole('button', { name: 'Edit test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test' });
    await expect(dialog.getByText('Question 1 of 1')).toBeVisible();
    await dialog.getByLabel('Question text').fill('Pick two');
    await dialog.getByLabel('Option 1').fill('one');
    await dialog.getByLabel('Option 2').fill('two');
    await dialog.getByLabel('Correct answer').selectOption({ label: '2' });
    await expectNoTurkish(dialog);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('1 question', { exact: true })).toBeVisible();
    await expectNoTurkish(page.locator('main'), [...mine, 'Python']);
    await expect(page.getByTestId('save-status')).toHaveText('Saved');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('alertdialog', { name: `Publish the course “${title}”?` })).toBeVisible();
    await expectNoTurkish(page.getByRole('alertdialog'), mine);
    await expectToast(page, 'The course is published.', () =>
      page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click(),
    );
    await expect(page.getByRole('navigation', { name: 'Course sections' })).toBeVisible();
    await expectNoTurkish(page.locator('main'), [...mine, 'Python']);
    await page.getByRole('link', { name: 'Back to the profile' }).click();
    const own = page.locator('section[aria-labelledby="teacher-courses"]');
    await expect(own.getByText('0 students · 1 question')).toBeVisible();
    await expectNoTurkish(own, mine);

    await loginAs(student);
    await page.goto('/courses?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore courses' })).toBeVisible();
    await page.getByRole('link', { name: `${title}: View details` }).click();
    await expect(page.getByText('Enroll, follow the lessons in order')).toBeVisible();
    await expectNoTurkish(page.locator('main'), mine);
    await expectToast(page, 'You have enrolled in the course!', () =>
      page.getByRole('button', { name: 'Enroll in the course' }).click(),
    );
    await expect(page.getByRole('heading', { name: 'Your progress' })).toBeVisible();
    await page.goto('/StudentProfile?lang=en');
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText('Exam not taken yet')).toBeVisible();
    await card.getByRole('link', { name: `${title}: View` }).click();
    await expect(page.getByText('0 of 1 lesson done')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Take the exam' })).toBeVisible();
    await expectNoTurkish(page.locator('main'), mine);
  });
  // The teacher's results table and 'Eski Kurslar' with real counts.
  test("a teacher reads each student's best score on the course page and real counts in 'Eski Kurslar' @phone", async ({
    page,
    loginAs,
  }) => {
    const teacher = await createUser('teacher');
    const title = uniqueTitle('Sonuçlu kurs');
    await loginAs(teacher);
    const courseId = await addCourse(page, title);
    const right = examBody.questions.map((q) => q.correctAnswer);
    const wrong = right.map((a) => (a + 1) % 5);
    // Ayşe fails, then passes with every answer right; Mehmet fails once; Can enrols and never tries.
    const ayse = await createUser('student', { name: 'Ayşe', surname: 'Yılmaz' });
    const mehmet = await createUser('student', { name: 'Mehmet', surname: 'Demir' });
    const can = await createUser('student', { name: 'Can', surname: 'Öztürk' });
    await enrolAndAttempt(mehmet, courseId, [wrong]);
    await enrolAndAttempt(ayse, courseId, [wrong, right]);
    await enrolAndAttempt(can, courseId, []);

    await page.goto('/TeacherProfile');
    // A course students enrolled in today has not ended: 'Eski Kurslar' lists only what it says (decision 051).
    const past = page.getByRole('region', { name: 'Eski Kurslar' });
    await expect(past).toContainText('Sona ermiş kursunuz yok.');
    await expect(past.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('3 öğrenci');
    await page.getByRole('link', { name: `${title}: Sonuçlar` }).click();
    await expect(page).toHaveURL(`/teacher/courses/${courseId}/results`);
    await expect(page.getByRole('link', { name: 'Sonuçlar', exact: true })).toHaveAttribute('aria-current', 'page');
    const results = page.getByRole('region', { name: `${title} kursunun sonuçları` });
    await expect(page.getByRole('heading', { name: 'Sonuçlar', exact: true })).toBeInViewport();
    const cells = (name: string) => results.getByRole('row').filter({ hasText: name }).getByRole('cell');
    // Newest attempt first; a student without an attempt last.
    await expect(results.getByRole('row').nth(1)).toContainText('Ayşe Yılmaz');
    await expect(cells('Ayşe Yılmaz')).toHaveText(['Ayşe Yılmaz', '2', '3/3', 'Başarılı', /\d{2}:\d{2}/]);
    await expect(cells('Mehmet Demir')).toHaveText(['Mehmet Demir', '1', '0/3', 'Başarısız', /\d{2}:\d{2}/]);
    await expect(cells('Can Öztürk')).toHaveText(['Can Öztürk', '0', '—', 'Sınava girmedi', '—']);
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
    // The old address of the results leads to their tab.
    await page.goto(`/editCourse/${courseId}#course-results`);
    await expect(page).toHaveURL(`/teacher/courses/${courseId}/results`);
    await expect(cells('Can Öztürk')).toHaveText(['Can Öztürk', '0', '—', 'Sınava girmedi', '—']);
    await page.goto('/TeacherProfile');
    await expect(past).toContainText('Sona ermiş kursunuz yok.');
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
  });

  test("a new teacher's course page and 'Eski Kurslar' say there is nothing yet", async ({ page, loginAs }) => {
    const teacher = await createUser('teacher');
    await loginAs(teacher);
    await page.goto('/TeacherProfile');
    await expect(page.getByRole('region', { name: 'Eski Kurslar' })).toContainText('Sona ermiş kursunuz yok.');
    // The empty list says so and offers a labelled way to create one.
    const mine = page.getByRole('region', { name: 'Kurslarım' });
    await expect(mine).toContainText('Henüz kursunuz yok. İlk kursunuzu oluşturarak başlayın.');
    await expect(mine.getByRole('link', { name: 'Kurs ekle' })).toHaveCount(2);
    const courseId = await addCourse(page, uniqueTitle('Boş kurs'));
    await page.goto(`/teacher/courses/${courseId}/results`);
    await expect(page.getByRole('region', { name: 'Sonuçlar', exact: true })).toContainText(
      'Bu kursa henüz kayıtlı öğrenci yok.',
    );
  });
});
