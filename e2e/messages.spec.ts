/**
 * docs/product.md messages that only show when something goes wrong, each caused the way it happens for real:
 * a record deleted by its owner while someone else has it open, a session or reset code ended in another
 * tab, input the server refuses, or the network dropping. Empty states are seen by new records.
 */
import type { Page } from '@playwright/test';
import {
  apiAs,
  createUser,
  expect,
  expectToast,
  fillStudentSignup,
  findAdminRow,
  hydrated,
  mailedCode,
  outbox,
  samples,
  test,
  type E2EUser,
} from './fixtures.ts';

async function postJob(company: E2EUser, title: string) {
  const api = await apiAs(company);
  const res = await api.post('/job/add', { data: { title, description: 'Silinecek ilan.' } });
  expect(res.ok()).toBe(true);
  const { id } = (await res.json()) as { id: string };
  return { id, remove: async () => expect((await api.delete(`/job/delete/${id}`)).ok()).toBe(true), api };
}

async function postCourse(teacher: E2EUser, title: string) {
  const api = await apiAs(teacher);
  const res = await api.post('/course/add', {
    multipart: {
      title,
      category: 'Python',
      description: 'Silinecek kurs.',
      classes: JSON.stringify([{ title: 'Giriş', description: 'İlk ders' }]),
    },
  });
  expect(res.ok()).toBe(true);
  const { id } = (await res.json()) as { id: string };
  return { id, remove: async () => expect((await api.delete(`/course/delete/${id}`)).ok()).toBe(true), api };
}

const shortTitle = () => `M${Math.random().toString(36).slice(2, 10)}`;

/** A company with one job ad, logged in and looking at its profile. */
async function companyWithJob(page: Page, loginAs: (user: E2EUser) => Promise<void>) {
  const title = shortTitle();
  const company = await createUser('company');
  const job = await postJob(company, title);
  await loginAs(company);
  await page.goto('/CompanyProfile');
  return { job, title };
}

/** A company on the hire page of its job ad, which Selin Ak (with a resume) has applied to. */
async function hirePageWithApplicant(page: Page, loginAs: (user: E2EUser) => Promise<void>) {
  const company = await createUser('company');
  const student = await createUser('student', {
    name: 'Selin',
    surname: 'Ak',
    resume: { name: 'selin.pdf', data: samples.pdf },
  });
  const job = await postJob(company, shortTitle());
  const asStudent = await apiAs(student);
  expect((await asStudent.post(`/enrollment/enroll/${job.id}`)).ok()).toBe(true);
  await asStudent.dispose();
  await loginAs(company);
  await page.goto(`/hire/${job.id}`);
  return job;
}

/** The company sign-up form filled in, up to the button. */
async function fillCompanySignup(page: Page) {
  await page.goto('/signup');
  await page.getByLabel('Şirket').check();
  await page.getByLabel('Ad', { exact: true }).fill('Mehmet');
  await page.getByLabel('Soyad').fill('Demir');
  await page.getByLabel('Şirket adı').fill('Körfez Bilişim');
  await page.getByLabel('E-posta').fill(`sirket-${shortTitle()}@beceri.test`);
  await page.getByLabel('Şifre').fill('Kartal-2024');
  await page.getByLabel('Verilerimin işlenmesini onaylıyorum').check();
}

/** A student on the profile with the password dialog filled in (current password, a new one), up to 'Kaydet'. */
async function passwordChangeFilledIn(page: Page, loginAs: (user: E2EUser) => Promise<void>) {
  const student = await createUser('student');
  await loginAs(student);
  await page.goto('/StudentProfile');
  await page.getByRole('button', { name: 'Şifreyi değiştir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Şifreyi değiştir' });
  await dialog.getByLabel('Mevcut şifre').fill(student.password);
  await dialog.getByLabel('Yeni şifre').fill('Yeni-Sifre-2024');
  return { student, dialog };
}

