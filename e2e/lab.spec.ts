import type { Browser, Page } from '@playwright/test';
import { expect, expectToast, fillStudentSignup, recordToasts, samples, test } from './fixtures.ts';
import { tcNumber } from '../server/test/tc-number.ts';

/**
 * The programme's lab, 21 seats behind one address (the suite's browsers all come from 127.0.0.1),
 * signs up and logs in through the forms without a refusal, while an attacker at the same address gets 429
 * at the 11th wrong password of one account. The server runs with real limits (no RATE_LIMIT_FACTOR).
 */

const SEATS = 21;
/** Seats working at once, each in a browser of its own that closes when done: few enough not to starve two cores. */
const AT_ONCE = 7;
const PASSWORD = 'Kx7mQ2vz';

/** A fresh browser (its own cookies), with the cookie notice already answered; console errors are collected. */
async function seat(browser: Browser, baseURL: string | undefined, errors: string[]): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
  await context.addInitScript(() => {
    if (window === window.top) localStorage.setItem('cookie_consent', 'accepted');
  });
  await recordToasts(context);
  const page = await context.newPage();
  page.on('console', (msg) => {
    if (
      msg.type() === 'error' &&
      !/Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())
    )
      errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return page;
}

async function logIn(page: Page, email: string, password: string) {
  // The router keeps the previous page on screen while the login page loads: wait for the login form itself.
  await expect(page.getByRole('button', { name: 'Giriş', exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill(password);
  const answer = page.waitForResponse((r) => r.url().endsWith('/auth/login') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Giriş', exact: true }).click();
  return (await answer).status();
}

test('a class of 21 behind one address signs up and logs in through the forms; an attacker there gets 429 at the 11th wrong password', async ({
  browser,
  baseURL,
}) => {
  // 1.2 min measured on two cores shared with other work (load average 13–17); less on a quiet machine.
  test.setTimeout(180_000);
  const errors: string[] = [];
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const emails = Array.from({ length: SEATS }, (_, i) => `lab-${stamp}-${i}@beceri.test`);
  for (let start = 0; start < SEATS; start += AT_ONCE) {
    await Promise.all(
      emails.slice(start, start + AT_ONCE).map(async (email, j) => {
        const page = await seat(browser, baseURL, errors);
        await fillStudentSignup(page, email);
        await page.getByLabel('Kimlik numarası').fill(tcNumber((Date.now() % 100_000) * 100 + start + j));
        await page.getByLabel('Şifre').fill(PASSWORD);
        await page
          .getByLabel(/Özgeçmiş/)
          .setInputFiles({ name: 'özgeçmiş.pdf', mimeType: 'application/pdf', buffer: samples.pdf });
        await page.getByLabel('Verilerimin işlenmesini onaylıyorum').check();
        await page.getByRole('button', { name: 'Kayıt ol' }).click();
        await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
        expect(await logIn(page, email, PASSWORD), email).toBe(200);
        await expect(page).toHaveURL(/\/StudentProfile$/, { timeout: 30_000 });
        await page.context().close();
      }),
    );
  }

  const attacker = await seat(browser, baseURL, errors);
  await attacker.goto('/login');
  const victim = emails[0];
  for (let i = 0; i < 10; i++) expect(await logIn(attacker, victim, `Hata${i}xx`)).toBe(401);
  await expectToast(attacker, 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.', async () => {
    expect(await logIn(attacker, victim, 'Hata10x')).toBe(429);
  });

  // The class goes on: a classmate logs in again at the same address.
  const classmate = await seat(browser, baseURL, errors);
  await classmate.goto('/login');
  expect(await logIn(classmate, emails[1], PASSWORD)).toBe(200);
  await expect(classmate).toHaveURL(/\/StudentProfile$/);

  expect(errors).toEqual([]);
  await Promise.all([attacker, classmate].map((p) => p.context().close()));
});
