import { createUser, expect, nextAlert, outbox, test } from './fixtures.ts';

// The map frames come from openstreetmap.org; the suite runs offline, so they are not loaded. The
// fixture's consent script would also run inside those (opaque) frames and throw, so the consent is
// stored here, for the top document only.
test.use({ consent: false, allowedConsoleErrors: [/ERR_BLOCKED_BY_CLIENT/] });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (window === window.top) localStorage.setItem('cookie_consent', 'accepted');
  });
  await page.route('https://www.openstreetmap.org/**', (route) => route.abort('blockedbyclient'));
});

test.describe('contact page', () => {
  test('a visitor sends a message; it reaches the mailbox and the admin reads it', async ({ page, browser, baseURL }) => {
    await page.goto('/contactus');
    await expect(page.getByRole('heading', { level: 1, name: 'İletişim' })).toBeVisible();
    const maps = page.locator('iframe[src^="https://www.openstreetmap.org/export/embed.html"]');
    await expect(maps).toHaveCount(2);
    const config = await (await page.request.get('/config/public')).json();
    const details = page.getByRole('region', { name: 'İletişim bilgileri' });
    await expect(details.getByRole('link', { name: config.contactEmail })).toHaveAttribute('href', `mailto:${config.contactEmail}`);
    await expect(details.getByRole('link', { name: config.contactPhone })).toBeVisible();
    await expect(details).toContainText('İzmit');

    const text = `Kurs takvimi hakkında bilgi alabilir miyim? ${Date.now()}`;
    await page.getByLabel('Ad Soyad').fill('Ali Veli');
    await page.getByLabel('Telefon').fill('0532 000 00 00');
    await page.getByLabel('E-posta').fill('ali@example.com');
    await page.getByLabel('Mesajınız').fill(text);
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Gönder' }).click();
    expect(await alert).toBe('Mesajınız başarıyla gönderildi.');
    await expect(page.getByLabel('Mesajınız')).toHaveValue('');

    await expect.poll(async () => (await outbox()).some((m) => m.includes(`To: ${config.contactEmail}`) && m.includes('Ali Veli'))).toBe(true);

    const adminContext = await browser.newContext({ baseURL });
    const admin = await createUser('admin');
    await adminContext.addCookies([{ ...admin.cookie, url: baseURL!, httpOnly: true, sameSite: 'Lax' }]);
    await adminContext.addInitScript(() => localStorage.setItem('cookie_consent', 'accepted'));
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admin/messages');
    await expect(adminPage.getByRole('heading', { name: 'Mesajlar' })).toBeVisible();
    await expect(adminPage.getByText(text)).toBeVisible();
    await expect(adminPage.getByRole('link', { name: 'ali@example.com' })).toBeVisible();
    await adminContext.close();
  });

  test('an empty message is refused with the SPEC alert and the reason under the field', async ({ page }) => {
    await page.goto('/contactus');
    await page.getByLabel('Ad Soyad').fill('Ali');
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Gönder' }).click();
    expect(await alert).toBe('Mesaj gönderilirken bir hata oluştu.');
    await expect(page.getByText('Bu alan zorunludur')).toBeVisible();
  });
});

test('the contact page has no WCAG A/AA violations', async ({ page }) => {
  const { AxeBuilder } = await import('@axe-core/playwright');
  await page.goto('/contactus');
  await expect(page.getByRole('button', { name: 'Gönder' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations).toEqual([]);
});