test.describe('messages of docs/product.md', () => {
  test('a new student sees the empty states of the profile @phone', async ({ page, loginAs }) => {
    await loginAs(await createUser('student'));
    await page.goto('/StudentProfile');
    await expect(page.getByText('Henüz kayıtlı kurs yok.')).toBeVisible();
    await expect(page.getByText('Henüz başvurduğunuz iş yok.')).toBeVisible();
  });

  test('a job with no applicants says so on the hire page', async ({ page, loginAs }) => {
    const company = await createUser('company');
    const job = await postJob(company, shortTitle());
    await loginAs(company);
    await page.goto(`/hire/${job.id}`);
    await expect(page.getByText('Henüz başvuru yok.')).toBeVisible();
    await job.api.dispose();
  });

  // A student has the page of a record open; its owner deletes it; the student's button then fails.
  for (const { what, post, path, button, message } of [
    {
      what: 'applying to a job its company deleted meanwhile',
      post: async () => postJob(await createUser('company'), shortTitle()),
      path: (id: string) => `/jobinfopage/${id}`,
      button: 'Başvur',
      message: 'İş başvurusu başarısız oldu. Lütfen tekrar deneyin.',
    },
    {
      what: 'enrolling in a course deleted meanwhile',
      post: async () => postCourse(await createUser('teacher'), `Kurs ${shortTitle()}`),
      path: (id: string) => `/courseEnroll/${id}`,
      button: 'Kursa kaydol',
      message: 'Kursa kayıt başarısız oldu. Lütfen tekrar deneyin.',
    },
  ]) {
    test(`${what} fails with the SPEC message`, async ({ page, loginAs }) => {
      const record = await post();
      // With a resume on file, 'Başvur' applies at once (without one it first offers an upload: applying.spec.ts).
      await loginAs(await createUser('student', { resume: { name: 'cv.pdf', data: samples.pdf } }));
      await page.goto(path(record.id));
      await expect(page.getByRole('button', { name: button })).toBeVisible();
      await record.remove();
      await expectToast(page, message, () => page.getByRole('button', { name: button }).click());
      await record.api.dispose();
    });
  }

  test('hiring for a job deleted meanwhile fails with the SPEC message', async ({ page, loginAs }) => {
    const job = await hirePageWithApplicant(page, loginAs);
    const hire = page.getByRole('button', { name: 'Selin Ak: İşe al' });
    await expect(hire).toBeEnabled();
    await job.remove();
    // SPEC's message, then the server's reason.
    await hire.click();
    await expectToast(
      page,
      'Öğrenci işe alınırken bir hata oluştu. Lütfen daha sonra tekrar deneyiniz. Aradığınız kayıt bulunamadı.',
      () => page.getByRole('alertdialog').getByRole('button', { name: 'İşe al' }).click(),
    );
    await job.api.dispose();
  });

  test('saving a course another tab deleted fails with the SPEC message', async ({ page, loginAs }) => {
    const teacher = await createUser('teacher');
    const title = `Kurs ${shortTitle()}`;
    const course = await postCourse(teacher, title);
    await loginAs(teacher);
    await page.goto(`/editCourse/${course.id}`);
    await expect(page.getByLabel('Kurs başlığı')).toHaveValue(title);
    await course.remove();
    await expectToast(page, 'Kurs güncellenirken bir hata oluştu: Kurs bulunamadı', () =>
      page.getByRole('button', { name: 'Güncelle' }).click(),
    );
    await course.api.dispose();
  });

  test('a course with no students says so in the admin details dialog', async ({ page, loginAs }) => {
    const title = `Kurs ${shortTitle()}`;
    const course = await postCourse(await createUser('teacher'), title);
    await loginAs(await createUser('admin'));
    await page.goto('/admin/courses');
    const row = await findAdminRow(page, title);
    await row.getByRole('button', { name: `${title}: Detaylar` }).click();
    const details = page.getByRole('dialog', { name: title });
    await expect(details.getByText('Henüz kayıt bulunmamaktadır.')).toBeVisible();
    await course.api.dispose();
  });

  test('a teacher who saves an edited course is told it was updated', async ({ page, loginAs }) => {
    const teacher = await createUser('teacher');
    const course = await postCourse(teacher, `Kurs ${shortTitle()}`);
    const renamed = `Kurs ${shortTitle()}`;
    await loginAs(teacher);
    await page.goto(`/editCourse/${course.id}`);
    await page.getByLabel('Kurs başlığı').fill(renamed);
    await expectToast(page, 'Kurs başarıyla güncellendi', () => page.getByRole('button', { name: 'Güncelle' }).click());
    await expect(page).toHaveURL(/\/TeacherProfile$/);
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
    await course.api.dispose();
  });

  test('a course deleted meanwhile is not found from a link to it', async ({ page }) => {
    const course = await postCourse(await createUser('teacher'), `Kurs ${shortTitle()}`);
    await course.remove();
    await page.goto(`/courseInfoPage/${course.id}`);
    await expect(page.getByText('Kurs bulunamadı', { exact: true })).toBeVisible();
    await course.api.dispose();
  });

  test('deleting a job that was already deleted in another tab fails with the SPEC message', async ({
    page,
    loginAs,
  }) => {
    const { job, title } = await companyWithJob(page, loginAs);
    const remove = page.getByRole('button', { name: `${title}: Sil` });
    await expect(remove).toBeVisible();
    await job.remove();
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: `“${title}” ilanını silmek istediğinize emin misiniz?` });
    await expectToast(page, 'Bir hata oluştu, tekrar deneyin.', () =>
      confirm.getByRole('button', { name: 'Sil' }).click(),
    );
    await job.api.dispose();
  });

  test('a student whose resume is not really a PDF is refused with the SPEC message', async ({ page }) => {
    await fillStudentSignup(page, `ogrenci-${shortTitle()}@beceri.test`);
    // A text file renamed to .pdf: the browser takes it, the server reads its content and refuses it.
    await page.getByLabel(/Özgeçmiş/).setInputFiles({
      name: 'özgeçmiş.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('Ayşe Yılmaz, özgeçmiş\n'),
    });
    await page.getByLabel('Verilerimin işlenmesini onaylıyorum').check();
    // In a toast with the server's reason, and in the form.
    await expectToast(page, 'Kayıt başarısız! Lütfen tekrar deneyin. Dosya türü desteklenmiyor.', () =>
      page.getByRole('button', { name: 'Kayıt ol' }).click(),
    );
    // On the page: under the resume field and in the summary, which takes the focus (docs/product.md, Sign-up).
    const summary = page.getByRole('alert').filter({ hasText: /^Formda 1 hata var/ });
    await expect(summary).toBeFocused();
    await expect(
      summary.getByRole('link', { name: 'Özgeçmiş (isteğe bağlı): Dosya türü desteklenmiyor.' }),
    ).toBeVisible();
    await expect(page.getByLabel(/Özgeçmiş/)).toHaveAccessibleDescription(/^Dosya türü desteklenmiyor\./);
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('downloading the resume of an applicant whose job was deleted meanwhile fails with the SPEC message', async ({
    page,
    loginAs,
  }) => {
    const job = await hirePageWithApplicant(page, loginAs);
    const download = page.getByRole('button', { name: 'Selin Ak: Özgeçmişi indir' });
    // While the application exists the resume downloads; once the job (and with it the application) is gone it does not.
    const saved = page.waitForEvent('download');
    await download.click();
    expect((await saved).suggestedFilename()).toBe('Selin Ak Özgeçmiş.pdf');
    await job.remove();
    await expect(download).toBeEnabled();
    await expectToast(page, 'Özgeçmiş indirilemedi.', () => download.click());
    await job.api.dispose();
  });

  test('opening the hire page of a job deleted meanwhile says the job is gone', async ({ page, loginAs }) => {
    const { job, title } = await companyWithJob(page, loginAs);
    const hire = page.getByRole('link', { name: `${title}: Başvuranlar` });
    await expect(hire).toBeVisible();
    // Deleted in another tab: this profile still shows the card.
    await job.remove();
    await hire.click();
    await expect(page.getByText('İş ilanı bulunamadı.')).toBeVisible();
    await expect(page.getByText('Bu ilan size ait değil.')).toHaveCount(0);
    await job.api.dispose();
  });

  test('a password change after the session ended in another tab fails with the SPEC message, in Turkish', async ({
    page,
    loginAs,
  }) => {
    const { student, dialog } = await passwordChangeFilledIn(page, loginAs);
    // The student logs out in another tab, which ends this session too.
    const otherTab = await apiAs(student);
    expect((await otherTab.post('/auth/logout')).ok()).toBe(true);
    await otherTab.dispose();
    await expectToast(page, 'Şifre değiştirilemedi.', () => dialog.getByRole('button', { name: 'Kaydet' }).click());
    await expect(dialog).toBeVisible();
  });

  test('a reset whose code was replaced by a newer one in another tab fails with the SPEC message', async ({
    page,
  }) => {
    const user = await createUser('student');
    const before = (await outbox()).filter((m) => m.includes(`To: ${user.email}`)).length;
    await page.goto('/forgot-password');
    await page.getByLabel('E-posta').fill(user.email);
    await page.getByRole('button', { name: 'Şifreyi gönder' }).click();
    await expect(page).toHaveURL(/\/otp$/);
    await page.getByLabel('Doğrulama kodu').fill(await mailedCode(user.email, before));
    await page.getByRole('button', { name: 'Doğrula' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    // Another tab asks for a new code: the one this tab verified is void from then on.
    expect((await page.request.post('/mail/forgot-password', { data: { email: user.email } })).ok()).toBe(true);
    await page.getByLabel('Yeni şifre', { exact: true }).fill('Yeni-1234');
    await page.getByLabel('Yeni şifre (tekrar)').fill('Yeni-1234');
    await expectToast(page, 'Şifre sıfırlanamadı', () => page.getByRole('button', { name: 'Şifreyi sıfırla' }).click());
    await expect(page).toHaveURL(/\/reset-password$/);
  });

  test.describe('with the connection dropped', () => {
    test.use({ allowedConsoleErrors: [/ERR_CONNECTION_RESET/] });

    test('a login whose request never reaches the server shows the exception message', async ({ page }) => {
      const student = await createUser('student');
      await page.goto('/login');
      await page.getByLabel('E-posta').fill(student.email);
      await page.getByLabel('Şifre').fill(student.password);
      // The connection drops on the way (the browser still thinks it is online, so the request is sent).
      await page.route('**/auth/login', (route) => route.abort('connectionreset'));
      await expectToast(page, 'Bir hata oluştu, tekrar deneyin..', () =>
        page.getByRole('button', { name: 'Giriş', exact: true }).click(),
      );
      await expect(page).toHaveURL(/\/login$/);
    });

    test('a sign-up whose connection drops says the exception message', async ({ page }) => {
      await fillCompanySignup(page);
      await page.route('**/auth/register', (route) => route.abort('connectionreset'));
      await expectToast(page, 'Giriş başarısız! Bir hata oluştu, tekrar deneyin..', () =>
        page.getByRole('button', { name: 'Kayıt ol' }).click(),
      );
      await expect(page.locator('form').getByRole('alert').filter({ hasText: 'Giriş başarısız!' })).toBeVisible();
      await expect(page).toHaveURL(/\/signup$/);
    });

    test('a job page whose details never arrive shows the loading text, then says so', async ({ page }) => {
      const company = await createUser('company');
      const title = shortTitle();
      const job = await postJob(company, title);
      // The first try hangs until the loading text has been seen; then every try (the app retries a failed
      // network request twice) is cut off.
      let seen!: () => void;
      const loadingSeen = new Promise<void>((resolve) => (seen = resolve));
      await page.route(`**/job/getJob/${job.id}`, async (route) => {
        await loadingSeen;
        await route.abort('connectionreset');
      });
      // A first visit carries the job in the page; a click from the list, once the app has hydrated it, asks the API.
      await page.goto('/jobs');
      await hydrated(page);
      await page.getByRole('link', { name: `${title}: Detayları gör` }).click();
      await expect(page.getByRole('status')).toHaveText(/^Yükleniyor(\.\.\.|…)$/);
      seen();
      await expect(page.getByText('İş detayları alınamadı, tekrar deneyin.', { exact: true })).toBeVisible();
      await job.api.dispose();
    });

    test('a reset code request whose connection drops says the mail was not sent', async ({ page }) => {
      const user = await createUser('student');
      await page.goto('/forgot-password');
      await page.getByLabel('E-posta').fill(user.email);
      await page.route('**/mail/forgot-password', (route) => route.abort('connectionreset'));
      await expectToast(page, 'E-posta gönderilemedi', () =>
        page.getByRole('button', { name: 'Şifreyi gönder' }).click(),
      );
      await expect(page).toHaveURL(/\/forgot-password$/);
    });

    test('a password change whose connection drops says so and keeps the dialog open', async ({ page, loginAs }) => {
      const { dialog } = await passwordChangeFilledIn(page, loginAs);
      await page.route('**/student/update', (route) => route.abort('connectionreset'));
      await expectToast(page, 'Şifre güncellenirken bir hata oluştu.', () =>
        dialog.getByRole('button', { name: 'Kaydet' }).click(),
      );
      await expect(dialog).toBeVisible();
    });
  });

  test.describe('with the connection dropped while a screen downloads', () => {
    // The failed download, and React reporting the error its boundary caught (one pattern: a second array item
    // would be read as fixture options).
    test.use({ allowedConsoleErrors: [/ERR_CONNECTION_RESET|Failed to fetch dynamically imported module/] });

    test('opening a page whose code cannot be downloaded shows the error page', async ({ page }) => {
      await page.goto('/aboutus');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // A move in the app: before hydration the link loads the next page from the server.
      await hydrated(page);
      // Each screen's code is downloaded when it is first opened; the contact screen's has not been yet.
      await page.route(/\/assets\/contact-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
      await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'İletişim' }).click();
      await expect(page.getByRole('heading', { name: 'Beklenmeyen uygulama hatası!' })).toBeVisible();
      await expect(
        page.getByText(/^Failed to fetch dynamically imported module: .*\/assets\/contact-[\w-]+\.js$/),
      ).toBeVisible();
    });
  });
});
