import {
  createUser,
  expect,
  expectToast,
  fillStudentSignup,
  overflow,
  samples,
  test,
  uniqueIdNumber,
} from './fixtures.ts';
import { expectNoTurkish } from './support/english.ts';

test.describe('sign up, log in, log out', () => {
  test('a student signs up with a PDF resume, is signed in on the profile, logs out and in again', async ({ page }) => {
    const email = `ogrenci-${Date.now()}@beceri.test`;
    await fillStudentSignup(page, email);
    await page
      .getByLabel(/Özgeçmiş/)
      .setInputFiles({ name: 'özgeçmiş.pdf', mimeType: 'application/pdf', buffer: samples.pdf });
    await page.getByLabel('Verilerimin işlenmesini onaylıyorum').check();
    await expectToast(page, 'Kayıt başarılı.', () => page.getByRole('button', { name: 'Kayıt ol' }).click());
    // Signed in by the sign-up itself (docs/product.md, Sign-up), the resume on file.
    await expect(page).toHaveURL(/\/StudentProfile$/);
    await expect(page.getByRole('link', { name: 'Özgeçmişi indir' })).toBeVisible();
    await expectToast(page, 'Başarıyla çıkış yapıldı', () => page.getByRole('button', { name: 'Çıkış Yap' }).click());
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/login');
    await page.getByLabel('E-posta').fill(email);
    await page.getByLabel('Şifre').fill('Parola12!');
    await expectToast(page, 'Giriş başarılı', () => page.getByRole('button', { name: 'Giriş', exact: true }).click());
    await expect(page).toHaveURL(/\/StudentProfile$/);
    await expect(page.getByRole('link', { name: 'Profil' })).toBeVisible();

    await expectToast(page, 'Başarıyla çıkış yapıldı', () => page.getByRole('button', { name: 'Çıkış Yap' }).click());
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('sessionUser'))).toBeNull();
  });

  test('signup lists the problems by field at the top, sends nothing, and clears errors when the role changes', async ({
    page,
  }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/auth/register')) posted = true;
    });
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Kayıt ol' }).click();
    // 'Öğrenci' is chosen from the start: the role is never a problem; the summary takes the focus.
    const summary = page.getByRole('alert').filter({ hasText: 'Formda' });
    await expect(summary.getByRole('link', { name: 'Ad: Bu alan zorunludur', exact: true })).toBeVisible();
    await expect(summary.getByRole('link', { name: /^Rolünüz/ })).toHaveCount(0);
    await expect(summary).toBeFocused();
    await page.getByLabel('Ad', { exact: true }).fill('Abdurrahmanovich');
    await page.getByLabel('Ad', { exact: true }).blur();
    await expect(page.getByLabel('Ad', { exact: true })).toHaveAccessibleDescription(/^En fazla 15 karakter olmalı/);
    await page.getByLabel('Doğum tarihi').fill('1988-12-31');
    await page.getByLabel('Doğum tarihi').blur();
    await expect(page.getByLabel('Doğum tarihi')).toHaveAccessibleDescription(
      /^Doğum tarihi 1 Ocak 1989'dan sonra olmalı/,
    );
    await page.getByLabel('Şirket').check();
    await expect(page.getByText('En fazla 15 karakter olmalı')).toHaveCount(0);
    await page.getByRole('button', { name: 'Kayıt ol' }).click();
    await expect(summary.getByRole('link', { name: 'Soyad: Bu alan zorunludur' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Şirket adı: Bu alan zorunludur' })).toBeVisible();
    // Each entry leads to its field.
    await summary.getByRole('link', { name: 'Şirket adı: Bu alan zorunludur' }).click();
    await expect(page.getByLabel('Şirket adı')).toBeFocused();
    expect(posted).toBe(false);
  });

  test('an existing e-mail is refused at its field, in Turkish', async ({ page }) => {
    const existing = await createUser('company');
    await page.goto('/signup');
    await page.getByLabel('Şirket').check();
    await page.getByLabel('Ad', { exact: true }).fill('Mehmet');
    await page.getByLabel('Soyad').fill('Demir');
    await page.getByLabel('Şirket adı').fill('Körfez Bilişim');
    await page.getByLabel('E-posta').fill(existing.email);
    await page.getByLabel('Şifre').fill('Kartal-2024');
    await page.getByLabel('Verilerimin işlenmesini onaylıyorum').check();
    const message = 'Kayıt başarısız! Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var.';
    await expectToast(page, message, () => page.getByRole('button', { name: 'Kayıt ol' }).click());
    await expect(page.getByLabel('E-posta')).toHaveAccessibleDescription(
      new RegExp(`^${message.replace(/[!.]/g, '\\$&')}`),
    );
    const summary = page.getByRole('alert').filter({ hasText: 'Formda 1 hata var' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: `E-posta: ${message}` })).toBeVisible();
    await expect(page.getByText('SignUp Failed!')).toHaveCount(0);
  });

  test('sign-up asks 8 to 64 characters and the server refuses a common password', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Şirket').check();
    await page.getByLabel('Ad', { exact: true }).fill('Mehmet');
    await page.getByLabel('Soyad').fill('Demir');
    await page.getByLabel('Şirket adı').fill('Körfez Bilişim');
    await page.getByLabel('E-posta').fill(`yaygin-${Date.now()}@beceri.test`);
    await page.getByLabel('Şifre').fill('Kisa123');
    await page.getByLabel('Şifre').blur();
    await expect(page.getByText('Şifre en az 8 karakter olmalı')).toBeVisible();
    await page.getByLabel('Şifre').fill('password1');
    await page.getByLabel('Verilerimin işlenmesini onaylıyorum').check();
    await page.getByRole('button', { name: 'Kayıt ol' }).click();
    await expect(page.getByLabel('Şifre')).toHaveAccessibleDescription(/^Bu şifre çok yaygın, başka bir şifre seçin/);
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('login validates, refuses a wrong password and routes each role home', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Giriş', exact: true }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Formda 2 hata var' });
    await expect(summary.getByRole('link', { name: 'E-posta: E-posta adresi gerekli' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Şifre: Şifre gerekli' })).toBeVisible();
    await expect(page.getByLabel('E-posta')).toBeFocused();
    await page.getByLabel('E-posta').fill('yanlis');
    await page.getByLabel('E-posta').blur();
    // A malformed address is named under its field, with the form's word for it (docs/product.md).
    await expect(page.getByLabel('E-posta')).toHaveAccessibleDescription('Geçersiz e-posta adresi');
    await page.getByLabel('Şifre').fill('x'.repeat(65));
    await page.getByLabel('Şifre').blur();
    await expect(page.getByLabel('Şifre')).toHaveAccessibleDescription('Şifre en fazla 64 karakter olmalı');

    const company = await createUser('company');
    await page.getByLabel('E-posta').fill(company.email);
    await page.getByLabel('Şifre').fill('yanlis1');
    await expectToast(page, 'Geçersiz e-posta ve şifre', () =>
      page.getByRole('button', { name: 'Giriş', exact: true }).click(),
    );
    // The reason stays in the form after the toast has gone.
    await expect(page.getByRole('alert').filter({ hasText: 'E-posta adresi veya şifre hatalı' })).toBeVisible();
    await page.getByLabel('Şifre').fill(company.password);
    await page.getByRole('button', { name: 'Giriş', exact: true }).click();
    await expect(page).toHaveURL(/\/CompanyProfile$/);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('sessionUser') ?? 'null')))
      .toEqual({ role: 'company', id: company.id });
  });

  test('the login page links to password reset and sign-up', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Parolanızı mı unuttunuz?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Kayıt ol' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe('header per audience', () => {
  // SPEC's links, and the lab's timetable (docs/product.md, 'Lab sessions') for those who have one.
  const expected = {
    visitor: ['Ana Sayfa', 'Proje Hakkında', 'İş imkanları', 'Dersler', 'Haberler', 'İletişim'],
    student: [
      'Ana Sayfa',
      'Profil',
      'Ders Programı',
      'Proje Hakkında',
      'İş imkanları',
      'Dersler',
      'Haberler',
      'Bize ulaşın',
    ],
    // The talent pool (decision 063) is the company's one link beyond the original header's.
    company: ['Ana Sayfa', 'Profil', 'Aday Havuzu', 'Proje Hakkında', 'Haberler', 'Bize Ulaşın'],
    teacher: ['Ana Sayfa', 'Profil', 'Ders Programı', 'Proje Hakkında', 'Haberler', 'İletişim'],
    admin: ['Ana Sayfa', 'Ders Programı', 'Proje Hakkında', 'İş imkanları', 'Dersler', 'Haberler', 'İletişim'],
  } as const;

  for (const [who, links] of Object.entries(expected)) {
    test(`${who} sees exactly the SPEC links (and the timetable)`, async ({ page, loginAs }) => {
      if (who !== 'visitor') await loginAs(await createUser(who as 'student'));
      await page.goto('/aboutus');
      const nav = page.getByRole('navigation', { name: 'Ana menü' });
      await expect(nav.getByRole('link')).toHaveText([...links]);
      if (who === 'visitor') await expect(page.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
    });
  }
});

