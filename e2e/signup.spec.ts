/**
 * Sign-up that gets out of the way (docs/product.md, Sign-up): 'Öğrenci' chosen, each field's rule shown before typing,
 * every problem in one round (the form's own and the server's), the summary taking the focus, no resume needed, and
 * the new person signed in on their profile with the e-mail verification banner.
 */
import type { Page } from '@playwright/test';
import {
  apiAs,
  createUser,
  expect,
  expectToast,
  fillStudentSignup,
  test,
  uniqueIdNumber,
  uniqueTitle,
  wcagViolations,
} from './fixtures.ts';
import { expectNoTurkish } from './support/english.ts';

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@beceri.test`;

/** Every request to the sign-up endpoint the page sends from now on. */
function registerCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/auth/register')) calls.push(r.method());
  });
  return calls;
}

const summaryOf = (page: Page) => page.getByRole('alert').filter({ hasText: /^Formda \d+ hata var/ });

test.describe('sign-up', () => {
  test('a new student signs up without a resume and lands on her profile, signed in, with the verification banner', async ({
    page,
  }) => {
    const email = uniqueEmail('ogrenci');
    await page.goto('/signup');
    // 'Öğrenci' is chosen before anything is touched, and every field says its rule before it is typed in.
    await expect(page.getByLabel('Öğrenci')).toBeChecked();
    await expect(page.getByText('Özgeçmiş dışındaki tüm alanlar zorunludur.')).toBeVisible();
    await expect(page.getByLabel('Ad', { exact: true })).toHaveAccessibleDescription('En fazla 15 karakter.');
    await expect(page.getByLabel('Kimlik numarası')).toHaveAccessibleDescription(
      '11 haneli T.C. kimlik numaranız, kimlik kartınızdaki gibi.',
    );
    await expect(page.getByLabel('Doğum tarihi')).toHaveAccessibleDescription(
      /1 Ocak 1989 ile 1 Ocak 2008 arasında|\d{1,2} \p{L}+ \d{4} ile \d{1,2} \p{L}+ \d{4} arasında/u,
    );
    await expect(page.getByLabel('Şifre')).toHaveAccessibleDescription(/^8–64 karakter\./);
    await expect(page.getByLabel('Özgeçmiş (isteğe bağlı)')).toHaveAccessibleDescription(
      /^PDF, DOC veya DOCX, en fazla 5 MB\./,
    );
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);

    await fillStudentSignup(page, email);
    await page.getByLabel('Verilerimin işlenmesini onaylıyorum').check();
    await expectToast(page, 'Kayıt başarılı.', () => page.getByRole('button', { name: 'Kayıt ol' }).click());
    await expect(page).toHaveURL(/\/StudentProfile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Merhaba, Ayşe!' })).toBeVisible();
    const banner = page.getByRole('status').filter({ hasText: 'E-posta doğrulanmadı' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Yeniden gönder' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('sessionUser') ?? 'null')?.role))
      .toBe('student');
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);

    // No resume yet: the job page still offers one before the first application.
    const company = await createUser('company', { companyName: 'Körfez Bilişim' });
    const title = uniqueTitle('Kayit');
    const api = await apiAs(company);
    const job = await api.post('/job/add', { data: { title, description: 'Destek ekibine katılın.' } });
    const { id: jobId } = (await job.json()) as { id: string };
    await api.dispose();
    await page.goto(`/jobinfopage/${jobId}`);
    await page.getByRole('button', { name: 'Başvur', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Özgeçmişiniz yok' })).toBeVisible();
  });

  test('a company lands on its profile, told that its applicants wait for the verified e-mail', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Şirket').check();
    await expect(page.getByText('Tüm alanlar zorunludur.')).toBeVisible();
    await page.getByLabel('Ad', { exact: true }).fill('Mehmet');
    await page.getByLabel('Soyad').fill('Demir');
    await page.getByLabel('Şirket adı').fill('Körfez Bilişim');
    await page.getByLabel('E-posta').fill(uniqueEmail('sirket'));
    await page.getByLabel('Şifre').fill('Kartal-2024');
    await page.getByLabel('Verilerimin işlenmesini onaylıyorum').check();
    await expectToast(page, 'Kayıt başarılı.', () => page.getByRole('button', { name: 'Kayıt ol' }).click());
    await expect(page).toHaveURL(/\/CompanyProfile$/);
    const banner = page
      .getByRole('status')
      .filter({ hasText: 'Başvuranları görmek için e-posta adresinizi doğrulayın' });
    await expect(banner).toContainText('başvuranların bilgileri ve özgeçmişleri, e-posta adresinizi doğrulayana kadar');
    await expect(banner.getByRole('button', { name: 'Yeniden gönder' })).toBeVisible();
  });

  test('several wrong fields are all named in one round, then the server’s refusals in the next', async ({ page }) => {
    const calls = registerCalls(page);
    const existing = await createUser('student');
    await page.goto('/signup');
    await page.getByLabel('Ad', { exact: true }).fill('Abdurrahmanovich');
    await page.getByLabel('Doğum tarihi').fill('1970-01-01');
    // Leaving a field shows its message, which moves what is below it: only then the next click.
    await page.getByLabel('Doğum tarihi').blur();
    await expect(page.getByLabel('Doğum tarihi')).toHaveAccessibleDescription(/^Doğum tarihi 1 Ocak 1989'dan sonra/);
    await page.getByRole('group', { name: 'Engel durumunuz var mı?' }).getByLabel('Evet').check();
    await page.getByLabel('E-posta').fill('ayse@');
    await page.getByLabel('Şifre').fill('kisa');
    await page.getByRole('button', { name: 'Kayıt ol' }).click();

    // Every problem at once, the disability consent among them, and the focus on the list.
    const summary = summaryOf(page);
    await expect(summary).toBeFocused();
    for (const entry of [
      'Ad: En fazla 15 karakter olmalı',
      'Soyad: Bu alan zorunludur',
      'Kimlik numarası: Bu alan zorunludur',
      'Cinsiyet: Bu alan zorunludur',
      "Doğum tarihi: Doğum tarihi 1 Ocak 1989'dan sonra olmalı",
      'Eğitim durumu: Bu alan zorunludur',
      'İş arıyor musunuz?: Bu alan zorunludur',
      'Engel durumu bilgisi için açık rıza: Engel durumu bilginizin işlenmesi için açık rızanız gerekir',
      'E-posta: Geçersiz e-posta adresi',
      'Şifre: Şifre en az 8 karakter olmalı',
      'Veri işleme onayı: Bu alan zorunludur',
    ])
      await expect(summary.getByRole('link', { name: entry })).toBeVisible();
    await expect(summary.getByRole('link')).toHaveCount(11);
    await expect(summary).toContainText('Formda 11 hata var');
    expect(calls).toEqual([]);
    // Each entry leads to its field, which names its problem (and keeps its rule).
    await summary.getByRole('link', { name: /^Ad: / }).click();
    await expect(page.getByLabel('Ad', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Ad', { exact: true })).toHaveAccessibleDescription(
      'En fazla 15 karakter olmalı En fazla 15 karakter.',
    );

    // Right by the form's rules, refused by the server's: a common password and a registered e-mail, both at once.
    await fillStudentSignup(page, existing.email);
    await page.getByLabel('Şifre').fill('password1');
    await page.getByLabel('Verilerimin işlenmesini onaylıyorum').check();
    await page.getByRole('button', { name: 'Kayıt ol' }).click();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'E-posta: Kayıt başarısız! Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var.',
      'Şifre: Bu şifre çok yaygın, başka bir şifre seçin',
    ]);
    await expect(page.getByLabel('Şifre')).toHaveAccessibleDescription(/^Bu şifre çok yaygın, başka bir şifre seçin/);
    expect(calls).toEqual(['POST']);
    await expect(page).toHaveURL(/\/signup$/);
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
  });
});

test.describe('sign-up on a phone @phone', () => {
  test('a registered e-mail is said in the summary, which takes the focus in view, and under the field', async ({
    page,
  }) => {
    test.skip(test.info().project.name !== 'phone', 'phone layout only');
    const existing = await createUser('company');
    await fillStudentSignup(page, existing.email);
    await page.getByLabel('Verilerimin işlenmesini onaylıyorum').check();
    const message = 'Kayıt başarısız! Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var.';
    await expectToast(page, message, () => page.getByRole('button', { name: 'Kayıt ol' }).click());
    const summary = summaryOf(page);
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    const entry = summary.getByRole('link', { name: `E-posta: ${message}` });
    await expect(entry).toBeInViewport();
    await entry.click();
    const email = page.getByLabel('E-posta');
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[!.]/g, '\\$&')}`));
    await expect(page.locator('form p').filter({ hasText: message })).toBeInViewport();
    // Nothing generic instead of the reason.
    await expect(page.getByText('Kayıt başarısız! Lütfen tekrar deneyin.')).toHaveCount(0);
  });

  test('a new student signs up on a phone and lands on her profile with the banner', async ({ page }) => {
    test.skip(test.info().project.name !== 'phone', 'phone layout only');
    await fillStudentSignup(page, uniqueEmail('telefon'));
    await page.getByLabel('Verilerimin işlenmesini onaylıyorum').check();
    await expectToast(page, 'Kayıt başarılı.', () => page.getByRole('button', { name: 'Kayıt ol' }).click());
    await expect(page).toHaveURL(/\/StudentProfile$/);
    // At the top of the profile, not where the form's button was: the greeting and the banner in view.
    await expect(page.getByRole('heading', { level: 1, name: 'Merhaba, Ayşe!' })).toBeInViewport();
    await expect(page.getByRole('status').filter({ hasText: 'E-posta doğrulanmadı' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
  });
});

test.describe('sign-up in English @en', () => {
  test('a student signs up without a resume and lands on her profile with the banner, in English', async ({ page }) => {
    await page.goto('/signup?lang=en');
    await expect(page.getByLabel('Student')).toBeChecked();
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription(/^8–64 characters\./);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /The form has \d+ errors/ })).toBeFocused();
    await expectNoTurkish(page);
    await page.getByLabel('First name').fill('Ayse');
    await page.getByLabel('Last name').fill('Yilmaz');
    await page.getByLabel('Turkish ID number').fill(uniqueIdNumber());
    await page.getByLabel('Date of birth').fill('2001-04-12');
    await page.getByRole('group', { name: 'Gender' }).getByRole('radio').nth(1).check();
    await page.getByRole('group', { name: 'Do you have a disability?' }).getByRole('radio').nth(1).check();
    await page.getByLabel('Education').selectOption('universityStudent');
    await page.getByLabel('Are you looking for a job?').selectOption('internship');
    await page.getByLabel('Email').fill(uniqueEmail('english'));
    await page.getByLabel('Password').fill('Parola12!');
    await page.getByLabel('I agree to the processing of my data').check();
    await expectToast(page, 'You have signed up.', () => page.getByRole('button', { name: 'Sign up' }).click());
    await expect(page).toHaveURL(/\/StudentProfile/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ayse!' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Email not verified' })).toBeVisible();
    await expectNoTurkish(page);
  });
});
