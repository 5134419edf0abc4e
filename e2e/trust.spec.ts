/**
 * An admin suspends an account (its sessions end, its login is refused with a clear message), takes a
 * job down (the company sees why), and approves a company that was waiting ('Onay bekliyor').
 */
import type { Browser } from '@playwright/test';
import {
  apiAs,
  createUser,
  expect,
  expectToast,
  findAdminRow,
  outbox,
  signUpCompany,
  test,
  uniqueTitle,
  type E2EUser,
} from './fixtures.ts';
import { decodeMail } from './support/mail.ts';
import { expectNoTurkish } from './support/english.ts';

/** Logs in through the form in a fresh browser (no admin cookie) and returns the page. */
async function loginForm(browser: Browser, user: E2EUser, lang: 'tr' | 'en' = 'tr') {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: lang === 'en' ? 'en-GB' : 'tr-TR',
  });
  const page = await context.newPage();
  await page.goto(lang === 'en' ? '/login?lang=en' : '/login');
  await page.getByLabel(lang === 'en' ? 'Email' : 'E-posta').fill(user.email);
  await page.getByLabel(lang === 'en' ? 'Password' : 'Şifre').fill(user.password);
  await page.getByRole('button', { name: lang === 'en' ? 'Log in' : 'Giriş', exact: true }).click();
  return { page, close: () => context.close() };
}

async function postJob(company: E2EUser, title: string) {
  const api = await apiAs(company);
  const res = await api.post('/job/add', { data: { title, description: 'Depoda vardiyalı çalışma.' } });
  expect(res.ok()).toBe(true);
  const { id } = (await res.json()) as { id: string };
  await api.dispose();
  return id;
}

test('an admin suspends a student, whose session ends and whose login is refused with the reason to ask', async ({
  page,
  loginAs,
  browser,
}) => {
  const admin = await createUser('admin');
  const surname = uniqueTitle('Askı');
  const student = await createUser('student', { name: 'Deniz', surname });
  await loginAs(admin);
  await page.goto('/admin/users');
  const row = await findAdminRow(page, student.email);
  await expect(row.getByText('Etkin')).toBeVisible();
  await row.getByRole('button', { name: `Deniz ${surname}: Askıya al` }).click();
  const dialog = page.getByRole('dialog', {
    name: `Deniz ${surname} adlı kullanıcının hesabını askıya almak istediğinize emin misiniz?`,
  });
  // It says what happens to a student's account: no job posts to take down (a student has none).
  await expect(dialog).toContainText(
    'Kurs kayıtları, sınav sonuçları, sertifikaları ve iş başvuruları silinmez; başvurduğu şirketler başvurularını görmeye devam eder.',
  );
  await expect(dialog).not.toContainText('ilan');
  await dialog.getByRole('button', { name: 'Askıya al' }).click();
  await expect(dialog.getByText('Bu alan zorunludur')).toBeVisible();
  await dialog.getByLabel('Gerekçe').fill('Sahte başvurular');
  await expectToast(page, `Deniz ${surname} adlı kullanıcının hesabı askıya alındı.`, () =>
    dialog.getByRole('button', { name: 'Askıya al' }).click(),
  );
  await expect(row.getByText('Askıda')).toBeVisible();
  await expect(row.getByText(/Sahte başvurular/)).toBeVisible();

  // The session the student had is over.
  const asStudent = await apiAs(student);
  expect((await asStudent.get('/student/get')).status()).toBe(401);
  await asStudent.dispose();
  const login = await loginForm(browser, student);
  await expect(
    login.page
      .getByRole('alert')
      .filter({ hasText: 'Hesabınız askıya alındı. Ayrıntılar için platform yöneticisiyle iletişime geçin.' }),
  ).toBeVisible();
  await expect(login.page).toHaveURL(/\/login$/);
  await login.close();

  await row.getByRole('button', { name: `Deniz ${surname}: Yeniden etkinleştir` }).click();
  await expectToast(page, `Deniz ${surname} adlı kullanıcının hesabı yeniden etkinleştirildi.`, () =>
    page.getByRole('alertdialog').getByRole('button', { name: 'Yeniden etkinleştir' }).click(),
  );
  await expect(row.getByText('Etkin')).toBeVisible();
  const again = await loginForm(browser, student);
  await expect(again.page.getByRole('heading', { level: 1, name: /Merhaba/ })).toBeVisible();
  await again.close();

  // The admin's own row offers no suspension, and says why.
  const own = await findAdminRow(page, admin.email);
  await expect(own.getByText('Kendi hesabınız')).toBeVisible();
  await expect(own.getByRole('button')).toHaveCount(0);
});

