import { AxeBuilder } from '@axe-core/playwright';
import os from 'node:os';
import path from 'node:path';
import { apiAs, createUser, exclusive, expect, samples, sampleFile, test } from './fixtures.ts';

const tmp = path.join(os.tmpdir(), `beceri-content-e2e-${process.pid}`);
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('home page', () => {
  test('shows every project fact of the specification @phone', async ({ page }) => {
    await page.goto('/');
    const main = page.locator('main');
    for (const fact of [
      'Ekim 2023', '12 ay', '16-35 yaş arası 80 vatandaş', 'işsizler', 'üniversite ve meslek lisesi öğrencileri', 'engelli bireyler',
      'göçmenler', 'bilişim sektöründe çalışanlar', 'Nesnelerin interneti (IoT) uygulamaları ve siber güvenlik alanlarında 300 saatlik eğitimler',
      '21 kişilik bir bilişim laboratuvarı', 'staj programı planlanıyor', 'Eylül 2024’te bir kapanış semineriyle',
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
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Proje haberlerinden görseller' });
    const counter = carousel.getByText(/^\d \/ 5$/);
    await expect(counter).toHaveText('1 / 5');
    await expect(counter).toHaveText('2 / 5', { timeout: 3500 });
    await expect(counter).toHaveText('3 / 5', { timeout: 3500 });
    // Hovering stops it.
    await carousel.hover();
    const shown = await counter.textContent();
    await page.waitForTimeout(2600);
    await expect(counter).toHaveText(shown!);
    // Keyboard focus inside it stops it too.
    await page.mouse.move(0, 0);
    await carousel.getByRole('button', { name: 'Önceki görsel' }).focus();
    const focused = await counter.textContent();
    await page.waitForTimeout(2600);
    await expect(counter).toHaveText(focused!);
    await carousel.locator('[data-selected="true"] a').click();
    await expect(page).toHaveURL(/\/haberler$/);
    await expect(page.getByRole('heading', { name: 'Haberler', level: 1 })).toBeVisible();
  });

  test('the carousel stays still for people who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Proje haberlerinden görseller' });
    await expect(carousel.getByRole('button', { name: 'Otomatik geçişi başlat' })).toBeVisible();
    await page.waitForTimeout(2600);
    await expect(carousel.getByText('1 / 5')).toBeVisible();
    await carousel.getByRole('button', { name: 'Sonraki görsel' }).click();
    await expect(carousel.getByText('2 / 5')).toBeVisible();
  });
});

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
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Blog başarıyla eklendi.')).toBeVisible();
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
    await expect(page.getByTestId('blog-details')).toContainText('Kalın değil: <b>düz metin</b>');
    await expect(page.getByTestId('blog-details').locator('b, img')).toHaveCount(0);

    // Edit: drop the second image, keep the first, change the title.
    await page.goto('/haberler');
    await page.getByRole('link', { name: `${title}: Düzenle` }).click();
    await expect(page.getByTestId('existing-image')).toHaveCount(2);
    await page.getByRole('button', { name: "Görsel 2'i kaldır" }).click();
    await expect(page.getByTestId('existing-image')).toHaveCount(1);
    const edited = `${title} (güncel)`;
    await page.getByLabel('Başlık').fill(edited);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Blog başarıyla güncellendi.')).toBeVisible();
    await page.getByTestId('news-card').filter({ hasText: edited }).getByRole('link', { name: edited, exact: true }).click();
    await expect(page.getByRole('heading', { name: edited })).toBeVisible();
    await expect(page.locator('article img')).toHaveCount(1);

    // Delete: confirmed, the list reloads without it.
    await page.goto('/haberler');
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: `${edited}: Sil` }).click();
    await expect(page.getByText('Blog başarıyla silindi.')).toBeVisible();
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
});

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
    // Hold the request a moment so the sending state can be seen.
    await page.route('**/aboutus/edit/1', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Gönder' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
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

test('the activity log filters by type, pages by 20 and goes back to page 1 on a filter change', async ({ page, loginAs }) => {
  const company = await createUser('company', { companyName: unique('Log Bilişim') });
  const admin = await createUser('admin');
  // 22 real events of type company: job ads posted through the API with the company's session.
  await loginAs(company);
  for (let i = 0; i < 22; i++) {
    const res = await page.request.post('/job/add', { data: { title: `Log${i}`, description: 'Kayıt ekranı için ilan' } });
    expect(res.status()).toBe(201);
  }
  await page.context().clearCookies();
  await loginAs(admin);
  await page.goto('/admin/logs');
  await expect(page.getByRole('heading', { name: 'Etkinlik Kayıtları' })).toBeVisible();
  const entries = page.getByTestId('log-entry');
  await expect(entries).toHaveCount(20);

  await page.getByRole('checkbox', { name: 'Şirket' }).check();
  await expect(entries.filter({ hasText: `${company.companyName} şirketi "Log21" iş ilanını ekledi` })).toHaveCount(1);
  await expect(entries).toHaveCount(20);
  const badges = () => entries.evaluateAll((els) => els.map((el) => el.querySelector('span')?.textContent));
  expect(new Set(await badges())).toEqual(new Set(['Şirket']));
  const date = await entries.first().locator('time').textContent();
  expect(date).toMatch(/\d{1,2} \S+ \d{4} \d{2}:\d{2}/);

  const paging = page.getByRole('navigation', { name: 'Sayfalama' });
  await paging.getByRole('button', { name: 'Sonraki' }).click();
  await expect(paging.getByText(/^2 \/ \d+$/)).toBeVisible();
  await expect(entries.filter({ hasText: `"Log21"` })).toHaveCount(0);
  await expect(entries.filter({ hasText: `${company.companyName} şirketi "Log1" iş ilanını ekledi` })).toHaveCount(1);

  // Any change of the filters goes back to page 1.
  await page.getByRole('checkbox', { name: 'Öğretmen' }).check();
  await expect(paging.getByText(/^1 \/ \d+$/)).toBeVisible();
  await expect(entries.filter({ hasText: '"Log21"' })).toHaveCount(1);
  expect((await badges()).every((l) => l === 'Şirket' || l === 'Öğretmen')).toBe(true);
});

test.describe('accessibility', () => {
  for (const path of ['/', '/haberler', '/aboutus', '/footer']) {
    test(`${path} has no WCAG A/AA violations @phone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('the admin content screens have no WCAG A/AA violations', async ({ page, loginAs }) => {
    await loginAs(await createUser('admin'));
    for (const path of ['/admin/logs', '/haberler/add-blog', '/aboutus/update-about-us']) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      // The admin shell's header belongs to the shell, not to these screens.
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('main').analyze();
      expect(result.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
});