test.describe('phone @phone', () => {
  test('the menu opens as a sheet titled Beceri and closes after a choice', async ({ page }) => {
    test.skip(test.info().project.name !== 'phone', 'phone layout only');
    await page.goto('/aboutus');
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeHidden();
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const sheet = page.getByRole('dialog', { name: 'Beceri' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('link', { name: 'Haberler' }).click();
    await expect(page).toHaveURL(/\/haberler$/);
    await expect(sheet).toBeHidden();
  });

  test('the header fits 360 px in both languages; on a phone the switch is in the menu and keeps the page', async ({
    page,
    loginAs,
  }) => {
    test.skip(test.info().project.name !== 'phone', 'phone layout only');
    await page.setViewportSize({ width: 360, height: 740 });
    const header = page.getByRole('banner');
    await page.goto('/aboutus');
    await expect(header.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
    expect(await overflow(page)).toBe(0);
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page.getByRole('dialog', { name: 'Beceri' }).getByRole('link', { name: 'English' }).click();
    await expect(page.getByRole('dialog', { name: 'Beceri' })).toBeHidden();
    await expect(page).toHaveURL(/\/aboutus$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await overflow(page)).toBe(0);

    await loginAs(await createUser('admin'));
    await page.goto('/aboutus');
    await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(await overflow(page)).toBe(0);
  });
});

test.describe('language switch', () => {
  test('switching keeps the page and what was typed, is remembered, and sets <html lang>', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-posta').fill('ayse@example.com');
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toHaveValue('ayse@example.com');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Türkçe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  });

  test("a logged-in person's switch also becomes their account's language", async ({ page, loginAs }) => {
    await loginAs(await createUser('student'));
    await page.goto('/StudentProfile');
    await expect(page.getByRole('heading', { level: 1, name: /Merhaba/ })).toBeVisible();
    const stored = page.waitForRequest((r) => r.url().endsWith('/me/locale') && r.method() === 'PUT');
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    expect((await stored).postDataJSON()).toEqual({ locale: 'en' });
    await expect(page.getByRole('heading', { level: 1, name: /Hello/ })).toBeVisible();
  });
});

test.describe('in English @en', () => {
  test('a student signs up, is signed in, logs out and in again in English', async ({ page }) => {
    const email = `student-${Date.now()}@beceri.test`;
    await page.goto('/signup?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /The form has \d+ errors?/ })).toBeVisible();
    await expectNoTurkish(page);
    await page.getByLabel('Student').check();
    await page.getByLabel('First name').fill('Ayse');
    await page.getByLabel('Last name').fill('Yilmaz');
    await page.getByLabel('Turkish ID number').fill(uniqueIdNumber());
    await page.getByLabel('Date of birth').fill('2001-04-12');
    await page.getByRole('group', { name: 'Gender' }).getByRole('radio').nth(1).check();
    await page.getByRole('group', { name: 'Do you have a disability?' }).getByRole('radio').nth(1).check();
    await page.getByLabel('Education').selectOption('universityStudent');
    await page.getByLabel('Are you looking for a job?').selectOption('internship');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Parola12!');
    await page.getByLabel(/Resume/).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: samples.pdf });
    await page.getByLabel('I agree to the processing of my data').check();
    await expectToast(page, 'You have signed up.', () => page.getByRole('button', { name: 'Sign up' }).click());
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ayse!' })).toBeVisible();
    await expectToast(page, 'You have logged out', () => page.getByRole('button', { name: 'Log out' }).click());
    await page.goto('/login');

    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The form has 2 errors' })).toBeVisible();
    await expectNoTurkish(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Parola12!');
    await expectToast(page, 'You are logged in', () =>
      page.getByRole('button', { name: 'Log in', exact: true }).click(),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ayse!' })).toBeVisible();
    await expectNoTurkish(page);
    await expectToast(page, 'You have logged out', () => page.getByRole('button', { name: 'Log out' }).click());
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('cookie consent', () => {
  test.use({ consent: false });

  test('accept stores the consent; reject removes it and the dialog returns on the next load', async ({ page }) => {
    await page.goto('/aboutus');
    const dialog = page.getByRole('dialog', { name: 'Çerez politikası' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Reddet' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBeNull();
    await page.reload();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Kabul et' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('accepted');
    await page.reload();
    await expect(page.locator('#main')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test.describe('routing', () => {
  test('an unknown page gets the Turkish not-found page, and a guarded page sends a visitor to /login', async ({
    page,
  }) => {
    await page.goto('/boyle-bir-sayfa-yok');
    await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeVisible();
    await page.goto('/admin/logs');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the admin shell shows breadcrumbs, the avatar menu logs out', async ({ page, loginAs }) => {
    await loginAs(await createUser('admin'));
    await page.goto('/admin/jobs/add-job');
    const crumbs = page.getByRole('navigation', { name: 'Konum' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Yönetim paneli', 'Meslekler', 'İş Ekle']);
    // No 'Ayarlar' gear that opened the about editor: the about page is edited from 'Hakkımızda'.
    await expect(page.getByRole('link', { name: 'Ayarlar' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Yönetici hesap menüsü' }).click();
    await expectToast(page, 'Başarıyla çıkış yapıldı', () => page.getByRole('menuitem', { name: 'Çıkış Yap' }).click());
    await expect(page).toHaveURL(/\/$/);
  });
});
