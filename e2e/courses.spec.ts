import os from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { createUser, expect, findAdminRow, samples, sampleFile, test } from './fixtures.ts';

const uniqueTitle = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

const questions = [
  { text: 'MQTT hangi modeli kullanır?', options: ['İstek/yanıt', 'Yayınla/abone ol', 'Dosya paylaşımı', 'E-posta', 'Hiçbiri'], correct: 2 },
  { text: 'Raspberry Pi nedir?', options: ['Sensör', 'Yazıcı', 'Tek kartlı bilgisayar', 'Modem', 'Dil'], correct: 3 },
  { text: 'Güçlü parola hangisidir?', options: ['123456', 'parola', 'adım', 'K9!t-mavi-Deniz', 'qwerty'], correct: 4 },
];

async function fillQuestion(dialog: Locator, q: (typeof questions)[number]) {
  await dialog.getByLabel('Soru metni').fill(q.text);
  for (const [i, option] of q.options.entries()) await dialog.getByLabel(`${i + 1}. seçenek`).fill(option);
  await dialog.getByLabel('Doğru cevap').selectOption({ label: String(q.correct) });
}

/** Answers the quiz: `choices` are 1-based option numbers, null skips the question. */
async function takeQuiz(page: Page, choices: (number | null)[]) {
  for (const [i, choice] of choices.entries()) {
    await expect(page.getByText(`Soru ${i + 1} / ${choices.length}`)).toBeVisible();
    if (choice !== null) {
      const option = page.getByRole('button', { name: questions[i].options[choice - 1], exact: true });
      // A new choice replaces the old one.
      await page.getByRole('button', { name: questions[i].options[(choice % 5)], exact: true }).click();
      await option.click();
      await expect(option).toHaveAttribute('aria-pressed', 'true');
    }
    await page.getByRole('button', { name: i === choices.length - 1 ? 'Sona ermek' : 'Sonraki', exact: true }).click();
  }
}

