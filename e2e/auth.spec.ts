import { createUser, expect, expectToast, fillStudentSignup, nextAlert, samples, test } from './fixtures.ts';

test.describe('sign up, log in, log out', () => {
  test('a student signs up with a PDF resume, logs in, lands on the profile and logs out', async ({ page }) => {
    const email = `ogrenci-${Date.now()}@beceri.test`;
    await fillStudentSignup(page, email);
    await page.getByLabel(/Özgeçmiş/).setInputFiles({ name: 'özgeçmiş.pdf', mimeType: 'application/pdf', buffer: samples.pdf });
    await page.getByLabel('Verilerimin işlenmesini onaylıyorum').check();
    await expectToast(page, 'Kayıt başarılı.', () => page.getByRole('button', { name: 'Kayıt ol' }).click());
    await expect(page).toHaveURL(/\/login$/);

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

  test('signup shows the first error in an alert, sends nothing, and clears errors when the role changes', async ({ page }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/auth/register')) posted = true;
    });
    await page.goto('/signup');
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Kayıt ol' }).click();
    expect(await alert).toBe('Rolünüzü seçin');
    await page.getByLabel('Öğrenci').check();
    await page.getByLabel('Ad', { exact: true }).fill('Abdurrahmanovich');
    await page.getByLabel('Ad', { exact: true }).blur();
    await expect(page.getByText('En fazla 15 karakter olmalı')).toBeVisible();
    await page.getByLabel('Doğum tarihi').fill('1988-12-31');
    await page.getByLabel('Doğum tarihi').blur();
    await expect(page.getByText("Doğum tarihi 1 Ocak 1989'dan sonra olmalı")).toBeVisible();
    await page.getByLabel('Şirket').check();
    await expect(page.getByText('En fazla 15 karakter olmalı')).toHaveCount(0);
    const second = nextAlert(page);
    await page.getByRole('button', { name: 'Kayıt ol' }).click();
    expect(await second).toBe('Bu alan zorunludur');
    expect(posted).toBe(false);
  });

  test('an existing e-mail gets the SPEC message', async ({ page }) => {
    const existing = await createUser('company');
    await page.goto('/signup');
    await page.getByLabel('Şirket').check();
    await page.getByLabel('Ad', { exact: true }).fill('Mehmet');
    await page.getByLabel('Soyad').fill('Demir');
    await page.getByLabel('Şirket adı').fill('Körfez Bilişim');
    await page.getByLabel('E-posta').fill(existing.email);
    await page.getByLabel('Şifre').fill('Kartal-2024');
    await page.getByLabel('Verilerimin işlenmesini onaylıyorum').check();
    await page.getByRole('button', { name: 'Kayıt ol' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'SignUp Failed! A user with this email already exists.' })).toBeVisible();
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
    await expect(page.getByLabel('Şifre')).toHaveAccessibleDescription('Bu şifre çok yaygın, başka bir şifre seçin');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('login validates, refuses a wrong password and routes each role home', async ({ page }) => {
    await page.goto('/login');
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Giriş', exact: true }).click();
    expect(await alert).toBe('Email adresi gerekli');
    await page.getByLabel('E-posta').fill('yanlis');
    await page.getByLabel('E-posta').blur();
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await page.getByLabel('Şifre').fill('x'.repeat(65));
    await page.getByLabel('Şifre').blur();
    await expect(page.getByText('Şifre en fazla 64 karakter olmalı')).toBeVisible();

    const company = await createUser('company');
    await page.getByLabel('E-posta').fill(company.email);
    await page.getByLabel('Şifre').fill('yanlis1');
    await expectToast(page, 'Geçersiz e-posta ve şifre', () => page.getByRole('button', { name: 'Giriş', exact: true }).click());
    await page.getByLabel('Şifre').fill(company.password);
    await page.getByRole('button', { name: 'Giriş', exact: true }).click();
    await expect(page).toHaveURL(/\/CompanyProfile$/);
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('sessionUser') ?? 'null'))).toEqual({ role: 'company', id: company.id });
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
  const expected = {
    visitor: ['Ana Sayfa', 'Proje Hakkında', 'İş imkanları', 'Dersler', 'Haberler', 'İletişim'],
    student: ['Ana Sayfa', 'Profil', 'Proje Hakkında', 'İş imkanları', 'Dersler', 'Haberler', 'Bize ulaşın'],
    company: ['Ana Sayfa', 'Profil', 'Proje Hakkında', 'Haberler', 'Bize Ulaşın'],
    teacher: ['Ana Sayfa', 'Profil', 'Proje Hakkında', 'Haberler', 'İletişim'],
    admin: ['Ana Sayfa', 'Proje Hakkında', 'İş imkanları', 'Dersler', 'Haberler', 'İletişim'],
  } as const;

  for (const [who, links] of Object.entries(expected)) {
    test(`${who} sees exactly the SPEC links`, async ({ page, loginAs }) => {
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
  test('an unknown page gets the Turkish not-found page, and a guarded page sends a visitor to /login', async ({ page }) => {
    await page.goto('/boyle-bir-sayfa-yok');
    await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeVisible();
    await page.goto('/admin/logs');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the admin shell shows breadcrumbs, the avatar menu logs out', async ({ page, loginAs }) => {
    await loginAs(await createUser('admin'));
    await page.goto('/admin/jobs/add-job');
    const crumbs = page.getByRole('navigation', { name: 'Konum' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Dashboard', 'Meslekler', 'İş Ekle']);
    await page.getByRole('button', { name: 'Admin hesap menüsü' }).click();
    await expectToast(page, 'Başarıyla çıkış yapıldı', () => page.getByRole('menuitem', { name: 'Çıkış Yap' }).click());
    await expect(page).toHaveURL(/\/$/);
  });
});
