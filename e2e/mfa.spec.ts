import type { Page } from '@playwright/test';
import { totpCode, TOTP_STEP_SECONDS } from '../server/src/lib/totp.ts';
import { createUser, expect, findAdminRow, outbox, test, wcagViolations, type E2EUser } from './fixtures.ts';

/*
 * Two-step verification (docs/product.md). Passkeys need a secure context, and Chromium's virtual
 * authenticator refuses 127.0.0.1, so these journeys use the same server as http://localhost.
 */
const local = (path: string) => `${process.env.E2E_BASE_URL!.replace('127.0.0.1', 'localhost')}${path}`;

async function logIn(page: Page, user: E2EUser) {
  await page.goto(local('/login'));
  await page.getByLabel('E-posta').fill(user.email);
  await page.getByLabel('Şifre', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Giriş', exact: true }).click();
}

const securitySection = (page: Page) => page.getByRole('region', { name: 'Hesap güvenliği' });

/** Sets up the authenticator app on the open profile; answers the secret and the recovery codes shown. */
async function setUpApp(page: Page) {
  const section = securitySection(page);
  await section.getByRole('button', { name: 'Doğrulama uygulaması ekle' }).click();
  await expect(section.getByRole('img', { name: 'Doğrulama uygulaması için karekod' })).toBeVisible();
  const secret = (await section.locator('[data-totp-secret]').textContent())!.trim();
  await section.getByLabel('Uygulamadaki 6 haneli kod').fill(totpCode(secret));
  await section.getByRole('button', { name: 'Onayla' }).click();
  const codes = section.getByRole('list', { name: 'Kurtarma kodlarınız' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allTextContents()).map((c) => c.trim());
  await expect(section.getByRole('heading', { name: 'Yeni kurtarma kodlarınız' })).toBeFocused();
  return { secret, recoveryCodes };
}

test.describe('two-step verification', () => {
  test('an authenticator app, a recovery code and an admin reset', async ({ page, context }) => {
    // Five logins and an admin's screen: a long journey on a shared machine.
    test.slow();
    const teacher = await createUser('teacher');
    await logIn(page, teacher);
    await expect(page).toHaveURL(/\/TeacherProfile$/);
    const { secret, recoveryCodes } = await setUpApp(page);
    expect(await wcagViolations(page, { include: '[aria-labelledby="account-security-title"]' })).toEqual([]);
    await securitySection(page).getByRole('button', { name: 'Kodları sakladım' }).click();
    await expect(securitySection(page).getByText('İki adımlı doğrulama açık', { exact: true })).toBeVisible();
    await expect(securitySection(page).getByText('Kullanılmamış kurtarma kodu: 10')).toBeVisible();
    // The owner is told by mail.
    await expect
      .poll(async () => (await outbox()).some((m) => m.includes(teacher.email) && /uygulamas/.test(m)))
      .toBe(true);

    // The password alone no longer logs in: the second step asks for the app's code.
    await context.clearCookies();
    await logIn(page, teacher);
    await expect(page.getByRole('heading', { name: 'İki adımlı doğrulama' })).toBeFocused();
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByLabel('Doğrulama kodu').fill('000000');
    await page.getByRole('button', { name: 'Doğrula' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Kod geçersiz' })).toBeVisible();
    // The set-up spent this 30-second step's code: the next step's is good (one step of drift is allowed).
    await page.getByLabel('Doğrulama kodu').fill(totpCode(secret, Date.now() + TOTP_STEP_SECONDS * 1000));
    await page.getByLabel('Doğrulama kodu').press('Enter');
    await expect(page).toHaveURL(/\/TeacherProfile$/);

    // A recovery code works once.
    await context.clearCookies();
    await logIn(page, teacher);
    await page.getByLabel('Doğrulama kodu').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Doğrula' }).click();
    await expect(page).toHaveURL(/\/TeacherProfile$/);
    await expect(securitySection(page).getByText('Kullanılmamış kurtarma kodu: 9')).toBeVisible();
    // New codes take the password again: a session alone cannot renew them.
    await securitySection(page).getByRole('button', { name: 'Yeni kurtarma kodları oluştur' }).click();
    const renew = page.getByRole('dialog', { name: 'Yeni kurtarma kodları oluşturulsun mu?' });
    await renew.getByLabel('Şifre').fill('yanlış-şifre-1');
    await renew.getByRole('button', { name: 'Oluştur' }).click();
    await expect(renew.getByText('Şifre yanlış.')).toBeVisible();
    await renew.getByLabel('Şifre').fill(teacher.password);
    await renew.getByRole('button', { name: 'Oluştur' }).click();
    await expect(renew).toBeHidden();
    await expect(
      securitySection(page).getByRole('list', { name: 'Kurtarma kodlarınız' }).getByRole('listitem'),
    ).toHaveCount(10);
    await securitySection(page).getByRole('button', { name: 'Kodları sakladım' }).click();
    await expect(securitySection(page).getByText('Kullanılmamış kurtarma kodu: 10')).toBeVisible();
    await context.clearCookies();
    await logIn(page, teacher);
    await page.getByLabel('Doğrulama kodu').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Doğrula' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Kod geçersiz' })).toBeVisible();

    // An admin resets the teacher's factors (lost phone): the next login has one step again.
    await context.clearCookies();
    const admin = await createUser('admin');
    await context.addCookies([{ ...admin.cookie, url: local('/'), httpOnly: true, sameSite: 'Lax' }]);
    await page.goto(local('/admin/users'));
    const name = `${teacher.name} ${teacher.surname}`.trim();
    const row = await findAdminRow(page, teacher.email);
    await row.getByRole('button', { name: `${name}: iki adımlı doğrulamayı sıfırla` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'İki adımlı doğrulamayı sıfırla' }).click();
    await expect(dialog).toBeHidden();
    await page.goto(local('/admin/logs'));
    await expect(page.getByText(`Yönetici, ${name} adlı öğretmenin iki adımlı doğrulamasını sıfırladı`)).toBeVisible();
    await context.clearCookies();
    await logIn(page, teacher);
    await expect(page).toHaveURL(/\/TeacherProfile$/);
    await expect(securitySection(page).getByText('İki adımlı doğrulama kapalı', { exact: true })).toBeVisible();
  });

  test('a passkey with the browser’s virtual authenticator', async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const student = await createUser('student');
    await logIn(page, student);
    await expect(page).toHaveURL(/\/StudentProfile$/);
    const section = securitySection(page);
    await section.getByLabel('Geçiş anahtarının adı (isteğe bağlı)').fill('Dizüstü');
    await section.getByRole('button', { name: 'Geçiş anahtarı ekle' }).click();
    // The first factor brings the recovery codes.
    await expect(section.getByRole('list', { name: 'Kurtarma kodlarınız' }).getByRole('listitem')).toHaveCount(10);
    await section.getByRole('button', { name: 'Kodları sakladım' }).click();
    await expect(section.getByText('Dizüstü')).toBeVisible();
    // The authenticator holds the new credential, for this site.
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0].rpId).toBe('localhost');

    await context.clearCookies();
    await logIn(page, student);
    await expect(page.getByRole('heading', { name: 'İki adımlı doğrulama' })).toBeFocused();
    await page.getByRole('button', { name: 'Geçiş anahtarıyla doğrula' }).click();
    await expect(page).toHaveURL(/\/StudentProfile$/);
    await expect(securitySection(page).getByText(/Son kullanım:/)).toBeVisible();
  });

  test('the account-security screen on a phone, in English @phone @en', async ({ page, context }) => {
    const admin = await createUser('admin');
    await context.addCookies([{ ...admin.cookie, url: local('/'), httpOnly: true, sameSite: 'Lax' }]);
    await page.goto(local('/account-security?lang=en'));
    await expect(page.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible();
    const section = page.getByRole('region', { name: 'Account security' });
    await section.getByRole('button', { name: 'Add an authenticator app' }).click();
    await expect(section.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('account-security.png'), fullPage: true });
  });
});
