import { apiAs, createUser, expect, expectToast, samples, test, uniqueTitle } from './fixtures.ts';
import { expectNoTurkish } from './support/english.ts';

test.describe('profiles', () => {
  test('a student sees greeting, e-mail, masked password, private resume and empty lists @phone', async ({
    page,
    loginAs,
  }) => {
    const student = await createUser('student', { name: 'Ayşe', resume: { name: 'özgeçmiş.pdf', data: samples.pdf } });
    await loginAs(student);
    await page.goto('/StudentProfile');
    await expect(page.getByRole('heading', { level: 1, name: 'Merhaba, Ayşe!' })).toBeVisible();
    await expect(page.getByText(student.email)).toBeVisible();
    await expect(page.getByLabel('Gizli şifre')).toHaveText('••••••••');
    await expect(page.getByRole('heading', { name: 'Açılan kurslar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Başvurulan işler' })).toBeVisible();
    const resume = page.getByRole('link', { name: 'Özgeçmişi indir' });
    const href = await resume.getAttribute('href');
    expect(href).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    const own = await page.request.get(href!);
    expect(own.status()).toBe(200);
    expect(await own.body()).toEqual(samples.pdf);
    // Nobody else gets it.
    const stranger = await page.request.get(href!, { headers: { cookie: '' } });
    expect(stranger.status()).toBe(404);
  });

  test('the password change dialog: empty does nothing, too short is refused, a wrong current password is said, a good change works', async ({
    page,
    loginAs,
  }) => {
    const student = await createUser('student');
    await loginAs(student);
    let updates = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/student/update')) updates += 1;
    });
    await page.goto('/StudentProfile');
    await page.getByRole('button', { name: 'Şifreyi değiştir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Şifreyi değiştir' });
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Mevcut şifre: Bu alan zorunludur' })).toBeVisible();
    await expect(dialog.getByLabel('Mevcut şifre')).toBeFocused();
    await dialog.getByLabel('Mevcut şifre').fill('Yanlis-Sifre-1');
    await dialog.getByLabel('Yeni şifre').fill('Kisa123');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog.getByLabel('Yeni şifre')).toHaveAccessibleDescription('Şifre en az 8 karakter olmalı');
    expect(updates).toBe(0);

    await dialog.getByLabel('Yeni şifre').fill('Yeni-Sifre-2024');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog.getByLabel('Mevcut şifre')).toHaveAccessibleDescription('Mevcut şifre yanlış');
    expect(updates).toBe(1);

    await dialog.getByLabel('Mevcut şifre').fill(student.password);
    await expectToast(page, 'Şifreniz başarıyla değiştirildi.', () =>
      dialog.getByRole('button', { name: 'Kaydet' }).click(),
    );
    await expect(dialog).toBeHidden();
    expect(updates).toBe(2);
    const login = await page.request.post('/auth/login', {
      data: { email: student.email, password: 'Yeni-Sifre-2024' },
    });
    expect(login.status()).toBe(200);
  });

  test('a company is greeted by its company name', async ({ page, loginAs }) => {
    const company = await createUser('company', { companyName: 'Körfez Bilişim A.Ş.' });
    await loginAs(company);
    await page.goto('/CompanyProfile');
    await expect(page.getByRole('heading', { level: 1, name: 'Merhaba, Körfez Bilişim A.Ş.!' })).toBeVisible();
    await expect(page.getByText(company.email)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Şifreyi değiştir' })).toBeVisible();
  });

  test("a teacher sees their courses and 'Eski Kurslar', empty before the first course", async ({ page, loginAs }) => {
    const teacher = await createUser('teacher', { name: 'Zeynep', surname: 'Kaya' });
    await loginAs(teacher);
    await page.goto('/TeacherProfile');
    await expect(page.getByRole('heading', { level: 1, name: 'Merhaba, Zeynep Kaya!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Şifreyi değiştir' })).toBeVisible();
    // The teacher's own courses with real counts (courses.spec.ts), no longer docs/product.md's samples.
    await expect(page.getByRole('region', { name: 'Eski Kurslar' })).toContainText('Sona ermiş kursunuz yok.');
    await expect(page.getByRole('region', { name: 'Kurslarım' })).toContainText('Henüz kursunuz yok.');
    await expect(page.getByText('960')).toHaveCount(0);
  });

  test('without a session every profile sends the person to /login', async ({ page }) => {
    for (const path of ['/StudentProfile', '/CompanyProfile', '/TeacherProfile']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });
});

