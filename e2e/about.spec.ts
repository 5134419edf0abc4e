import os from 'node:os';
import path from 'node:path';
import {
  createUser,
  exclusive,
  expect,
  expectToast,
  openSettled,
  samples,
  sampleFile,
  test,
  wcagViolations,
} from './fixtures.ts';
import { expectNoTurkish, PROPER_NAMES } from './support/english.ts';

const tmp = path.join(os.tmpdir(), `beceri-about-e2e-${process.pid}`);
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('about page', () => {
  test('an admin edits the about page and a visitor sees the change', async ({ page, context, loginAs }) => {
    await exclusive('about-page', async () => {
      const admin = await createUser('admin');
      const text = unique('Projemiz bölgedeki gençleri bilişime hazırlıyor.');
      await loginAs(admin);
      // The editor opens with what the public page shows: saving one change never wipes the rest.
      const before = (await (await page.request.get('/aboutus')).json()) as {
        mainText: string;
        cards: { text: string }[];
      };
      await page.goto('/aboutus/update-about-us');
      const cards = page.getByTestId('about-card-input');
      await expect(page.getByLabel('Ana metin', { exact: true })).toHaveValue(before.mainText);
      await expect(cards).toHaveCount(Math.max(before.cards.length, 3));
      for (const [i, card] of before.cards.entries())
        await expect(page.getByLabel(`Kart ${i + 1}`, { exact: true })).toHaveValue(card.text);
      while ((await cards.count()) > 3)
        await page.getByRole('button', { name: `Kart ${await cards.count()}'i kaldır` }).click();
      await page.getByLabel('Ana metin', { exact: true }).fill(text);
      await page.getByLabel('Kart 1', { exact: true }).fill('Birinci kart: 300 saatlik eğitim');
      await page.getByLabel('Kart 2', { exact: true }).fill('İkinci kart: 21 kişilik laboratuvar');
      await page.getByRole('button', { name: "Kart 3'i kaldır" }).click();
      await page.getByRole('button', { name: 'Kart ekle' }).click();
      await expect(cards).toHaveCount(3);
      await page.getByLabel('Kart 3', { exact: true }).fill('Üçüncü kart: staj programı');
      await page.getByLabel('Ana görsel', { exact: true }).setInputFiles(sampleFile(tmp, 'ana.png', samples.png));
      // The request is held until the sending state has been seen.
      let release!: () => void;
      const seen = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/aboutus/edit/1', async (route) => {
        await seen;
        await route.continue();
      });
      await expectToast(page, 'Hakkımızda sayfası güncellendi.', async () => {
        await page.getByRole('button', { name: 'Gönder' }).click();
        await expect(page.getByRole('button', { name: 'Gönderiliyor...' })).toBeDisabled();
        release();
      });
      await expect(page).toHaveURL(/\/aboutus$/);

      await context.clearCookies();
      await page.evaluate(() => localStorage.removeItem('sessionUser'));
      await page.reload();
      await expect(page.getByTestId('about-main-text')).toHaveText(text);
      for (const card of [
        'Birinci kart: 300 saatlik eğitim',
        'İkinci kart: 21 kişilik laboratuvar',
        'Üçüncü kart: staj programı',
      ]) {
        await expect(page.getByText(card)).toBeVisible();
      }
      await expect(page.getByRole('img', { name: 'Proje hakkında sayfasının ana görseli' })).toHaveAttribute(
        'src',
        /^\/files\//,
      );
      await expect(page.getByRole('link', { name: 'Sayfayı düzenle' })).toHaveCount(0);
    });
  });

  test('an empty main text is refused in the editor, saying where and what to write; the public page keeps its text', async ({
    page,
    loginAs,
  }) => {
    await exclusive('about-page', async () => {
      await loginAs(await createUser('admin'));
      const before = (await (await page.request.get('/aboutus')).json()) as { mainText: string };
      let sent = 0;
      await page.route('**/aboutus/edit/1', (route) => {
        sent++;
        return route.continue();
      });
      await page.goto('/aboutus/update-about-us');
      await expect(page.getByLabel('Ana metin', { exact: true })).toHaveValue(before.mainText);
      await page.getByLabel('Ana metin', { exact: true }).fill('   ');
      await page.getByRole('button', { name: 'Gönder' }).click();
      const summary = page.getByRole('alert').filter({ hasText: 'Formda 1 hata var' });
      await expect(summary.getByRole('link', { name: /^Ana metin: Sayfanın ana metnini yazın/ })).toBeVisible();
      await expect(page.getByLabel('Ana metin', { exact: true })).toBeFocused();
      await expect(page.getByLabel('Ana metin', { exact: true })).toHaveAccessibleDescription(
        /Sayfanın ana metnini yazın/,
      );
      expect(sent).toBe(0);
      expect(((await (await page.request.get('/aboutus')).json()) as { mainText: string }).mainText).toBe(
        before.mainText,
      );
    });
  });

  test('the about page and its editor in English @en', async ({ page, loginAs }) => {
    await page.goto('/aboutus?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'About the project' })).toBeVisible();
    await expect(page.getByTestId('about-main-text')).toBeVisible();
    await expectNoTurkish(page.locator('main'), [
      ...PROPER_NAMES,
      page.getByTestId('about-main-text'),
      page.locator('main li'),
    ]);

    await loginAs(await createUser('admin'));
    await page.goto('/aboutus/update-about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit the About Page' })).toBeVisible();
    await expect(page.getByLabel('Main text', { exact: true })).not.toHaveValue('');
    await page.getByLabel('Main text', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('link', { name: /^Main text: Enter the main text of the page/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add card' })).toBeVisible();
    await expectNoTurkish(page.locator('main'), [...PROPER_NAMES, page.locator('main textarea')]);
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
