import os from 'node:os';
import path from 'node:path';
import { apiAs, createUser, expect, expectToast, openSettled, samples, sampleFile, test, wcagViolations } from './fixtures.ts';

const tmp = path.join(os.tmpdir(), `beceri-news-e2e-${process.pid}`);
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('news', () => {
  test('an admin adds a post with two images, edits it keeping one, and deletes it', async ({ page, loginAs }) => {
    const admin = await createUser('admin');
    const title = unique('Laboratuvar haberi');
    const longText = `${'Bilişim laboratuvarında yeni dönem eğitimleri başladı ve katılımcılar ilk derslerine girdi. '.repeat(3)}SONKELİME`;
    const png1 = sampleFile(tmp, 'bir.png', samples.png);
    const png2 = sampleFile(tmp, 'iki.png', samples.png);
    await loginAs(admin);

    await page.goto('/haberler');
    await expect(page.getByRole('link', { name: 'Yöneticiye Geri Dön' })).toHaveAttribute('href', '/admin/courses');
    await page.getByRole('link', { name: 'Blog Ekle' }).click();
    await expect(page).toHaveURL(/\/haberler\/add-blog$/);
    await page.getByLabel('Başlık').fill(title);
    await page.getByLabel('Açıklama').fill(longText);
    await page.getByLabel('Ayrıntılar').fill('Kalın değil: <b>düz metin</b>\n<img src=x onerror="alert(1)">');
    await page.getByLabel('Görseller').setInputFiles([png1, png2]);
    await expectToast(page, 'Blog başarıyla eklendi.', () => page.getByRole('button', { name: 'Kaydet' }).click());
    await expect(page).toHaveURL(/\/haberler$/);

    // The card shows the text cut to 150 characters on a word boundary, with an ellipsis.
    const card = page.getByTestId('news-card').filter({ hasText: title });
    const cardText = (await card.locator('p').filter({ hasText: 'Bilişim laboratuvarında' }).textContent())!;
    expect(cardText.endsWith('…')).toBe(true);
    expect(Array.from(cardText).length).toBeLessThanOrEqual(151);
    expect(cardText).not.toContain('SONKELİME');

    // The detail page: two images, the details as plain text.
    await card.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(/\/haberler\/details\//);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.locator('article img')).toHaveCount(2);
    await expect(page.getByTestId('news-details')).toContainText('Kalın değil: <b>düz metin</b>');
    await expect(page.getByTestId('news-details').locator('b, img')).toHaveCount(0);

    // Edit: drop the second image, keep the first, change the title.
    await page.goto('/haberler');
    await page.getByRole('link', { name: `${title}: Düzenle` }).click();
    await expect(page.getByTestId('existing-image')).toHaveCount(2);
    await page.getByRole('button', { name: "Görsel 2'i kaldır" }).click();
    await expect(page.getByTestId('existing-image')).toHaveCount(1);
    const edited = `${title} (güncel)`;
    await page.getByLabel('Başlık').fill(edited);
    await expectToast(page, 'Blog başarıyla güncellendi.', () => page.getByRole('button', { name: 'Kaydet' }).click());
    await page.getByTestId('news-card').filter({ hasText: edited }).getByRole('link', { name: edited, exact: true }).click();
    await expect(page.getByRole('heading', { name: edited })).toBeVisible();
    await expect(page.locator('article img')).toHaveCount(1);

    // Delete: confirmed, the list reloads without it.
    await page.goto('/haberler');
    page.once('dialog', (d) => void d.accept());
    await expectToast(page, 'Blog başarıyla silindi.', () => page.getByRole('button', { name: `${edited}: Sil` }).click());
    await expect(page.getByTestId('news-card').filter({ hasText: edited })).toHaveCount(0);
  });

  test('nothing on the news page moves when the posts arrive late @phone', async ({ page }) => {
    const asAdmin = await apiAs(await createUser('admin'));
    const posted = await asAdmin.post('/blog/add', { multipart: { title: unique('Geç gelen haber'), description: 'Kısa özet', details: 'Ayrıntı' } });
    expect(posted.status()).toBe(201);
    // Sum of the page's layout shifts, as the browser reports them (the CLS of Web Vitals).
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/blog/all*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/haberler');
    await expect(page.getByRole('status').filter({ hasText: 'Yükleniyor...' })).toBeVisible();
    release();
    await expect(page.getByTestId('news-card').first()).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
  });

  test('the news page lists the accredited exam bodies and the external links @phone', async ({ page }) => {
    await page.goto('/haberler');
    const table = page.getByRole('table');
    for (const city of ['İstanbul', 'Antalya', 'Mersin', 'Sakarya']) await expect(table.getByRole('cell', { name: city })).toBeVisible();
    for (const role of ['Veri Giriş Elemanı', 'Ağ Teknolojileri', 'Destek Elemanı', 'Yazılım Geliştirici', 'Veri Tabanı Yöneticisi', 'Yapay Zekâ Programcısı']) {
      await expect(table.getByText(role).first()).toBeVisible();
    }
    await expect(table.getByText('(Seviye 4)').first()).toBeVisible();
    await expect(table.getByText('(Seviye 5)').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Mesleki Yeterlilik Kurumu/ })).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('link', { name: /Sınav başvuru formu/ })).toHaveAttribute('href', /^https:\/\//);
    // A visitor gets no admin controls.
    await expect(page.getByRole('link', { name: 'Blog Ekle' })).toHaveCount(0);
  });

  test('/haberler has no WCAG A/AA violations @phone', async ({ page }) => {
    await openSettled(page, '/haberler');
    expect(await wcagViolations(page)).toEqual([]);
  });

  test('the news editor has no WCAG A/AA violations', async ({ page, loginAs }) => {
    await loginAs(await createUser('admin'));
    await openSettled(page, '/haberler/add-blog');
    // The admin shell's header belongs to the shell, not to this screen.
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
  });
});
