import os from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { createUser, expect, expectToast, findAdminRow, samples, sampleFile, test } from './fixtures.ts';
import { examBody, questions, uniqueTitle } from './support/exams.ts';

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

  test('a teacher authors a course with two classes and a test, a student enrols and opens its classes, the admin sees the enrolment', async ({ page, loginAs }) => {
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
    await expectToast(page, 'Kurs başarıyla eklendi', () => page.getByRole('button', { name: 'Gönder' }).click());
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
    await expectToast(page, 'Kursa başarıyla kaydoldunuz!', () => page.getByRole('button', { name: 'Kayıt ol' }).click());
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

    // The admin sees one enrolled student; a teacher's course has no edit button.
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
    await page.route('https://player.vimeo.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' }));
    const check = async (path: string, ready: string) => {
      await page.goto(path);
      await expect(page.getByText(ready).first()).toBeVisible();
      const result = await new AxeBuilder({ page }).include('main').exclude('iframe').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(result.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    await check('/addCourse', 'Kurs Ekle');
    await check(`/editCourse/${id}`, 'Kursu Düzenle');
    await check('/TeacherProfile', title);
    await loginAs(student);
    await check('/courses', 'Dersleri keşfet');
    await check(`/courseEnroll/${id}`, 'Kayıt ol');
    await page.request.post(`/courseEnrollement/enroll/${id}`);
    await check(`/courseInfoPage/${id}`, 'Sınava Git');
    await check('/StudentProfile', 'Açılan kurslar');
    await loginAs(admin);
    await check('/admin/courses', 'Kurslar Yönetimi');
    await check('/admin/courses/add-course', 'Kurs Ekle');
  });
});
