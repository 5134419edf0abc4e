import os from 'node:os';
import path from 'node:path';
import {
  apiAs,
  createUser,
  expect,
  expectToast,
  hydrated,
  openSettled,
  samples,
  sampleFile,
  test,
  wcagViolations,
} from './fixtures.ts';
import { expectNoTurkish, PROPER_NAMES } from './support/english.ts';

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
    await page.getByLabel('Başlık', { exact: true }).fill(title);
    await page.getByLabel('Açıklama', { exact: true }).fill(longText);
    await page
      .getByLabel('Ayrıntılar', { exact: true })
      .fill('Kalın değil: <b>düz metin</b>\n<img src=x onerror="alert(1)">');
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
    await page.getByLabel('Başlık', { exact: true }).fill(edited);
    await expectToast(page, 'Blog başarıyla güncellendi.', () => page.getByRole('button', { name: 'Kaydet' }).click());
    await page
      .getByTestId('news-card')
      .filter({ hasText: edited })
      .getByRole('link', { name: edited, exact: true })
      .click();
    await expect(page.getByRole('heading', { name: edited })).toBeVisible();
    await expect(page.locator('article img')).toHaveCount(1);

    // Delete: confirmed, the list reloads without it.
    await page.goto('/haberler');
    await page.getByRole('button', { name: `${edited}: Sil` }).click();
    const confirm = page.getByRole('alertdialog', { name: `“${edited}” haberini silmek istediğinize emin misiniz?` });
    await expect(confirm.getByRole('button', { name: 'Vazgeç' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(page.getByTestId('news-card').filter({ hasText: edited })).toHaveCount(1);
    await page.getByRole('button', { name: `${edited}: Sil` }).click();
    await expectToast(page, 'Blog başarıyla silindi.', () => confirm.getByRole('button', { name: 'Sil' }).click());
    await expect(page.getByTestId('news-card').filter({ hasText: edited })).toHaveCount(0);
  });

  test('nothing on the news page moves when the posts arrive late @phone', async ({ page }) => {
    const asAdmin = await apiAs(await createUser('admin'));
    const posted = await asAdmin.post('/blog/add', {
      multipart: { title: unique('Geç gelen haber'), description: 'Kısa özet', details: 'Ayrıntı' },
    });
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
    // A first visit carries the posts in the page; moving here from another screen asks the API.
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Moving to the news in the app, as its links do, once React has hydrated the page: a move made before would
    // give the router another address than the one the server rendered.
    await hydrated(page);
    await page.evaluate(() => {
      const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      window.history.pushState({ usr: null, key: 'news', idx }, '', '/haberler');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    // Placeholder cards, not a lone 'Yükleniyor…', hold the cards' place.
    await expect(page.getByTestId('news-skeleton')).toBeVisible();
    await expect(page.getByTestId('news-skeleton')).toHaveAttribute('role', 'status');
    // What counts is what moves when the posts arrive, not the change of screen before.
    await page.evaluate(() => ((window as unknown as { layoutShift: number }).layoutShift = 0));
    release();
    await expect(page.getByTestId('news-card').first()).toBeVisible();
    await expect(page.locator('[data-testid="exam-bodies"]:visible')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
  });

  test('a post without a title is refused in the editor, saying where and what to write', async ({ page, loginAs }) => {
    await loginAs(await createUser('admin'));
    await page.goto('/haberler/add-blog');
    await page.getByLabel('Açıklama', { exact: true }).fill('Başlığı unutulmuş haber');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Formda 1 hata var' })
        .getByRole('link', { name: 'Başlık: Haberin başlığını yazın' }),
    ).toBeVisible();
    await expect(page.getByLabel('Başlık', { exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/haberler\/add-blog$/);
  });

  test('posts without pictures get pictures of their own, and a post reads in lines of at most 75 characters', async ({
    page,
  }) => {
    const asAdmin = await apiAs(await createUser('admin'));
    const details =
      'Bilişim laboratuvarında yeni dönem eğitimleri başladı; katılımcılar nesnelerin interneti ve siber güvenlik derslerine girdi. '.repeat(
        6,
      );
    const titles = [unique('Resimsiz haber A'), unique('Resimsiz haber B')];
    const ids: string[] = [];
    for (const title of titles) {
      const res = await asAdmin.post('/blog/add', { multipart: { title, description: 'Kısa özet', details } });
      expect(res.status()).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    await asAdmin.dispose();
    await page.goto('/haberler');
    const art = (title: string) =>
      page.getByTestId('news-card').filter({ hasText: title }).locator('svg[aria-hidden="true"]').first();
    const drawn = await Promise.all(
      titles.map(async (title) => (await art(title).elementHandle())!.evaluate((el) => el.outerHTML)),
    );
    expect(drawn[0]).not.toBe(drawn[1]);
    await expect(page.locator('img[src$="news-default.svg"]')).toHaveCount(0);

    await page.goto(`/haberler/details/${ids[0]}`);
    const longestLine = await page.getByTestId('news-details').evaluate((el) => {
      const text = el.firstChild as Text;
      const range = document.createRange();
      const perLine = new Map<number, number>();
      for (let i = 0; i < text.length; i++) {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        perLine.set(top, (perLine.get(top) ?? 0) + 1);
      }
      return Math.max(...perLine.values());
    });
    expect(longestLine).toBeGreaterThan(30);
    expect(longestLine).toBeLessThanOrEqual(75);
  });

  test('the news in English @en @phone', async ({ page }) => {
    // A post of its own: the test must not depend on others having written one.
    const asAdmin = await apiAs(await createUser('admin'));
    expect(
      (
        await asAdmin.post('/blog/add', {
          multipart: { title: unique('İngilizce sayfada haber'), description: 'Kısa özet', details: 'Ayrıntı' },
        })
      ).status(),
    ).toBe(201);
    await asAdmin.dispose();
    await page.goto('/haberler?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    const table = page.locator('[data-testid="exam-bodies"]:visible');
    await expect(table.getByText('Location').first()).toBeVisible();
    await expect(table.getByText('Software Developer (Level 5)').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Vocational Qualifications Authority/ })).toBeVisible();
    const cards = page.getByTestId('news-card');
    await expect(cards.first()).toBeVisible();
    // Titles and summaries are what the editors wrote; everything around them is English.
    await expectNoTurkish(page.locator('main'), [
      ...PROPER_NAMES,
      cards.locator('h2'),
      cards.locator('p').filter({ hasNotText: /^\d{1,2} \w+ \d{4}$/ }),
    ]);
    await cards.first().locator('h2 a').click();
    await expect(page.getByRole('link', { name: 'Back to news' })).toBeVisible();
    await expectNoTurkish(page.locator('main'), [
      ...PROPER_NAMES,
      page.locator('article h1'),
      page.getByTestId('news-description'),
      page.getByTestId('news-details'),
    ]);
  });

  test('the news page lists the accredited exam bodies and the external links @phone', async ({ page }) => {
    await page.goto('/haberler');
    // A table on a wide screen, one card per body on a phone: whichever is shown.
    const table = page.locator('[data-testid="exam-bodies"]:visible');
    for (const city of ['İstanbul', 'Antalya', 'Mersin', 'Sakarya'])
      await expect(table.getByText(city, { exact: true })).toBeVisible();
    for (const role of [
      'Veri Giriş Elemanı',
      'Ağ Teknolojileri',
      'Destek Elemanı',
      'Yazılım Geliştirici',
      'Veri Tabanı Yöneticisi',
      'Yapay Zekâ Programcısı',
    ]) {
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
