/**
 * The admin's mail queue screen (/admin/outbox): mails SMTP could not take within the window are listed as failed,
 * masked, with their last error; 'Yeniden gönder' puts one back in the queue and it arrives. Runs on a server of its
 * own whose SMTP server is stopped for a moment, with a window of a few seconds (decision 036).
 */
import type { Browser } from '@playwright/test';
import { expect, expectToast, test, wcagViolations, type E2EUser } from './fixtures.ts';
import { expectNoTurkish } from './support/english.ts';
import { decodeMail } from './support/mail.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

let server: OwnServer;
let admin: E2EUser;
/** Students whose reset-code mail failed, one for each test. */
let students: E2EUser[];
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({
    MAIL_RETRY_FIRST_SECONDS: '1',
    MAIL_RETRY_MAX_SECONDS: '1',
    MAIL_RETRY_WINDOW_SECONDS: '4',
    QUEUE_POLL_SECONDS: '0.5',
  });
  admin = await server.createUser('admin');
  students = await Promise.all([1, 2, 3].map(() => server.createUser('student')));
  // SMTP away while three reset codes are asked for: each mail is tried for 4 s, then failed.
  await server.stopSmtp();
  for (const s of students) {
    const res = await fetch(`${server.baseURL}/mail/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: s.email }),
    });
    expect(res.status).toBe(200);
  }
  const adminCookie = `${admin.cookie.name}=${admin.cookie.value}`;
  await expect
    .poll(
      async () =>
        (await fetch(`${server.baseURL}/admin/outbox?state=failed`, { headers: { cookie: adminCookie } })).headers.get(
          'x-total-count',
        ),
      { timeout: 30_000 },
    )
    .toBe('3');
  await server.startSmtp();
});
test.afterAll(async () => {
  await server?.stop();
});

const adminPage = (browser: Browser, lang: 'tr' | 'en', width?: number) => server.pageAs(browser, admin, lang, width);

/** `ayse@x.test` → `a***e@x***.test`, as the server masks a recipient. */
const masked = (email: string) => {
  const [local, domain] = email.split('@');
  const dot = domain.lastIndexOf('.');
  return `${local[0]}***${local.at(-1)}@${domain[0]}***${domain.slice(dot)}`;
};
const mailsTo = async (email: string) =>
  (await server.outbox()).map(decodeMail).filter((m) => m.includes(`To: ${email}`));

test('an admin finds failed mails from the menu, filters, and sends one again, which arrives once', async ({
  browser,
}) => {
  const page = await adminPage(browser, 'tr');
  await page.goto('/admin/courses');
  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'E-posta Kuyruğu' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'E-posta Kuyruğu' })).toBeVisible();
  await expect(page).toHaveTitle(/E-posta Kuyruğu · Yönetim/);

  // Queued first: nothing waits now.
  await expect(page.getByText('Kuyrukta bekleyen e-posta yok.')).toBeVisible();
  await page.getByLabel('Durum').selectOption('failed');
  const table = page.getByRole('region', { name: 'E-posta Kuyruğu: Başarısız' });
  await expect(table.getByRole('row')).toHaveCount(4);
  const [student] = students;
  const row = table.getByRole('row').filter({ hasText: masked(student.email) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(0)).toHaveText('Şifre sıfırlama kodu');
  await expect(row.getByRole('cell').nth(2)).toHaveText('Başarısız');
  // nodemailer's code for a refused connection, and what it means.
  await expect(row.getByRole('cell').nth(4)).toHaveText('Posta sunucusuna ulaşılamadı (SMTP ESOCKET)');
  // No address, code or message body on the screen.
  for (const s of students) await expect(page.getByText(s.email)).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(/\b\d{6}\b/);
  expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('outbox-desktop-tr.png'), fullPage: true });

  await expectToast(page, 'E-posta yeniden gönderim için kuyruğa alındı.', () =>
    row
      .getByRole('button', { name: `Şifre sıfırlama kodu e-postasını (${masked(student.email)}) yeniden gönder` })
      .click(),
  );
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect.poll(async () => (await mailsTo(student.email)).length, { timeout: 20_000 }).toBe(1);
  expect((await mailsTo(student.email))[0]).toMatch(/Kod: \d{6}/);
  // The others stay failed and unsent.
  for (const s of students.slice(1)) expect(await mailsTo(s.email)).toHaveLength(0);
  await page.getByLabel('Durum').selectOption('queued');
  await expect(page.getByText('Kuyrukta bekleyen e-posta yok.')).toBeVisible();
  await page.context().close();
});

test('the mail queue in English: menu, filter, table and sending again @en', async ({ browser }) => {
  const page = await adminPage(browser, 'en');
  await page.goto('/admin/outbox?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail Queue' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Mail Queue' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('State').selectOption('failed');
  const row = page
    .getByRole('region', { name: 'Mail Queue: Failed' })
    .getByRole('row')
    .filter({ hasText: masked(students[1].email) });
  await expect(row.getByRole('cell').nth(0)).toHaveText('Password reset code');
  await expect(row.getByRole('cell').nth(4)).toHaveText('The mail server could not be reached (SMTP ESOCKET)');
  await expectNoTurkish(page);
  await page.screenshot({ path: test.info().outputPath('outbox-desktop-en.png'), fullPage: true });
  await expectToast(page, 'The mail is queued to be sent again.', () =>
    row
      .getByRole('button', { name: `Send the Password reset code mail to ${masked(students[1].email)} again` })
      .click(),
  );
  await expect.poll(async () => (await mailsTo(students[1].email)).length, { timeout: 20_000 }).toBe(1);
  await page.context().close();
});

test('the mail queue on a 390 px phone: rows are cards, the button fits, nothing sideways @phone', async ({
  browser,
}) => {
  for (const lang of ['tr', 'en'] as const) {
    const page = await adminPage(browser, lang, 390);
    await page.goto(lang === 'en' ? '/admin/outbox?lang=en' : '/admin/outbox');
    await page.getByLabel(lang === 'en' ? 'State' : 'Durum').selectOption('failed');
    const button = page
      .getByRole('button', { name: lang === 'en' ? /^Send the .* again$/ : /yeniden gönder$/ })
      .first();
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath(`outbox-phone-${lang}.png`), fullPage: true });
    await page.context().close();
  }
});
