/**
 * Journeys completed with the keyboard alone: Tab / Shift+Tab to move, Enter / Space to press, typing into
 * the focused field. No click, fill or focus call on an element; setup goes through the API. Reaching each
 * control with Tab is itself the check that it can be reached.
 */
import type { Locator, Page } from '@playwright/test';
import { apiAs, createUser, expect, nextAlert, test } from './fixtures.ts';

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never gets it. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test.describe('keyboard only', () => {
  test('a student logs in and out', async ({ page }) => {
    const student = await createUser('student', { name: 'Elif' });
    await page.goto('/');
    await tabTo(page, page.getByRole('link', { name: 'Giriş Yap' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await typeInto(page, page.getByLabel('E-posta'), student.email);
    await typeInto(page, page.getByLabel('Şifre'), student.password);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Giriş başarılı')).toBeVisible();
    await expect(page).toHaveURL(/\/StudentProfile$/);
    await expect(page.getByRole('heading', { name: /Elif/ })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Çıkış Yap' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Başarıyla çıkış yapıldı')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
  });

  test('a visitor sends the contact form', async ({ page }) => {
    await page.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>harita</title>' }));
    await page.goto('/contactus');
    await typeInto(page, page.getByLabel('Ad Soyad'), 'Deniz Kara');
    await typeInto(page, page.getByLabel('Telefon'), '0532 111 22 33');
    await typeInto(page, page.getByLabel('E-posta'), 'deniz@example.com');
    await typeInto(page, page.getByLabel('Mesajınız'), 'Klavyeyle yazılmış bir mesaj.');
    await tabTo(page, page.getByRole('button', { name: 'Gönder' }));
    const alert = nextAlert(page);
    await page.keyboard.press('Enter');
    expect(await alert).toBe('Mesajınız başarıyla gönderildi.');
    await expect(page.getByLabel('Mesajınız')).toHaveValue('');
  });

  test('a student enrols in a course, takes the exam and passes', async ({ page, loginAs }) => {
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' }));
    const teacher = await createUser('teacher');
    const student = await createUser('student');
    const title = `Klavye kursu ${Date.now().toString(36)}`;
    const api = await apiAs(teacher);
    const options = ['Bir', 'İki', 'Üç', 'Dört', 'Beş'];
    const res = await api.post('/course/add', {
      multipart: {
        title,
        category: 'Python',
        description: 'Erişilebilirlik denemesi.',
        classes: JSON.stringify([{ title: 'Giriş', description: 'İlk ders', videoLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }]),
        test: JSON.stringify({
          questions: [
            { text: 'Birinci soru', options, correctAnswer: 1 },
            { text: 'İkinci soru', options, correctAnswer: 3 },
          ],
        }),
      },
    });
    expect(res.ok()).toBe(true);
    const { id } = (await res.json()) as { id: string };
    await api.dispose();

    await loginAs(student);
    await page.goto(`/courseEnroll/${id}`);
    await tabTo(page, page.getByRole('button', { name: 'Kayıt ol' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Kursa başarıyla kaydoldunuz!')).toBeVisible();
    await expect(page).toHaveURL(/\/StudentProfile$/);

    await tabTo(page, page.getByRole('link', { name: `${title}: Görüntüle` }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/coursedetail/${id}`);
    await tabTo(page, page.getByRole('button', { name: 'Sınava Git' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Soru 1 / 2')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'İki', exact: true }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'İki', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, page.getByRole('button', { name: 'Sonraki', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Soru 2 / 2')).toBeVisible();
    // Back up from wherever the focus is now to the fourth option.
    const fourth = page.getByRole('button', { name: 'Dört', exact: true });
    await tabTo(page, fourth, { back: true });
    await page.keyboard.press('Enter');
    await expect(fourth).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, page.getByRole('button', { name: 'Sona ermek', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Sınavı başarı ile geçtiniz!')).toBeVisible();
    await expect(page.getByText('Puanınız: 2 / 2')).toBeVisible();
  });

  test('a company posts a job, a student applies, the company hires', async ({ page, loginAs }) => {
    const company = await createUser('company', { companyName: 'Klavye Bilişim' });
    const student = await createUser('student', { name: 'Can', surname: 'Demir' });
    const title = `Kl${Math.random().toString(36).slice(2, 10)}`;

    await loginAs(company);
    await page.goto('/addjob');
    await typeInto(page, page.getByLabel('İş başlığı'), title);
    await typeInto(page, page.getByLabel('Açıklama'), 'Klavyeyle açılan ilan.');
    await tabTo(page, page.getByRole('button', { name: 'Gönder' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('İş başarıyla eklendi.')).toBeVisible();
    await expect(page).toHaveURL(/\/CompanyProfile$/);

    await loginAs(student);
    await page.goto('/jobs');
    await tabTo(page, page.getByRole('link', { name: `${title}: Detayları gör` }), { max: 200 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/jobinfopage\/[0-9a-f-]{36}$/);
    await tabTo(page, page.getByRole('button', { name: 'Başvur' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('İşe başarıyla başvuruldu!')).toBeVisible();

    await loginAs(company);
    await page.goto('/CompanyProfile');
    await tabTo(page, page.getByRole('link', { name: `${title}: İşe al` }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/hire\/[0-9a-f-]{36}$/);
    const hire = page.getByRole('button', { name: 'Can Demir: İşe al' });
    await tabTo(page, hire);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Öğrenci başarıyla işe alındı!')).toBeVisible();
    await expect(hire).toBeDisabled();
  });
});
