/**
 * The course studio (decision 051): a draft saved on the server as the teacher types, restored on reload, invisible
 * to students and visitors until published; the unsaved-changes warning; the test dialog that closes only on
 * purpose; the teacher's course page with its tabs.
 */
import type { Locator, Page } from '@playwright/test';
import { apiAs, createUser, expect, expectToast, test, uniqueTitle, wcagViolations } from './fixtures.ts';
import { expectNoTurkish } from './support/english.ts';

/** The draft's id, once the first save has put it into the address (`/addCourse?draft=`). */
async function draftIdOf(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/addCourse\?draft=[0-9a-f-]{36}$/);
  return new URL(page.url()).searchParams.get('draft')!;
}

/** Whether leaving the page now would make the browser ask (its `beforeunload` is cancelled). */
const asksBeforeUnload = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

/** Presses Tab until `target` has the focus (a keyboard-only journey). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element was never reached with Tab');
}

test.describe('course studio', () => {
  test('a teacher starts a course on a phone, reloads and loses nothing, publishes it and reads results and statistics on their tabs; nobody else sees the draft @phone', async ({
    page,
    loginAs,
  }) => {
    test.slow();
    const teacher = await createUser('teacher');
    const student = await createUser('student');
    const otherTeacher = await createUser('teacher');
    const title = uniqueTitle('Taslak Ağlar ');
    await loginAs(teacher);

    // The profile's labelled 'Kurs ekle' opens the studio.
    await page.goto('/TeacherProfile');
    await page.getByRole('region', { name: 'Kurslarım' }).getByRole('link', { name: 'Kurs ekle' }).first().click();
    await expect(page).toHaveURL(/\/addCourse$/);
    const status = page.getByTestId('save-status');
    await expect(status).toHaveText('Taslak: yazdıklarınız otomatik olarak kaydedilir.');
    await expect(status).toHaveAttribute('aria-live', 'polite');

    await page.getByLabel('Kurs başlığı').fill(title);
    const id = await draftIdOf(page);
    await page.getByLabel('Açıklama', { exact: true }).fill('Yönlendiriciler ve anahtarlar.');
    await page.getByLabel('Kategori').selectOption('Ağ Teknolojileri');
    await page.getByRole('button', { name: 'Ders ekle' }).click();
    await page.getByRole('group', { name: '1. ders' }).getByLabel('Ders adı').fill('Yönlendirme');
    await expect(status).toHaveText('Kaydedildi');

    // Half a link is not saved, and says so; the page counts as unsaved until it is right.
    const link = page.getByRole('group', { name: '1. ders' }).getByLabel(/Video bağlantısı/);
    await link.fill('youtube');
    await expect(status).toHaveText('Kaydedilmedi: Video bağlantısı http:// ya da https:// ile başlamalı.');
    expect(await asksBeforeUnload(page)).toBe(true);
    await link.fill('https://vimeo.com/76979871');
    await expect(status).toHaveText('Kaydedildi');
    expect(await asksBeforeUnload(page)).toBe(false);

    // The test dialog closes only on purpose: Esc with a written question asks first.
    await page.getByRole('button', { name: 'Testi düzenle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test' });
    await dialog.getByLabel('Soru metni').fill('Yönlendirici hangi katmanda çalışır?');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Yazdığınız sorular kaydedilmedi' });
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Sorulara dön' }).click();
    await expect(dialog.getByLabel('Soru metni')).toHaveValue('Yönlendirici hangi katmanda çalışır?');
    await dialog.getByLabel('1. seçenek').fill('Ağ');
    await dialog.getByLabel('2. seçenek').fill('Fiziksel');
    await dialog.getByLabel('Doğru cevap').selectOption({ label: '1' });
    // Its navigation row fits the phone: nothing wider than the dialog.
    const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('1 soru', { exact: true })).toBeVisible();
    await expect(status).toHaveText('Kaydedildi');
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);

    // Nobody else sees the draft: not students, not visitors, not another teacher.
    const asStudent = await apiAs(student);
    expect((await asStudent.get(`/course/get/${id}`)).status()).toBe(404);
    expect((await asStudent.post(`/courseEnrollement/enroll/${id}`)).status()).toBe(404);
    const listed = await (await asStudent.get(`/course/getCourses?q=${encodeURIComponent(title)}`)).json();
    expect(listed).toEqual([]);
    const asOther = await apiAs(otherTeacher);
    expect((await asOther.get(`/course/get/${id}`)).status()).toBe(404);
    const visitor = await page.context().browser()!.newContext({ baseURL: process.env.E2E_BASE_URL });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/courseInfoPage/${id}`);
    await expect(visitorPage.getByText('Kurs bulunamadı').first()).toBeVisible();
    await visitorPage.goto('/courses');
    await expect(visitorPage.getByRole('heading', { name: 'Dersleri keşfet' })).toBeVisible();
    await expect(visitorPage.getByText(title)).toHaveCount(0);
    await visitor.close();

    // Reloaded in the middle: everything written is there again.
    await page.reload();
    await expect(page.getByLabel('Kurs başlığı')).toHaveValue(title);
    await expect(page.getByLabel('Açıklama', { exact: true })).toHaveValue('Yönlendiriciler ve anahtarlar.');
    await expect(page.getByLabel('Kategori')).toHaveValue('Ağ Teknolojileri');
    await expect(page.getByRole('group', { name: '1. ders' }).getByLabel('Ders adı')).toHaveValue('Yönlendirme');
    await expect(link).toHaveValue('https://vimeo.com/76979871');
    await expect(page.getByText('1 soru', { exact: true })).toBeVisible();

    // Publishing asks first, then the course page opens on its content tab.
    await page.getByRole('button', { name: 'Yayınla' }).click();
    const confirm = page.getByRole('alertdialog', { name: `“${title}” kursu yayınlansın mı?` });
    await expect(confirm.getByRole('button', { name: 'Vazgeç' })).toBeFocused();
    await expectToast(page, 'Kurs yayınlandı.', () => confirm.getByRole('button', { name: 'Yayınla' }).click());
    await expect(page).toHaveURL(`/teacher/courses/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Kurs bölümleri' });
    await expect(tabs.getByRole('link', { name: 'İçerik' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Sınav' })).toHaveAttribute('href', `/teacher/courses/${id}/exam`);
    expect((await asStudent.get(`/course/get/${id}`)).status()).toBe(200);
    expect((await asStudent.post(`/courseEnrollement/enroll/${id}`)).status()).toBe(201);
    await asStudent.dispose();
    await asOther.dispose();

    // Results and statistics on their own tabs.
    await tabs.getByRole('link', { name: 'Sonuçlar' }).click();
    await expect(page).toHaveURL(`/teacher/courses/${id}/results`);
    await expect(tabs.getByRole('link', { name: 'Sonuçlar' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('region', { name: `${title} kursunun sonuçları` })).toContainText('Sınava girmedi');
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
    await tabs.getByRole('link', { name: 'İstatistikler' }).click();
    await expect(page).toHaveURL(`/teacher/courses/${id}/statistics`);
    await expect(page.getByRole('heading', { level: 2, name: 'Soru istatistikleri' })).toBeVisible();
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(width).toBeLessThanOrEqual(0);
  });

  test('leaving with unsaved changes asks first on the app’s own links; a draft shows as Taslak', async ({
    page,
    loginAs,
  }) => {
    const teacher = await createUser('teacher');
    const title = uniqueTitle('Uyarılı ');
    await loginAs(teacher);
    await page.goto('/addCourse');
    await page.getByLabel('Kurs başlığı').fill(title);
    const id = await draftIdOf(page);
    await expect(page.getByTestId('save-status')).toHaveText('Kaydedildi');

    // On the course page, a change not saved yet holds an in-app link until the teacher answers.
    await page.goto(`/teacher/courses/${id}`);
    await expect(page.getByText('Bu kurs bir taslak: yalnızca siz ve yöneticiler görebilirsiniz.')).toBeVisible();
    await page.getByLabel('Açıklama', { exact: true }).fill('Henüz kaydedilmedi');
    await page.getByRole('navigation', { name: 'Kurs bölümleri' }).getByRole('link', { name: 'Sonuçlar' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikleriniz var' });
    await expect(ask).toContainText('Sayfadan ayrılırsanız kaydedilmemiş değişiklikleriniz kaybolur.');
    await ask.getByRole('button', { name: 'Sayfada kal' }).click();
    await expect(page).toHaveURL(`/teacher/courses/${id}`);
    await expect(page.getByLabel('Açıklama', { exact: true })).toHaveValue('Henüz kaydedilmedi');
    await expect(page.getByTestId('save-status')).toHaveText('Kaydedildi');

    // The browser's Back and Forward ask as well. The draft's saves are held here, so the change stays unsaved.
    const tabs = page.getByRole('navigation', { name: 'Kurs bölümleri' });
    await tabs.getByRole('link', { name: 'Sonuçlar' }).click();
    await expect(page).toHaveURL(`/teacher/courses/${id}/results`);
    await tabs.getByRole('link', { name: 'İçerik' }).click();
    await expect(page).toHaveURL(`/teacher/courses/${id}`);
    let releaseSaves!: () => void;
    const savesHeld = new Promise<void>((resolve) => (releaseSaves = resolve));
    await page.route('**/course/draft/**', async (route) => {
      await savesHeld;
      await route.continue();
    });
    await page.getByLabel('Açıklama', { exact: true }).fill('Geri tuşundan önce');
    await page.evaluate(() => history.back());
    await expect(ask).toBeVisible();
    await expect(page).toHaveURL(`/teacher/courses/${id}`);
    await ask.getByRole('button', { name: 'Sayfada kal' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(`/teacher/courses/${id}`);
    await expect(page.getByLabel('Açıklama', { exact: true })).toHaveValue('Geri tuşundan önce');
    await page.evaluate(() => history.back());
    await ask.getByRole('button', { name: 'Ayrıl' }).click();
    await expect(page).toHaveURL(`/teacher/courses/${id}/results`);
    releaseSaves();
    await tabs.getByRole('link', { name: 'İçerik' }).click();
    await expect(page.getByLabel('Açıklama', { exact: true })).toBeVisible();

    // Once saved, links leave at once; a new unsaved change asks again, and 'Ayrıl' leaves.
    await page.getByLabel('Açıklama', { exact: true }).fill('Son hali');
    await page.getByRole('link', { name: 'Profile dön' }).click();
    await expect(ask).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    // The draft goes on being saved while the question is open; the question stays until answered.
    await expect(page.getByTestId('save-status')).toHaveText('Kaydedildi');
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Ayrıl' }).click();
    await expect(page).toHaveURL('/TeacherProfile');
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText('Taslak', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: `${title}: Görüntüle` })).toHaveCount(0);
    await card.getByRole('link', { name: `${title}: Kursu aç` }).click();
    await expect(page).toHaveURL(`/teacher/courses/${id}`);
    await expect(page.getByLabel('Açıklama', { exact: true })).toHaveValue('Son hali');
  });

  test('keyboard only: a teacher writes a draft, publishes it and opens its results tab', async ({ page, loginAs }) => {
    const teacher = await createUser('teacher');
    const title = uniqueTitle('Klavyeyle ');
    await loginAs(teacher);
    await page.goto('/addCourse');
    await expect(page.getByRole('heading', { name: 'Kurs Ekle' })).toBeVisible();
    await tabTo(page, page.getByLabel('Kurs başlığı'));
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Yalnızca klavyeyle yazıldı.');
    await tabTo(page, page.getByLabel('Kategori'));
    await page.getByLabel('Kategori').press('ArrowDown');
    await expect(page.getByLabel('Kategori')).not.toHaveValue('');
    await tabTo(page, page.getByRole('button', { name: 'Ders ekle' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('group', { name: '1. ders' }).getByLabel('Ders adı'));
    await page.keyboard.type('Kısayollar');
    await expect(page.getByTestId('save-status')).toHaveText('Kaydedildi');
    await tabTo(page, page.getByRole('button', { name: 'Yayınla' }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: `“${title}” kursu yayınlansın mı?` });
    await expect(confirm.getByRole('button', { name: 'Vazgeç' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Yayınla' })).toBeFocused();
    await expectToast(page, 'Kurs yayınlandı.', () => page.keyboard.press('Enter'));
    await expect(page).toHaveURL(/\/teacher\/courses\/[0-9a-f-]{36}$/);
    await tabTo(page, page.getByRole('navigation', { name: 'Kurs bölümleri' }).getByRole('link', { name: 'Sonuçlar' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/results$/);
    await expect(page.getByText('Bu kursa henüz kayıtlı öğrenci yok.')).toBeVisible();
  });

  test('the studio in English: saved as typed, restored on reload, published, with its tabs @en', async ({
    page,
    loginAs,
  }) => {
    const teacher = await createUser('teacher');
    const title = `Draft ${Math.random().toString(36).slice(2, 8)}`;
    const mine = [title, 'Packets and routes.', 'Routing'];
    await loginAs(teacher);
    await page.goto('/addCourse?lang=en');
    const status = page.getByTestId('save-status');
    await expect(status).toHaveText('Draft: what you write is saved automatically.');
    await page.getByLabel('Course title').fill(title);
    await page.getByLabel('Description', { exact: true }).fill('Packets and routes.');
    await page.getByLabel('Category').selectOption({ label: 'Network technologies' });
    await page.getByRole('button', { name: 'Add lesson' }).click();
    await page.getByRole('group', { name: 'Lesson 1' }).getByLabel('Lesson name').fill('Routing');
    await expect(status).toHaveText('Saved');
    await page.reload();
    await expect(page.getByLabel('Course title')).toHaveValue(title);
    await expect(page.getByRole('group', { name: 'Lesson 1' }).getByLabel('Lesson name')).toHaveValue('Routing');
    await expectNoTurkish(page.locator('main'), [...mine, 'Ağ Teknolojileri']);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expectToast(page, 'The course is published.', () =>
      page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click(),
    );
    const tabs = page.getByRole('navigation', { name: 'Course sections' });
    await expect(tabs.getByRole('link')).toHaveText([
      'Content',
      'Exam',
      'Results',
      'Statistics',
      'Lab sessions',
      'Attendance',
    ]);
    await tabs.getByRole('link', { name: 'Results' }).click();
    await expect(page.getByText('No students are enrolled in this course yet.')).toBeVisible();
    await expectNoTurkish(page.locator('main'), mine);
  });
});
