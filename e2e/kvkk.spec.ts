import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { createUser, expect, expectToast, fillStudentSignup, samples, test } from './fixtures.ts';
import { expectNoTurkish } from './support/english.ts';

test.describe('personal data (KVKK)', () => {
  test('a student sees the TC number masked and downloads their data as a ZIP @phone', async ({ page, loginAs }) => {
    const student = await createUser('student', { name: 'Ayşe', resume: { name: 'özgeçmiş.pdf', data: samples.pdf } });
    await loginAs(student);
    await page.goto('/StudentProfile');
    const card = page.getByRole('region', { name: 'Kişisel verilerim' });
    await expect(card.getByText(/^1\*{9}\d$/)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Kişisel verilerin korunması aydınlatma metni' })).toHaveAttribute(
      'href',
      '/kvkk',
    );

    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Verilerimi indir' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^beceri-verilerim-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = unzipSync(new Uint8Array(fs.readFileSync(await file.path())));
    const data = JSON.parse(strFromU8(entries['data.json']));
    expect(data.user).toMatchObject({ email: student.email, name: 'Ayşe' });
    expect(data.profile.idNumber).toMatch(/^\d{11}$/);
    // The platform names a stored resume after its owner (docs/security.md 'Uploads and mails').
    expect(data.files).toEqual([
      expect.objectContaining({ kind: 'resume', originalName: expect.stringMatching(/^Ayşe .* Özgeçmiş\.pdf$/) }),
    ]);
    expect(Buffer.from(entries[data.files[0].path]).equals(samples.pdf)).toBe(true);
  });

  test('a student erases the stored disability answer from the profile', async ({ page, loginAs }) => {
    const student = await createUser('student');
    await loginAs(student);
    await page.goto('/StudentProfile');
    const card = page.getByRole('region', { name: 'Kişisel verilerim' });
    await expect(card.getByText('Hayır', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Bu bilgiyi sil' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Engel durumu bilginiz silinsin mi?' });
    await expect(dialog.getByRole('button', { name: 'Vazgeç' })).toBeFocused();
    await expectToast(page, 'Engel durumu bilginiz silindi.', () =>
      dialog.getByRole('button', { name: 'Geri çek ve sil' }).click(),
    );
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Kayıtlı bilgi yok.')).toBeVisible();
    expect((await (await page.request.get('/student/get')).json()).disability).toBeNull();
  });

  test('deleting the account asks for the password in a dialog, then logs out and goes home', async ({
    page,
    loginAs,
  }) => {
    const company = await createUser('company', { companyName: 'Silinecek Bilişim' });
    await loginAs(company);
    await page.goto('/CompanyProfile');
    await page.getByRole('button', { name: 'Hesabımı sil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hesabınızı silmek istediğinize emin misiniz?' });
    await expect(dialog.getByText('İş ilanlarınız ve bu ilanlara yapılan başvurular silinir')).toBeVisible();
    await expect(dialog.getByLabel('Şifre')).toBeFocused();

    await dialog.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click();
    await expect(dialog.getByLabel('Şifre')).toHaveAccessibleDescription('Bu alan zorunludur');
    await expect(dialog.getByRole('link', { name: 'Şifre: Bu alan zorunludur' })).toBeVisible();
    await dialog.getByLabel('Şifre').fill('Yanlis123');
    await dialog.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click();
    await expect(dialog.getByLabel('Şifre')).toHaveAccessibleDescription('Şifre yanlış.');
    await expect(dialog.getByLabel('Şifre')).toBeFocused();

    await dialog.getByLabel('Şifre').fill(company.password);
    await expectToast(page, 'Hesabınız silindi.', () =>
      dialog.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click(),
    );
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Giriş Yap' }).first()).toBeVisible();
    const login = await page.request.post('/auth/login', {
      data: { email: company.email, password: company.password },
    });
    expect(login.status()).toBe(401);
  });

  test('Escape closes the delete dialog and nothing is deleted', async ({ page, loginAs }) => {
    const teacher = await createUser('teacher');
    await loginAs(teacher);
    await page.goto('/TeacherProfile');
    await page.getByRole('button', { name: 'Hesabımı sil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hesabınızı silmek istediğinize emin misiniz?' });
    await expect(dialog.getByText('Eklediğiniz kurslar öğrenciler için yayında kalır')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Hesabımı sil' })).toBeFocused();
    expect((await page.request.get('/teacher/get')).status()).toBe(200);
  });

  test('sign-up asks for a separate explicit consent when the disability answer is yes', async ({ page }) => {
    const email = `engel-${Date.now()}@beceri.test`;
    await fillStudentSignup(page, email);
    await page.getByRole('group', { name: 'Engel durumunuz var mı?' }).getByLabel('Evet').check();
    await page
      .getByLabel(/Özgeçmiş/)
      .setInputFiles({ name: 'özgeçmiş.pdf', mimeType: 'application/pdf', buffer: samples.pdf });
    await page.getByLabel('Verilerimin işlenmesini onaylıyorum').check();
    await page.getByRole('button', { name: 'Kayıt ol' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Formda 1 hata var' });
    await expect(
      summary.getByRole('link', {
        name: 'Engel durumu bilgisi için açık rıza: Engel durumu bilginizin işlenmesi için açık rızanız gerekir',
      }),
    ).toBeVisible();
    // The summary takes the focus; its entry leads to the checkbox.
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: /^Engel durumu bilgisi için açık rıza:/ }).click();
    await expect(page.getByLabel(/açık rıza veriyorum/)).toBeFocused();

    await page.getByLabel(/açık rıza veriyorum/).check();
    const idNumber = await page.getByLabel('Kimlik numarası').inputValue();
    await expectToast(page, 'Kayıt başarılı.', () => page.getByRole('button', { name: 'Kayıt ol' }).click());
    await expect(page).toHaveURL(/\/StudentProfile$/);
    // Signed in by the sign-up: out again before the second one.
    await expectToast(page, 'Başarıyla çıkış yapıldı', () => page.getByRole('button', { name: 'Çıkış Yap' }).click());

    // One person, one student account: the same TC number with another e-mail is refused at its field.
    await fillStudentSignup(page, `ikinci-${email}`);
    await page.getByLabel('Kimlik numarası').fill(idNumber);
    await page
      .getByLabel(/Özgeçmiş/)
      .setInputFiles({ name: 'özgeçmiş.pdf', mimeType: 'application/pdf', buffer: samples.pdf });
    await page.getByLabel('Verilerimin işlenmesini onaylıyorum').check();
    await page.getByRole('button', { name: 'Kayıt ol' }).click();
    const message = 'Bu kimlik numarasıyla kayıtlı bir öğrenci hesabı zaten var.';
    const refused = page.getByRole('alert').filter({ hasText: /^Formda 1 hata var/ });
    await expect(refused).toBeFocused();
    await expect(refused.getByRole('link', { name: `Kimlik numarası: ${message}` })).toBeVisible();
    await expect(page.getByLabel('Kimlik numarası')).toHaveAccessibleDescription(new RegExp(`^${message}`));
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('the privacy notice names the controller and the rights, linked from the footer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kişisel Verilerin Korunması (KVKK)' }).click();
    await expect(page).toHaveURL(/\/kvkk$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kişisel Verilerin Korunması Aydınlatma Metni' }),
    ).toBeVisible();
    await expect(page.getByText('Veri sorumlusu: İzmit Bölgesi Sanayi Odası.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Haklarınız (KVKK m. 11)' })).toBeVisible();
  });

  test('the privacy notice and the personal-data card in English @en', async ({ page, loginAs }) => {
    await page.goto('/kvkk?lang=en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Privacy Notice (Personal Data Protection Law, KVKK)' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your rights (KVKK art. 11)' })).toBeVisible();
    await expectNoTurkish(page);
    await loginAs(await createUser('company'));
    await page.goto('/CompanyProfile');
    const card = page.getByRole('region', { name: 'My personal data' });
    await card.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete your account?' });
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(dialog.getByText('The form has 1 error')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expectNoTurkish(page);
  });
});
