/**
 * The admin's dashboard (/admin, decision 057) and the contact inbox: an admin who logs in sees what waits for them,
 * reaches each item in one click, and the count changes once it is handled. Runs on a server of its own, so the
 * counts are this spec's alone (the shared server's companies and messages belong to every spec).
 */
import type { Browser, Page } from '@playwright/test';
import { expect, expectToast, test, wcagViolations, type E2EUser } from './fixtures.ts';
import { expectNoTurkish } from './support/english.ts';
import { tabTo, typeInto } from './support/keyboard.ts';
import { decodeMail } from './support/mail.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

let server: OwnServer;
let admin: E2EUser;
const SENDER = 'soran.kisi@example.org';
/** Mails to the sender (the contact form's own mail to the mailbox names them in Reply-To only). */
const toSender = async () =>
  (await server.outbox()).map(decodeMail).filter((m) => /^To: soran\.kisi@example\.org/m.test(m));
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({});
  admin = await server.createUser('admin');
  await server.createUser('company', { companyName: 'Körfez Yazılım', approval: 'pending' });
  const sent = await fetch(`${server.baseURL}/mail/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Soran Kişi', email: SENDER, message: 'Yeni dönem ne zaman başlıyor?' }),
  });
  expect(sent.status).toBe(201);
});
test.afterAll(async () => {
  await server?.stop();
});

const adminPage = (browser: Browser, lang: 'tr' | 'en', width?: number) => server.pageAs(browser, admin, lang, width);

const tile = (page: Page, key: string) => page.getByTestId(`dashboard-${key}`);

test('an admin lands on the dashboard, follows a count to where it is handled, and sees it change', async ({
  browser,
}) => {
  const page = await adminPage(browser, 'tr');
  await page.goto('/');
  await page.getByRole('link', { name: 'Yönetim', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Yönetim paneli' })).toBeVisible();
  await expect(page).toHaveTitle(/Yönetim paneli/);
  const crumbs = page.getByRole('navigation', { name: 'Konum' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Yönetim paneli']);
  await expect(page.getByRole('button', { name: 'Yönetici hesap menüsü' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/Dashboard|Admin\b/);

  await expect(tile(page, 'companies')).toContainText('1Onay bekleyen şirket');
  await expect(tile(page, 'companies')).toContainText(/[01] tanesi e-posta adresini doğruladı/);
  await expect(tile(page, 'messages')).toContainText('1Okunmamış mesaj');
  await expect(tile(page, 'mails')).toHaveText('Gönderilemeyen e-posta yok');
  await expect(tile(page, 'attendance')).toHaveText('Biten oturumların hepsinin yoklaması alındı');
  await expect(tile(page, 'sessions')).toHaveText('Bu hafta ders oturumu yok');
  await expect(tile(page, 'applications')).toHaveText('Bu hafta iş başvurusu yok');
  await expect(tile(page, 'certificates')).toHaveText('Bu hafta sertifika verilmedi');
  await expect(tile(page, 'cohort')).toContainText('Açık dönemin katılımcıları');
  expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('dashboard-desktop-tr.png'), fullPage: true });

  // The company: one click to the approval list, approved, and the dashboard says none waits.
  await tile(page, 'companies').click();
  await expect(page).toHaveURL(/\/admin\/companies$/);
  await expect(crumbs.getByRole('link', { name: 'Yönetim paneli' })).toHaveAttribute('href', '/admin');
  await page.getByRole('button', { name: 'Körfez Yazılım: Onayla' }).click();
  await expectToast(page, 'Körfez Yazılım şirketi onaylandı.', () =>
    page.getByRole('alertdialog').getByRole('button', { name: 'Onayla' }).click(),
  );
  await crumbs.getByRole('link', { name: 'Yönetim paneli' }).click();
  await expect(tile(page, 'companies')).toHaveText('Onay bekleyen şirket yok');

  // The message: opened from the unread list, answered by mail, and the dashboard counts none unread.
  await tile(page, 'messages').click();
  await expect(page).toHaveURL(/\/admin\/messages\?filter=unread$/);
  await expect(page.getByLabel('Göster')).toHaveValue('unread');
  const card = page.getByRole('listitem').filter({ hasText: 'Soran Kişi' });
  await expect(card.getByText('Okunmadı', { exact: true })).toBeVisible();
  expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
  await card.getByRole('button', { name: 'Mesajı aç' }).click();
  await expect(card.getByText('Okunmadı', { exact: true })).toHaveCount(0);
  await expect(card.getByText('Yeni dönem ne zaman başlıyor?')).toBeFocused();
  await card.getByRole('button', { name: 'E-postayla yanıtla' }).click();
  const form = card.getByRole('form', { name: 'Soran Kişi adlı gönderene yanıt' });
  await form.getByRole('button', { name: 'Gönder' }).click();
  await expect(form.getByText('Yanıtınızı yazın')).toBeVisible();
  await form.getByLabel('Yanıtınız').fill('Yeni dönem 1 Aralık pazartesi başlıyor.');
  await page.screenshot({ path: test.info().outputPath('messages-desktop-tr.png'), fullPage: true });
  await expectToast(page, 'Yanıtınız gönderilmek üzere kuyruğa alındı.', () =>
    form.getByRole('button', { name: 'Gönder' }).click(),
  );
  await expect(card.getByText(/^Yanıtlandı: /)).toBeVisible();
  await expect.poll(async () => (await toSender()).length, { timeout: 20_000 }).toBe(1);
  const [reply] = await toSender();
  expect(reply).toContain('Yeni dönem 1 Aralık pazartesi başlıyor.');
  expect(reply).not.toContain('Yeni dönem ne zaman başlıyor?');

  await crumbs.getByRole('link', { name: 'Yönetim paneli' }).click();
  await expect(tile(page, 'messages')).toHaveText('Okunmamış mesaj yok');

  // Marked unread again, it counts again; deleted, it is gone.
  await tile(page, 'messages').click();
  await page.getByLabel('Göster').selectOption('all');
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expectToast(page, 'Mesaj okunmadı olarak işaretlendi.', () =>
    card.getByRole('button', { name: 'Okunmadı olarak işaretle' }).click(),
  );
  await expect(card.getByText('Okunmadı', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Soran Kişi: Sil' }).click();
  await expectToast(page, 'Mesaj silindi.', () =>
    page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click(),
  );
  await expect(page.getByText('Henüz mesaj yok.')).toBeVisible();
  await page.goto('/admin');
  await expect(tile(page, 'messages')).toHaveText('Okunmamış mesaj yok');
  await expect(page.getByRole('status').filter({ hasText: 'Bekleyen iş yok, her şey yolunda.' })).toBeVisible();
  await page.context().close();
});

test('the dashboard and the inbox in English @en', async ({ browser }) => {
  await fetch(`${server.baseURL}/mail/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Asker', phone: '0532 000 00 00', message: 'When does it start?' }),
  });
  const page = await adminPage(browser, 'en');
  await page.goto('/admin?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'You are here' }).getByRole('listitem')).toHaveText(['Dashboard']);
  // Each project has a server of its own: the company and the two messages wait here.
  await expect(tile(page, 'companies')).toContainText('1Companies waiting for approval');
  await expect(tile(page, 'messages')).toContainText('2Unread messages');
  await expect(tile(page, 'sessions')).toHaveText('No lab sessions this week');
  await expectNoTurkish(page);
  await expectNoTurkish(page.locator('main'), [page.locator('[data-testid="dashboard-cohort"]')]);
  expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('dashboard-desktop-en.png'), fullPage: true });

  await tile(page, 'messages').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Asker' });
  await expect(card.getByText('The sender left no email address; call them to reply.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Reply by email' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Open the message' }).click();
  await expect(card.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expectNoTurkish(page);
  await page.context().close();
});

test('the dashboard on a 390 px phone: every figure fits, the menu reaches it @phone', async ({ browser }) => {
  const page = await adminPage(browser, 'tr', 390);
  await page.goto('/admin/messages');
  await page.getByRole('button', { name: 'Yönetim menüsünü aç' }).click();
  await page.getByRole('menuitem', { name: 'Yönetim paneli' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Yönetim paneli' })).toBeVisible();
  await expect(tile(page, 'certificates')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('dashboard-phone-tr.png'), fullPage: true });
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Mesajlar' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('messages-phone-tr.png'), fullPage: true });
  await page.goto('/admin?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('dashboard-phone-en.png'), fullPage: true });
  await page.context().close();
});

test('keyboard only: from the dashboard an admin approves a company and answers a message', async ({ browser }) => {
  await server.createUser('company', { companyName: 'Klavye Bilişim', approval: 'pending' });
  const sent = await fetch(`${server.baseURL}/mail/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Klavye Kişi', email: 'klavye.kisi@example.org', message: 'Laboratuvar açık mı?' }),
  });
  expect(sent.status).toBe(201);
  const page = await adminPage(browser, 'tr');
  await page.goto('/admin');
  await expect(tile(page, 'companies')).toContainText('1Onay bekleyen şirket');

  await tabTo(page, tile(page, 'companies'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/companies$/);
  await tabTo(page, page.getByRole('button', { name: 'Klavye Bilişim: Onayla' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await tabTo(page, confirm.getByRole('button', { name: 'Onayla' }));
  await expectToast(page, 'Klavye Bilişim şirketi onaylandı.', () => page.keyboard.press('Enter'));

  const crumbs = page.getByRole('navigation', { name: 'Konum' });
  await tabTo(page, crumbs.getByRole('link', { name: 'Yönetim paneli' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(tile(page, 'companies')).toHaveText('Onay bekleyen şirket yok');
  await tabTo(page, tile(page, 'messages'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/messages\?filter=unread$/);
  const card = page.getByRole('listitem').filter({ hasText: 'Klavye Kişi' });
  await tabTo(page, card.getByRole('button', { name: 'Mesajı aç' }));
  await page.keyboard.press('Enter');
  await expect(card.getByText('Laboratuvar açık mı?')).toBeFocused();
  await tabTo(page, card.getByRole('button', { name: 'E-postayla yanıtla' }));
  await page.keyboard.press('Enter');
  const form = card.getByRole('form', { name: 'Klavye Kişi adlı gönderene yanıt' });
  await typeInto(page, form.getByLabel('Yanıtınız'), 'Evet, hafta içi 09.00–17.00 arası açık.');
  await tabTo(page, form.getByRole('button', { name: 'Gönder' }));
  await expectToast(page, 'Yanıtınız gönderilmek üzere kuyruğa alındı.', () => page.keyboard.press('Enter'));
  await expect(card.getByText(/^Yanıtlandı: /)).toBeVisible();
  await page.context().close();
});
