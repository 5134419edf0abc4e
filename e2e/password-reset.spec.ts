import { createUser, expect, expectToast, mailedCode, outbox, test } from './fixtures.ts';
import { expectNoTurkish } from './support/english.ts';

const mailsTo = async (email: string) => (await outbox()).filter((m) => m.includes(`To: ${email}`)).length;

test.describe('password reset', () => {
  test('a student who forgot the password gets a mailed code, sets a new password and logs in with it', async ({
    page,
    context,
  }) => {
    const user = await createUser('student');
    const before = await mailsTo(user.email);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Parolanızı mı unuttunuz?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The URL changes before the lazy screen replaces the login form, whose field has the same label.
    await expect(page.getByRole('heading', { name: 'Şifremi unuttum' })).toBeVisible();
    await page.getByLabel('E-posta').fill(user.email);
    await expectToast(page, 'OTP e-postanıza başarıyla gönderildi', () =>
      page.getByRole('button', { name: 'Şifreyi gönder' }).click(),
    );
    await expect(page).toHaveURL(/\/otp$/);
    const code = await mailedCode(user.email, before);

    const otp = page.getByLabel('Doğrulama kodu');
    await otp.fill(code === '111111' ? '222222' : '111111');
    await expectToast(page, 'Geçersiz OTP', () => page.getByRole('button', { name: 'Doğrula' }).click());
    await expect(page).toHaveURL(/\/otp$/);
    await otp.fill(code);
    await page.getByRole('button', { name: 'Doğrula' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);

    const first = page.getByLabel('Yeni şifre', { exact: true });
    await first.fill('Yeni-1234');
    await page.getByLabel('Yeni şifre (tekrar)').fill('Yeni-1235');
    await expectToast(page, 'Şifreler eşleşmiyor', () => page.getByRole('button', { name: 'Şifreyi sıfırla' }).click());
    await expect(page.getByLabel('Yeni şifre (tekrar)')).toHaveAccessibleDescription('Şifreler eşleşmiyor');
    await expect(page).toHaveURL(/\/reset-password$/);

    await expect(first).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Şifreyi göster' }).first().click();
    await expect(first).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Şifreyi gizle' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Yeni şifre (tekrar)').fill('Yeni-1234');
    await expectToast(page, 'Şifre başarıyla sıfırlandı.', () =>
      page.getByRole('button', { name: 'Şifreyi sıfırla' }).click(),
    );
    await expect(page).toHaveURL(/\/login$/);

    // The old session (the fixture's cookie) ended with the reset.
    const old = await context.request.get('/auth/check-session', {
      headers: { cookie: `${user.cookie.name}=${user.cookie.value}` },
    });
    expect((await old.json()).user).toBeNull();
    const oldPassword = await context.request.post('/auth/login', {
      data: { email: user.email, password: user.password },
    });
    expect(oldPassword.status()).toBe(401);

    await page.getByLabel('E-posta').fill(user.email);
    await page.getByLabel('Şifre').fill('Yeni-1234');
    await page.getByRole('button', { name: 'Giriş', exact: true }).click();
    await expect(page).toHaveURL(/\/StudentProfile$/);
    await expect(page.getByRole('heading', { name: `Merhaba, ${user.name}!` })).toBeVisible();
  });

  test("the code screen opened from the mail's link, in a browser that never asked, takes the code", async ({
    page,
    request,
  }) => {
    const user = await createUser('student');
    const before = await mailsTo(user.email);
    expect((await request.post('/mail/forgot-password', { data: { email: user.email } })).status()).toBe(200);
    const code = await mailedCode(user.email, before);
    const mail = (await outbox())
      .filter((m) => m.includes(`To: ${user.email}`))
      .at(-1)!
      .replace(/=\r?\n/g, '')
      .replaceAll('=3D', '=');
    const link = new URL(/https?:\/\/[^\s<"]+\/otp\?[^\s<"]+/.exec(mail)![0].replaceAll('&amp;', '&'));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText(user.email)).toBeVisible();
    await page.getByLabel('Doğrulama kodu').fill(code);
    await page.getByRole('button', { name: 'Doğrula' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
  });

  test('the forms check their input, and Yeniden gönder goes back to where the code was asked', async ({ page }) => {
    await page.goto('/otp');
    await expect(page).toHaveURL(/\/forgot-password$/);

    await page.getByRole('button', { name: 'Şifreyi gönder' }).click();
    await expect(page.getByRole('link', { name: 'E-posta: Bu alan zorunludur' })).toBeVisible();
    await expect(page.getByLabel('E-posta')).toBeFocused();
    await page.getByLabel('E-posta').fill('ayse@');
    await page.getByRole('button', { name: 'Şifreyi gönder' }).click();
    await expect(page.getByRole('link', { name: 'E-posta: Geçersiz e-posta adresi' })).toBeVisible();
    await expect(page.getByLabel('E-posta')).toHaveAccessibleDescription('Geçersiz e-posta adresi');

    const user = await createUser('company');
    await page.getByLabel('E-posta').fill(user.email);
    await page.getByRole('button', { name: 'Şifreyi gönder' }).click();
    await expect(page).toHaveURL(/\/otp$/);
    await expect(page.getByText(user.email)).toBeVisible();
    // Only digits enter the code, and fewer than six are refused without a request.
    const otp = page.getByLabel('Doğrulama kodu');
    await otp.pressSequentially('12ab3');
    await expect(otp).toHaveValue('123');
    let verified = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/auth/verify-otp')) verified = true;
    });
    await page.getByRole('button', { name: 'Doğrula' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Kodun 6 hanesini de girin.' })).toBeVisible();
    expect(verified).toBe(false);

    await page.getByRole('button', { name: 'Yeniden gönder' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByLabel('E-posta')).toHaveValue(user.email);

    await page.goto('/reset-password');
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});

test('the reset screens have no WCAG A/AA violations', async ({ page }) => {
  const { AxeBuilder } = await import('@axe-core/playwright');
  const audit = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations;
  await page.addInitScript(() =>
    sessionStorage.setItem(
      'passwordReset',
      JSON.stringify({ email: 'ayse@example.com', from: '/forgot-password', token: 'x'.repeat(43) }),
    ),
  );
  for (const path of ['/forgot-password', '/otp', '/reset-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await audit(), path).toEqual([]);
  }
});

test('the reset journey in English @en', async ({ page }) => {
  const user = await createUser('company');
  const before = (await outbox()).filter((m) => m.includes(`To: ${user.email}`)).length;
  await page.goto('/forgot-password?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await expectToast(page, 'We have emailed you the code', () =>
    page.getByRole('button', { name: 'Send code' }).click(),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Enter the code' })).toBeVisible();
  await expectNoTurkish(page);
  await page.getByLabel('Verification code').fill(await mailedCode(user.email, before));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Yeni-1234');
  await page.getByLabel('New password (again)').fill('Yeni-1235');
  await expectToast(page, 'Passwords do not match', () => page.getByRole('button', { name: 'Reset password' }).click());
  await page.getByLabel('New password (again)').fill('Yeni-1234');
  await expectToast(page, 'Your password has been reset.', () =>
    page.getByRole('button', { name: 'Reset password' }).click(),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expectNoTurkish(page);
});
