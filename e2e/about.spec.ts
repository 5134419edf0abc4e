import os from 'node:os';
import path from 'node:path';
import { createUser, exclusive, expect, openSettled, samples, sampleFile, test, wcagViolations } from './fixtures.ts';

const tmp = path.join(os.tmpdir(), `beceri-about-e2e-${process.pid}`);
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('about page', () => {
  test('an admin edits the about page and a visitor sees the change', async ({ page, context, loginAs }) => {
    await exclusive('about-page', async () => {
      const admin = await createUser('admin');
      const text = unique('Projemiz bölgedeki gençleri bilişime hazırlıyor.');
      await loginAs(admin);
      await page.goto('/aboutus/update-about-us');
      const cards = page.getByTestId('about-card-input');
      await expect(cards).toHaveCount(3);
      await page.getByLabel('Ana metin').fill(text);
      await page.getByLabel('Kart 1', { exact: true }).fill('Birinci kart: 300 saatlik eğitim');
      await page.getByLabel('Kart 2', { exact: true }).fill('İkinci kart: 21 kişilik laboratuvar');
      await page.getByRole('button', { name: "Kart 3'i kaldır" }).click();
      await page.getByRole('button', { name: 'Kart ekle' }).click();
      await expect(cards).toHaveCount(3);
      await page.getByLabel('Kart 3', { exact: true }).fill('Üçüncü kart: staj programı');
      await page.getByLabel('Ana görsel').setInputFiles(sampleFile(tmp, 'ana.png', samples.png));
      // The request is held until the sending state has been seen.
      let release!: () => void;
      const seen = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/aboutus/edit/1', async (route) => {
        await seen;
        await route.continue();
      });
      await page.getByRole('button', { name: 'Gönder' }).click();
      await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
      release();
      await expect(page).toHaveURL(/\/aboutus$/);

      await context.clearCookies();
      await page.evaluate(() => localStorage.removeItem('sessionUser'));
      await page.reload();
      await expect(page.getByTestId('about-main-text')).toHaveText(text);
      for (const card of ['Birinci kart: 300 saatlik eğitim', 'İkinci kart: 21 kişilik laboratuvar', 'Üçüncü kart: staj programı']) {
        await expect(page.getByText(card)).toBeVisible();
      }
      await expect(page.getByRole('img', { name: 'Proje hakkında sayfasının ana görseli' })).toHaveAttribute('src', /^\/files\//);
      await expect(page.getByRole('link', { name: 'Sayfayı düzenle' })).toHaveCount(0);
    });
  });

  test('/aboutus has no WCAG A/AA violations @phone', async ({ page }) => {
    await openSettled(page, '/aboutus');
    expect(await wcagViolations(page)).toEqual([]);
  });

  test('the about page editor has no WCAG A/AA violations', async ({ page, loginAs }) => {
    await loginAs(await createUser('admin'));
    await openSettled(page, '/aboutus/update-about-us');
    // The admin shell's header belongs to the shell, not to this screen.
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
  });
});