test.describe('courses and exams', () => {
  // The fixture's consent script also runs inside the video frame, where storage is denied; set it on the top page only.
  test.use({ consent: false });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (window.top === window) localStorage.setItem('cookie_consent', 'accepted');
    });
  });

  test('a teacher authors a course, a student enrols, fails, retries and passes, the admin sees the score', async ({ page, loginAs }) => {
    test.slow();
    // The suite runs offline: the video player answers with an empty page of its own origin.
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' }));
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
    await expect(page.getByLabel('Kategori')).toHaveValue('Python');
    await expect(page.getByLabel('Kategori')).toBeDisabled();
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
    await page.getByRole('button', { name: 'Gönder' }).click();
    await expect(page.getByText('Kurs başarıyla eklendi')).toBeVisible();
    await expect(page).toHaveURL(/\/TeacherProfile$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    // The student finds it, enrols (twice: the second click changes nothing) and lands on the profile.
    await loginAs(student);
    await page.goto('/courses');
    await expect(page.getByRole('heading', { name: 'Dersleri keşfet' })).toBeVisible();
    await page.getByRole('link', { name: `${title}: Detayları gör` }).click();
    await expect(page).toHaveURL(/\/courseInfoPage\/[0-9a-f-]{36}$/);
    const courseId = page.url().split('/').pop()!;
    await page.getByRole('link', { name: 'Kayıt ol' }).click();
    await expect(page).toHaveURL(`/courseEnroll/${courseId}`);
    await page.getByRole('button', { name: 'Kayıt ol' }).click();
    await expect(page.getByText('Kursa başarıyla kaydoldunuz!')).toBeVisible();
    await expect(page).toHaveURL(/\/StudentProfile$/);
    await page.goto(`/courseEnroll/${courseId}`);
    await expect(page.getByText('Bu kursa kayıtlısınız.')).toBeVisible();
    await page.getByRole('button', { name: 'Kayıt ol' }).click();
    await expect(page).toHaveURL(/\/StudentProfile$/);
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

    // First attempt: one skipped, two wrong. Then a retry with every answer right.
    await page.getByRole('button', { name: 'Sınava Git' }).click();
    await expect(page).toHaveURL(/\/exam$/);
    await expect(page.getByRole('heading', { name: 'Sınav' })).toBeVisible();
    await expect(page.getByText('3 soru')).toBeVisible();
    await takeQuiz(page, [null, 1, 1]);
    await expect(page.getByText('Başarısız')).toBeVisible();
    await expect(page.getByText('Puanınız: 0 / 3')).toBeVisible();
    await page.getByRole('button', { name: 'Tekrar deneyin' }).click();
    await takeQuiz(page, questions.map((q) => q.correct));
    await expect(page.getByText('Sınavı başarı ile geçtiniz!')).toBeVisible();
    await expect(page.getByText('Puanınız: 3 / 3')).toBeVisible();
    await expect(page.locator('canvas')).toBeVisible();
    await page.getByRole('button', { name: 'Geri', exact: true }).click();
    await expect(page).toHaveURL(`/coursedetail/${courseId}`);
    await page.goto('/StudentProfile');
    await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('Başarılı 3/3')).toBeVisible();

    // The admin sees one enrolled student and the score; a teacher's course has no edit button.
    await loginAs(admin);
    await page.goto('/admin/courses');
    await expect(page.getByRole('heading', { name: 'Kurslar Yönetimi' })).toBeVisible();
    const row = await findAdminRow(page, title);
    await expect(row.getByText('1 öğrenciler')).toBeVisible();
    await expect(row.getByRole('link', { name: `${title}: Düzenle` })).toHaveCount(0);
    await row.getByRole('button', { name: `${title}: Detaylar` }).click();
    const details = page.getByRole('dialog', { name: title });
    await expect(details.getByText('Zeynep Kaya')).toBeVisible();
    await expect(details.getByText(teacher.email)).toBeVisible();
    const studentRow = details.getByRole('row').filter({ hasText: student.email });
    await expect(studentRow).toContainText('Ayşe');
    await expect(studentRow).toContainText('Yılmaz');
    await expect(studentRow).toContainText('3/3');
  });

  test('the exam by id says when a course has no test, and a visitor is sent to log in to enrol @phone', async ({ page, loginAs }) => {
    const admin = await createUser('admin');
    const student = await createUser('student');
    const title = uniqueTitle('Testsiz kurs');
    await loginAs(admin);
    await page.goto('/admin/courses/add-course');
    await page.getByLabel('Kurs başlığı').fill(title);
    await page.getByRole('button', { name: 'Gönder' }).click();
    await expect(page.getByText('Kurs başarıyla eklendi')).toBeVisible();
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

  test('the course screens pass the WCAG 2.1 AA checks', async ({ page, loginAs }) => {
    test.slow();
    const teacher = await createUser('teacher');
    const student = await createUser('student');
    const admin = await createUser('admin');
    const title = uniqueTitle('Erişilebilir kurs');
    await loginAs(teacher);
    const exam = { questions: questions.map((q) => ({ text: q.text, options: q.options, correctAnswer: q.correct - 1 })) };
    const classes = [{ title: 'Giriş', description: 'Vimeo dersi', videoLink: 'https://vimeo.com/76979871' }];
    const res = await page.request.post('/course/add', {
      multipart: { title, description: 'Açıklama', classes: JSON.stringify(classes), test: JSON.stringify(exam) },
    });
    expect(res.status()).toBe(201);
    const { id } = await res.json();
    await page.route('https://player.vimeo.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' }));
    const check = async (path: string, ready: string) => {
      await page.goto(path);
      await expect(page.getByText(ready).first()).toBeVisible();
      const result = await new AxeBuilder({ page }).include('main').exclude('iframe').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(result.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    await check('/addCourse', 'Kurs Ekle');
    await check(`/editCourse/${id}`, 'Kursu Düzenle');
    await check(`/editExam?courseId=${id}`, 'Soru 1 / 3');
    await check('/TeacherProfile', title);
    await loginAs(student);
    await check('/courses', 'Dersleri keşfet');
    await check(`/courseEnroll/${id}`, 'Kayıt ol');
    await page.request.post(`/courseEnrollement/enroll/${id}`);
    await check(`/courseInfoPage/${id}`, 'Sınava Git');
    await check(`/exam/${id}`, 'Soru 1 / 3');
    await check('/StudentProfile', 'Açılan kurslar');
    await loginAs(admin);
    await check('/admin/courses', 'Kurslar Yönetimi');
    await check('/admin/courses/add-course', 'Kurs Ekle');
  });
});