test('an admin takes a job down with a reason: it leaves the list, the company sees why and is mailed', async ({
  page,
  loginAs,
  browser,
}) => {
  const title = uniqueTitle('Depocu');
  const company = await createUser('company');
  const jobId = await postJob(company, title);
  const admin = await createUser('admin');
  await loginAs(admin);
  await page.goto('/admin/jobs');
  const row = await findAdminRow(page, title);
  await row.getByRole('button', { name: `${title}: Yayından kaldır` }).click();
  const dialog = page.getByRole('dialog', { name: `“${title}” ilanını yayından kaldırmak istediğinize emin misiniz?` });
  await dialog.getByLabel('Gerekçe').fill('Ücret bilgisi eksik');
  await expectToast(page, 'İlan yayından kaldırıldı.', () =>
    dialog.getByRole('button', { name: 'Yayından kaldır' }).click(),
  );
  await expect(row.getByText('Yayından kaldırıldı')).toBeVisible();

  const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const jobsPage = await visitor.newPage();
  await jobsPage.goto(`/jobs?q=${title}`);
  await expect(jobsPage.getByText(title)).toHaveCount(0);
  await visitor.close();

  // The mail to the company names the job and the reason.
  await expect
    .poll(
      async () =>
        (await outbox()).map(decodeMail).find((m) => m.includes(`To: ${company.email}`) && m.includes(title)) ?? '',
    )
    .toContain('Gerekçe: Ücret bilgisi eksik');

  const companyContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  await companyContext.addCookies([
    { ...company.cookie, url: process.env.E2E_BASE_URL!, httpOnly: true, sameSite: 'Lax' },
  ]);
  const own = await companyContext.newPage();
  await own.goto('/CompanyProfile');
  await expect(own.getByText(/Gerekçe: Ücret bilgisi eksik/)).toBeVisible();
  await companyContext.close();
  expect(jobId).toBeTruthy();
});