test.describe('teacher accounts', () => {
  test('an admin creates a teacher, who then logs in and lands on /TeacherProfile', async ({
    page,
    loginAs,
    browser,
    baseURL,
  }) => {
    await loginAs(await createUser('admin'));
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Kullanıcılar' })).toBeVisible();
    const email = `ogretmen-${Date.now()}@beceri.test`;
    await page.getByRole('button', { name: 'Öğretmen Ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni öğretmen hesabı' });
    await dialog.getByRole('button', { name: 'Gönder' }).click();
    const summary = dialog.getByRole('alert').filter({ hasText: 'Formda' });
    for (const field of ['Ad', 'Soyad', 'E-posta', 'Şifre']) {
      await expect(summary.getByRole('link', { name: new RegExp(`^${field}: `) })).toBeVisible();
    }
    await expect(dialog.getByLabel('Ad', { exact: true })).toBeFocused();
    await dialog.getByLabel('Ad', { exact: true }).fill('Elif');
    await dialog.getByLabel('Soyad').fill('Şahin');
    await dialog.getByLabel('E-posta').fill(email);
    await dialog.getByLabel('Şifre').fill('Ders-2024');
    await dialog.getByLabel('Branş').fill('Siber güvenlik');
    await dialog.getByLabel('Telefon').fill('0262 111 22 33');
    await dialog.getByLabel('Adres').fill('İzmit');
    await expectToast(page, 'Öğretmen hesabı oluşturuldu.', () =>
      dialog.getByRole('button', { name: 'Gönder' }).click(),
    );
    await expect(dialog).toBeHidden();
    await page.getByLabel('Rol').selectOption('teacher');
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Elif Şahin');
    await expect(row).toContainText('Öğretmen');
    await expect(row).toContainText('Siber güvenlik');

    const context = await browser.newContext({ baseURL });
    await context.addInitScript(() => localStorage.setItem('cookie_consent', 'accepted'));
    const teacherPage = await context.newPage();
    await teacherPage.goto('/login');
    await teacherPage.getByLabel('E-posta').fill(email);
    await teacherPage.getByLabel('Şifre').fill('Ders-2024');
    await teacherPage.getByRole('button', { name: 'Giriş', exact: true }).click();
    await expect(teacherPage).toHaveURL(/\/TeacherProfile$/);
    await expect(teacherPage.getByRole('heading', { level: 1, name: 'Merhaba, Elif Şahin!' })).toBeVisible();
    await expect(teacherPage.getByText('Siber güvenlik')).toBeVisible();
    await context.close();
  });

  test("the user list shows one cohort's students, and the address keeps the filter @phone", async ({
    page,
    loginAs,
  }) => {
    const admin = await createUser('admin');
    const name = uniqueTitle('Filtre dönemi ');
    const made = await (
      await apiAs(admin)
    ).post('/admin/cohorts', {
      data: {
        name,
        startsOn: '2025-01-01',
        endsOn: '2025-12-31',
        birthDateFrom: '1990-01-01',
        birthDateTo: '2009-01-01',
      },
    });
    expect(made.status()).toBe(201);
    const cohortId = ((await made.json()) as { id: string }).id;
    const inCohort = [
      await createUser('student', { name: 'Deniz', surname: 'Dönemli', cohortId }),
      await createUser('student', { name: 'Ece', surname: 'Dönemli', cohortId }),
    ];
    const outside = await createUser('student', { name: 'Ozan', surname: 'Dışarıda' });
    await loginAs(admin);
    await page.goto('/admin/users');
    await expect(page.getByRole('row').filter({ hasText: outside.email })).toBeVisible();
    await page.getByLabel('Dönem', { exact: true }).selectOption({ label: name });
    await expect(page).toHaveURL(new RegExp(`[?&]cohort=${cohortId}`));
    const rows = page.getByRole('row').filter({ hasText: 'Dönemli' });
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(inCohort[1].email);
    await expect(page.getByText(outside.email)).toHaveCount(0);

    // A reload (or a shared link) shows the same list; a role without cohorts leaves it empty.
    await page.reload();
    await expect(page.getByLabel('Dönem', { exact: true })).toHaveValue(cohortId);
    await expect(rows).toHaveCount(2);
    await page.getByLabel('Rol', { exact: true }).selectOption('teacher');
    await expect(page).toHaveURL(/role=teacher/);
    await expect(page.getByText('Henüz kayıt bulunmamaktadır.')).toBeVisible();
    await page.getByLabel('Dönem', { exact: true }).selectOption('');
    await expect(page).not.toHaveURL(/cohort=/);
    await expect(page.getByLabel('Rol', { exact: true })).toHaveValue('teacher');
  });

  test('the user list is for admins only', async ({ page, loginAs }) => {
    await loginAs(await createUser('teacher'));
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Kullanıcılar' })).toHaveCount(0);
  });
});

