import { createUser, expect, expectToast, outbox, test } from './fixtures.ts';
import { expectNoTurkish, PROPER_NAMES } from './support/english.ts';

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
  test('a visitor sends a message; it reaches the mailbox and the admin reads it', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/contactus');
    await expect(page.getByRole('heading', { level: 1, name: 'İletişim' })).toBeVisible();
    const maps = page.locator('iframe[src^="https://www.openstreetmap.org/export/embed.html"]');
    await expect(maps).toHaveCount(2);
    const config = await (await page.request.get('/config/public')).json();
    const details = page.getByRole('region', { name: 'İletişim bilgileri' });
    await expect(details.getByRole('link', { name: config.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${config.contactEmail}`,
    );
    await expect(details.getByRole('link', { name: config.contactPhone })).toBeVisible();
    await expect(details).toContainText('İzmit');

    const text = `Kurs takvimi hakkında bilgi alabilir miyim? ${Date.now()}`;
    await page.getByLabel('Ad Soyad').fill('Ali Veli');
    await page.getByLabel('Telefon').fill('0532 000 00 00');
    await page.getByLabel('E-posta').fill('ali@example.com');
    await page.getByLabel('Mesajınız').fill(text);
    await expectToast(page, 'Mesajınız başarıyla gönderildi.', () =>
      page.getByRole('button', { name: 'Gönder' }).click(),
    );
    await expect(page.getByLabel('Mesajınız')).toHaveValue('');

    await expect
      .poll(async () =>
        (await outbox()).some((m) => m.includes(`To: ${config.contactEmail}`) && m.includes('Ali Veli')),
      )
      .toBe(true);

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

  test('an empty message is refused before sending: the summary names the field and says what to write', async ({
    page,
  }) => {
    let sent = 0;
    await page.route('**/mail/contact', (route) => {
      sent++;
      return route.continue();
    });
    await page.goto('/contactus');
    await page.getByLabel('Ad Soyad').fill('Ali');
    await page.getByLabel('E-posta').fill('ali@');
    // Leaving a field says nothing yet: a message appearing there would move the button away from the click.
    await page.getByLabel('E-posta').press('Tab');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Gönder' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Formda 2 hata var' });
    await expect(summary.getByRole('link', { name: /^E-posta: Geçerli bir e-posta adresi yazın/ })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Mesajınız: Mesajınızı yazın' })).toBeVisible();
    await expect(page.getByLabel('E-posta')).toBeFocused();
    await expect(page.getByLabel('Mesajınız')).toHaveAccessibleDescription('Mesajınızı yazın');
    await summary.getByRole('link', { name: 'Mesajınız: Mesajınızı yazın' }).click();
    await expect(page.getByLabel('Mesajınız')).toBeFocused();
    // The server is never blamed for a field the visitor left empty.
    await expect(page.getByText('Mesaj gönderilirken bir hata oluştu.')).toHaveCount(0);
    expect(sent).toBe(0);
  });

  test('a visitor writes to us in English @en @phone', async ({ page }) => {
    await page.goto('/contactus?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('link', { name: 'Your message: Write your message' })).toBeVisible();
    // One way to reply is asked for: an e-mail or a phone.
    await expect(
      page.getByRole('link', { name: 'Email: Enter your email address or your phone number so that we can reply' }),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    const address = page.getByRole('region', { name: 'Contact details' }).getByRole('listitem').last();
    await expectNoTurkish(page.locator('main'), [...PROPER_NAMES, address]);
    await page.getByLabel('Full name').fill('Sam Taylor');
    await page.getByLabel('Email').fill('sam@example.org');
    await page.getByLabel('Your message').fill(`When does the next course start? ${Date.now()}`);
    await expectToast(page, 'Your message has been sent.', () => page.getByRole('button', { name: 'Send' }).click());
  });

  test('the admin sees placeholder cards while the messages load', async ({ page, loginAs }) => {
    await loginAs(await createUser('admin'));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/admin\/messages\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/messages');
    await expect(page.getByTestId('messages-skeleton')).toBeVisible();
    await expect(page.getByTestId('messages-skeleton')).toHaveAttribute('role', 'status');
    release();
    await expect(page.getByTestId('messages-skeleton')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2 }).or(page.getByText('Henüz mesaj yok.')).first()).toBeVisible();
  });
});

test('the contact page has no WCAG A/AA violations', async ({ page }) => {
  const { AxeBuilder } = await import('@axe-core/playwright');
  await page.goto('/contactus');
  await expect(page.getByRole('button', { name: 'Gönder' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations).toEqual([]);
});