test('an admin approves a company that was waiting: its banner goes and its job becomes public', async ({
  page,
  loginAs,
  browser,
}) => {
  const companyName = uniqueTitle('Gebze Makina ');
  const title = uniqueTitle('Tornacı');
  const company = await createUser('company', { companyName, approval: 'pending' });
  await postJob(company, title);

  const companyContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  await companyContext.addCookies([
    { ...company.cookie, url: process.env.E2E_BASE_URL!, httpOnly: true, sameSite: 'Lax' },
  ]);
  const own = await companyContext.newPage();
  await own.goto('/CompanyProfile');
  await expect(own.getByRole('status').filter({ hasText: 'Onay bekliyor' })).toBeVisible();
  await own.goto(`/jobs?q=${title}`);
  await expect(own.getByRole('heading', { name: title })).toHaveCount(0);

  const admin = await createUser('admin');
  await loginAs(admin);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Şirketler' }).click();
  await expect(page).toHaveURL(/\/admin\/companies$/);
  await expect(page.getByLabel('Durum')).toHaveValue('pending');
  const row = await findAdminRow(page, companyName);
  await row.getByRole('button', { name: `${companyName}: Onayla` }).click();
  await expectToast(page, `${companyName} şirketi onaylandı.`, () =>
    page.getByRole('alertdialog').getByRole('button', { name: 'Onayla' }).click(),
  );
  await expect(row).toHaveCount(0);
  await page.getByLabel('Durum').selectOption('approved');
  await expect(await findAdminRow(page, companyName)).toBeVisible();

  await own.goto('/CompanyProfile');
  await expect(own.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(own.getByText('Onay bekliyor')).toHaveCount(0);
  await own.goto(`/jobs?q=${title}`);
  await expect(own.getByText(title).first()).toBeVisible();
  await companyContext.close();
});

test('the suspend dialog says what happens to a teacher and to a company, each by its role', async ({
  page,
  loginAs,
}) => {
  const teacherSurname = uniqueTitle('Öğretmen');
  const teacher = await createUser('teacher', { name: 'Selin', surname: teacherSurname });
  const company = await createUser('company', { name: 'Murat', surname: uniqueTitle('Şirket') });
  await loginAs(await createUser('admin'));
  await page.goto('/admin/users');
  const teacherRow = await findAdminRow(page, teacher.email);
  await teacherRow.getByRole('button', { name: `Selin ${teacherSurname}: Askıya al` }).click();
  let dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Kursları yayında kalır ve öğrenciler kurslara devam edebilir.');
  await expect(dialog).not.toContainText('ilan');
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  const companyRow = await findAdminRow(page, company.email);
  await companyRow.getByRole('button', { name: /: Askıya al$/ }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('iş ilanları yayından kalkar');
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(companyRow.getByText('Etkin')).toBeVisible();
});

test('a suspended account is told so in English @en', async ({ browser }) => {
  const admin = await createUser('admin');
  const company = await createUser('company');
  const api = await apiAs(admin);
  expect((await api.put(`/admin/users/${company.id}/suspend`, { data: { reason: 'Spam' } })).ok()).toBe(true);
  await api.dispose();
  const login = await loginForm(browser, company, 'en');
  await expect(
    login.page
      .getByRole('alert')
      .filter({ hasText: 'Your account has been suspended. Please contact the platform administrator for details.' }),
  ).toBeVisible();
  await expectNoTurkish(login.page);
  await login.close();
});

test('a new company verifies its e-mail address with the mailed link, after asking for it again', async ({ page }) => {
  const email = `dogrula-${uniqueTitle('')}@beceri.test`;
  await signUpCompany(page, email);
  const links = async () =>
    (await outbox())
      .map(decodeMail)
      .filter((m) => m.includes(`To: ${email}`))
      .map((m) => /https?:\/\/\S+?(\/auth\/verify-email\?token=[\w%-]+)/.exec(m)?.[1])
      .filter((l): l is string => Boolean(l));
  await expect.poll(async () => (await links()).length).toBe(1);
  const [first] = await links();

  await page.goto('/CompanyProfile');
  // A company's banner says what waits for the address: its applicants (decision 060).
  const notice = page.getByRole('status').filter({ hasText: 'Başvuranları görmek için e-posta adresinizi doğrulayın' });
  await expect(notice).toBeVisible();
  await expectToast(page, 'Doğrulama bağlantısı e-posta adresinize gönderildi.', () =>
    notice.getByRole('button', { name: 'Yeniden gönder' }).click(),
  );
  await expect.poll(async () => (await links()).length).toBe(2);
  const newest = (await links())[1];

  await page.goto(newest);
  await expect(page).toHaveURL(/\/email-verified\?result=verified$/);
  await expect(page.getByRole('heading', { level: 1, name: 'E-posta adresiniz doğrulandı' })).toBeVisible();
  await page.goto('/CompanyProfile');
  await expect(page.getByRole('heading', { level: 1, name: /Merhaba/ })).toBeVisible();
  await expect(notice).toHaveCount(0);
  // The first link was replaced by the second; the second is used.
  for (const link of [first, newest]) {
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Bağlantı kullanılmış ya da geçersiz' })).toBeVisible();
  }
});