test.describe('accessibility', () => {
  test('profile, password dialog and user admin screens have no WCAG A/AA violations', async ({ page, loginAs }) => {
    const { AxeBuilder } = await import('@axe-core/playwright');
    // Only this feature's part of the page: the shell around it is checked by its own tests.
    const audit = async (scope = 'main') =>
      (await new AxeBuilder({ page }).include(scope).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze())
        .violations;
    await loginAs(await createUser('student', { resume: { name: 'cv.pdf', data: samples.pdf } }));
    await page.goto('/StudentProfile');
    await expect(page.getByRole('link', { name: 'Özgeçmişi indir' })).toBeVisible();
    expect(await audit()).toEqual([]);
    await page.getByRole('button', { name: 'Şifreyi değiştir' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await audit('[role="dialog"]')).toEqual([]);

    await page.context().clearCookies();
    await loginAs(await createUser('admin'));
    await page.goto('/admin/users');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await audit()).toEqual([]);
    await page.getByRole('button', { name: 'Öğretmen Ekle' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await audit('[role="dialog"]')).toEqual([]);
  });
});

test.describe('on a phone @phone', () => {
  test("the create-teacher dialog's buttons stay on screen while its form scrolls", async ({ page, loginAs }) => {
    test.skip(test.info().project.name !== 'phone', 'phone layout only');
    await loginAs(await createUser('admin'));
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Öğretmen Ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni öğretmen hesabı' });
    const send = dialog.getByRole('button', { name: 'Gönder' });
    await expect(send).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: 'Vazgeç' })).toBeInViewport({ ratio: 1 });
    await dialog.getByLabel('Adres').scrollIntoViewIfNeeded();
    await expect(send).toBeInViewport({ ratio: 1 });
    await dialog.getByLabel('Ad', { exact: true }).scrollIntoViewIfNeeded();
    await expect(send).toBeInViewport({ ratio: 1 });
  });
});

test.describe('in English @en', () => {
  test('a teacher reads the profile and changes the password in English', async ({ page, loginAs }) => {
    const teacher = await createUser('teacher', { name: 'Zeynep', surname: 'Kaya' });
    await loginAs(teacher);
    await page.goto('/TeacherProfile?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Zeynep Kaya!' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Past courses' })).toContainText('You have no ended courses.');
    const mine = page.getByRole('region', { name: 'My courses' });
    await expect(mine).toContainText('You have no courses yet. Start by creating your first course.');
    await expect(mine.getByRole('link', { name: 'Add course' })).toHaveCount(2);
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill(teacher.password);
    await dialog.getByLabel('New password').fill('Yeni-Sifre-2024');
    await expectToast(page, 'Password changed successfully.', () =>
      dialog.getByRole('button', { name: 'Save' }).click(),
    );
    await expectNoTurkish(page);
  });

  test('an admin creates a teacher in English', async ({ page, loginAs }) => {
    await loginAs(await createUser('admin'));
    await page.goto('/admin/users?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await page.getByRole('button', { name: 'Add teacher' }).click();
    const dialog = page.getByRole('dialog', { name: 'New teacher account' });
    await dialog.getByLabel('First name').fill('Elif');
    await dialog.getByLabel('Last name').fill('Sahin');
    await dialog.getByLabel('Email').fill(`teacher-${Date.now()}@beceri.test`);
    await dialog.getByLabel('Password').fill('Ders-2024');
    await dialog.getByLabel('Subject').fill('Networks');
    await expectToast(page, 'The teacher account has been created.', () =>
      dialog.getByRole('button', { name: 'Create account' }).click(),
    );
    await expect(dialog).toBeHidden();
    await expectNoTurkish(page);
  });
});
