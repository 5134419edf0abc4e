import { expect, openSettled, test, wcagViolations } from './fixtures.ts';
import { expectNoTurkish, PROPER_NAMES } from './support/english.ts';

/** docs/product.md: the carousel moves on every 2 s. */
const CAROUSEL_INTERVAL_MS = 2000;

test.describe('home page', () => {
  test('shows every project fact of the specification @phone', async ({ page }) => {
    await page.goto('/');
    const main = page.locator('main');
    for (const fact of [
      'Ekim 2023',
      '12 ay',
      '16-35 yaş arası 80 vatandaş',
      'işsizler',
      'üniversite ve meslek lisesi öğrencileri',
      'engelli bireyler',
      'göçmenler',
      'bilişim sektöründe çalışanlar',
      'Nesnelerin interneti (IoT) uygulamaları ve siber güvenlik alanlarında 300 saatlik eğitimler',
      '21 kişilik bir bilişim laboratuvarı',
      'staj programı planlanıyor',
      'Eylül 2024’te bir kapanış semineriyle',
      'sınav ücreti katılımcı tarafından ödenir',
    ]) {
      await expect(main.getByText(fact).first()).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Paydaşlar' })).toBeVisible();
    await expect(main.getByText('İzmit Bölgesi Sanayi Odası')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Faaliyetler' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Dersleri keşfet' })).toHaveAttribute('href', '/courses');
    await expect(main.getByRole('link', { name: 'İş imkanlarını keşfet' })).toHaveAttribute('href', '/jobs');
    // Nothing wider than the screen.
    const overflow = await main.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the carousel moves on by itself every 2 s, pauses on hover and opens /haberler', async ({ page }) => {
    // The page's clock is the test's: each step is exactly the interval, however busy the machine.
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Proje haberlerinden görseller' });
    const counter = carousel.getByText(/^\d \/ 5$/);
    await expect(counter).toHaveText('1 / 5');
    // The server drew the carousel; it moves once React owns the page (its buttons are enabled from then on).
    await expect(carousel.getByRole('button', { name: 'Sonraki görsel' })).toBeEnabled();
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect(counter).toHaveText('2 / 5');
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect(counter).toHaveText('3 / 5');
    // Hovering stops it.
    await carousel.hover();
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2);
    await expect(counter).toHaveText('3 / 5');
    // Keyboard focus inside it stops it too.
    await page.mouse.move(0, 0);
    await carousel.getByRole('button', { name: 'Önceki görsel' }).focus();
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2);
    await expect(counter).toHaveText('3 / 5');
    await carousel.locator('[data-selected="true"] a').click();
    await expect(page).toHaveURL(/\/haberler$/);
    await expect(page.getByRole('heading', { name: 'Haberler', level: 1 })).toBeVisible();
  });

  test('the carousel stays still for people who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Proje haberlerinden görseller' });
    await expect(carousel.getByRole('button', { name: 'Otomatik geçişi başlat' })).toBeVisible();
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2);
    await expect(carousel.getByText('1 / 5')).toBeVisible();
    await carousel.getByRole('button', { name: 'Sonraki görsel' }).click();
    await expect(carousel.getByText('2 / 5')).toBeVisible();
  });

  test("on a phone the hero's headline and lead sit clear of the illustration @phone", async ({ page }) => {
    for (const width of [360, 390, 430]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const illustration = page.getByTestId('home-banner').getByRole('img');
      await expect(illustration).toBeVisible();
      const picture = (await illustration.boundingBox())!;
      for (const text of [page.getByTestId('home-banner-title'), page.getByTestId('home-banner-lead')]) {
        const box = (await text.boundingBox())!;
        const overlaps =
          box.x < picture.x + picture.width &&
          picture.x < box.x + box.width &&
          box.y < picture.y + picture.height &&
          picture.y < box.y + box.height;
        expect(overlaps, `${width} px: text over the illustration`).toBe(false);
      }
      // The whole illustration is on the screen, under the text.
      expect(picture.height).toBeGreaterThan(100);
      expect(picture.y).toBeGreaterThan((await page.getByTestId('home-banner-lead').boundingBox())!.y);
    }
  });

  test('the home page in English @en @phone', async ({ page }) => {
    await page.goto('/?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Skills in IT Project' })).toBeVisible();
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Explore courses' })).toHaveAttribute('href', '/courses');
    await expect(main.getByText('80 citizens aged 16-35', { exact: false })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pictures from the project news' }).getByText('1 / 5')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoTurkish(main, PROPER_NAMES);
  });

  for (const path of ['/', '/footer']) {
    test(`${path} has no WCAG A/AA violations @phone`, async ({ page }) => {
      await openSettled(page, path);
      expect(await wcagViolations(page)).toEqual([]);
    });
  }
});
