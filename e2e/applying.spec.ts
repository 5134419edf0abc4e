/**
 * The student's side of applying: the resume on the profile (upload with progress, type and size errors),
 * the offer to upload one before applying without it, 'Başvurdunuz' and 'Kayıtlısınız', withdrawing, and the
 * company's mail about each new application.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import {
  apiAs,
  createUser,
  expect,
  expectToast,
  outbox,
  postJob,
  samples,
  test,
  uniqueTitle,
  type E2EUser,
} from './fixtures.ts';
import { tabTo } from './support/keyboard.ts';
import { expectNoTurkish } from './support/english.ts';

/** Decodes a quoted-printable mail body enough to search it for Turkish text. */
const decodeMail = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const postJobTitled = (company: E2EUser, title: string) =>
  postJob(company, { title, description: 'Takım arkadaşı arıyoruz.' });

/** WCAG 2.1 A/AA problems inside `scope` (the screen's own part; the shell is checked by its own tests). */
async function violations(page: Page, scope: string) {
  const result = await new AxeBuilder({ page })
    .include(scope)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Holds `PUT /student/resume` until `release()`, so that the progress bar can be seen on any machine; a tiny file
 * would otherwise be up before anyone looked.
 */
async function holdResumeUpload(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/student/resume', async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const pdfFile = (name = 'ozgecmis.pdf') => ({ name, mimeType: 'application/pdf', buffer: samples.pdf });

test.describe('applying as a student', () => {
  test('a student without a resume is offered to upload one, uploads with progress, applies, sees it and withdraws @phone', async ({
    page,
    loginAs,
  }) => {
    const company = await createUser('company', { companyName: 'Körfez Bilişim' });
    const student = await createUser('student', { name: 'Deniz', surname: 'Kaya' });
    const title = uniqueTitle('Destek');
    const jobId = await postJobTitled(company, title);

    await loginAs(student);
    await page.goto(`/jobinfopage/${jobId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Başvur', exact: true }).click();

    // The dialog names the job and offers both ways; nothing has been sent yet.
    const dialog = page.getByRole('dialog', { name: 'Özgeçmişiniz yok' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`“${title}” ilanına`);
    await expect(dialog.getByRole('button', { name: 'Özgeçmişsiz başvur' })).toBeVisible();
    expect(await violations(page, '[role="dialog"]')).toEqual([]);
    expect((await (await page.request.get('/enrollment/jobIds')).json()).jobIds).not.toContain(jobId);

    // The upload right in the dialog: the progress bar shows while the file goes up, then the application is sent.
    const release = await holdResumeUpload(page);
    await dialog.getByLabel('Özgeçmiş dosyası').setInputFiles(pdfFile());
    await dialog.getByRole('button', { name: 'Yükle ve başvur' }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Yükleme durumu' })).toBeVisible();
    await expectToast(page, 'İşe başarıyla başvuruldu!', async () => release());
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Başvurdunuz' })).toBeDisabled();
    // Once on the page (the button), not again as a badge.
    await expect(page.getByText('Başvurdunuz', { exact: true })).toHaveCount(1);
    await expect(page.getByText('Durum: İnceleniyor')).toBeVisible();

    // The job's card says so too.
    await page.goto('/jobs');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.getByText('Başvurdunuz')).toBeVisible();

    // The company is told by mail, in Turkish, with the link to the hire page and nothing the student typed but the name.
    await expect
      .poll(
        async () =>
          (await outbox()).map(decodeMail).filter((m) => m.includes(`To: ${company.email}`) && m.includes(title))
            .length,
      )
      .toBe(1);
    const mail = (await outbox()).map(decodeMail).find((m) => m.includes(`To: ${company.email}`) && m.includes(title))!;
    expect(mail).toContain(`Deniz Kaya, "${title}" ilanınıza başvurdu.`);
    expect(mail).toContain(`/hire/${jobId}`);
    expect(mail).not.toContain(student.email);

    // The profile: the resume is on file, the application shows its status and last change, and is withdrawn.
    await page.goto('/StudentProfile');
    await expect(page.getByText('Özgeçmişiniz yüklü.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Özgeçmişi indir' })).toHaveAttribute(
      'href',
      /^\/files\/[0-9a-f-]{36}$/,
    );
    const application = page
      .locator('section[aria-labelledby="student-applications"]')
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(application.getByText('İnceleniyor', { exact: true })).toBeVisible();
    // Its history at a glance: the day it was sent, and that the company has not reviewed it yet (decision 058).
    await expect(application.getByRole('list', { name: 'Başvurunun geçmişi' }).getByRole('listitem')).toHaveText([
      /^Başvurdunuz · \d{1,2} \p{L}+ \d{4}$/u,
      'Şirketin değerlendirmesi bekleniyor',
    ]);
    await expect(application.getByText('Şirket değerlendirmeden önce geri çekebilirsiniz.')).toBeVisible();
    await application.getByRole('button', { name: `${title}: Başvuruyu geri çek` }).click();
    const confirm = page.getByRole('alertdialog', {
      name: `“${title}” ilanına yaptığınız başvuruyu geri çekmek istediğinize emin misiniz?`,
    });
    await expect(confirm).toBeVisible();
    expect(await violations(page, '[role="alertdialog"]')).toEqual([]);
    await expectToast(page, 'Başvurunuz geri çekildi.', () =>
      confirm.getByRole('button', { name: 'Başvuruyu geri çek' }).click(),
    );
    await expect(application).toHaveCount(0);
    await expect(page.getByText('Henüz başvurduğunuz iş yok.')).toBeVisible();

    // The job can be applied to again.
    await page.goto(`/jobinfopage/${jobId}`);
    await expect(page.getByRole('button', { name: 'Başvur', exact: true })).toBeEnabled();
  });

  test('the profile replaces the resume; a wrong type or too large file is said under the field', async ({
    page,
    loginAs,
  }) => {
    await loginAs(await createUser('student', { resume: { name: 'eski.pdf', data: samples.pdf } }));
    await page.goto('/StudentProfile');
    const section = page.locator('section[aria-labelledby="resume-heading"]');
    await expect(section.getByRole('heading', { name: 'Özgeçmiş' })).toBeVisible();
    await expect(section.getByText('Özgeçmişiniz yüklü.')).toBeVisible();
    const oldHref = (await section.getByRole('link', { name: 'Özgeçmişi indir' }).getAttribute('href'))!;
    const input = section.getByLabel('Yeni özgeçmiş dosyası');
    const submit = section.getByRole('button', { name: 'Özgeçmişi değiştir' });
    // The field speaks the page's language, whatever the browser's ('Choose File' in this English Chromium).
    await expect(section.getByText('Dosya seç', { exact: true })).toBeVisible();
    await expect(section.getByText('Dosya seçilmedi')).toBeVisible();

    // Checked at once by name and size.
    await input.setInputFiles({ name: 'notlar.txt', mimeType: 'text/plain', buffer: Buffer.from('merhaba') });
    await expect(section.getByRole('alert')).toHaveText('Özgeçmiş PDF, DOC ya da DOCX dosyası olmalı.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Özgeçmiş PDF, DOC ya da DOCX dosyası olmalı\./);
    await input.setInputFiles({
      name: 'buyuk.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([samples.pdf, Buffer.alloc(5 * 1024 * 1024)]),
    });
    await expect(section.getByRole('alert')).toHaveText('Özgeçmiş dosyası en fazla 5 MB olabilir.');
    await submit.click();
    await expect(input).toBeFocused();

    // A file named .pdf that is not one: the server reads its content and says so, under the field.
    await input.setInputFiles({
      name: 'sahte.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('bu bir pdf değil'),
    });
    await expect(section.getByRole('alert')).toHaveCount(0);
    await submit.click();
    await expect(section.getByRole('alert')).toHaveText('Dosya türü desteklenmiyor.');
    expect(await violations(page, 'main')).toEqual([]);

    // A real one replaces the old resume, whose link stops working.
    const release = await holdResumeUpload(page);
    await input.setInputFiles(pdfFile('yeni.pdf'));
    await expect(section.getByText('yeni.pdf')).toBeVisible();
    await submit.click();
    await expect(section.getByRole('progressbar', { name: 'Yükleme durumu' })).toBeVisible();
    await expectToast(page, 'Özgeçmişiniz güncellendi.', async () => release());
    await expect(section.getByRole('progressbar')).toHaveCount(0);
    await expect(section.getByRole('alert')).toHaveCount(0);
    await expect(section.getByRole('link', { name: 'Özgeçmişi indir' })).not.toHaveAttribute('href', oldHref);
    expect((await page.request.get(oldHref)).status()).toBe(404);
    const newHref = (await section.getByRole('link', { name: 'Özgeçmişi indir' }).getAttribute('href'))!;
    expect(await (await page.request.get(newHref)).body()).toEqual(samples.pdf);
    // Uploaded: the field is empty again, and says so.
    await expect(section.getByText('Dosya seçilmedi')).toBeVisible();
  });

  test('an enrolled course says Kayıtlısınız on its card and its page @phone', async ({ page, loginAs }) => {
    const teacher = await createUser('teacher');
    const student = await createUser('student');
    const title = `Kurs ${Math.random().toString(36).slice(2, 8)}`;
    const other = `Kurs ${Math.random().toString(36).slice(2, 8)}`;
    const api = await apiAs(teacher);
    const ids: string[] = [];
    for (const t of [title, other]) {
      const res = await api.post('/course/add', {
        multipart: {
          title: t,
          category: 'Python',
          description: 'Giriş dersi.',
          classes: JSON.stringify([{ title: 'Giriş', description: 'İlk ders' }]),
        },
      });
      expect(res.ok()).toBe(true);
      ids.push(((await res.json()) as { id: string }).id);
    }
    await api.dispose();
    await loginAs(student);
    expect((await page.request.post(`/courseEnrollement/enroll/${ids[0]}`)).ok()).toBe(true);

    await page.goto('/courses');
    const card = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card(title).getByText('Kayıtlısınız')).toBeVisible();
    await expect(card(other)).toBeVisible();
    await expect(card(other).getByText('Kayıtlısınız')).toHaveCount(0);
    expect(await violations(page, 'main')).toEqual([]);

    await page.goto(`/courseInfoPage/${ids[0]}`);
    await expect(page.getByText('Kayıtlısınız', { exact: true })).toBeVisible();
  });

  test('the same journey in English: the dialog, applying without a resume, the errors and withdrawing @en', async ({
    page,
    loginAs,
  }) => {
    const company = await createUser('company', { companyName: 'Bay Harbour Tech' });
    const student = await createUser('student', { name: 'Jane', surname: 'Doe' });
    const title = uniqueTitle('Dev');
    const jobId = await postJobTitled(company, title);
    const mine = [title, 'Bay Harbour Tech', 'Jane Doe', 'Takım arkadaşı arıyoruz.'];

    await loginAs(student);
    await page.goto(`/jobinfopage/${jobId}?lang=en`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'You have no resume' });
    await expect(dialog).toContainText(`apply to “${title}”`);
    await expect(dialog.getByLabel('Resume file')).toBeVisible();
    await expectNoTurkish(dialog, mine);
    await expectToast(page, 'Your application has been sent!', () =>
      dialog.getByRole('button', { name: 'Apply without a resume' }).click(),
    );
    await expect(page.getByRole('button', { name: 'You applied' })).toBeDisabled();
    await expectNoTurkish(page.locator('main'), mine);

    await page.goto('/StudentProfile?lang=en');
    const section = page.locator('section[aria-labelledby="resume-heading"]');
    await expect(section.getByText('You have not uploaded a resume yet.', { exact: false })).toBeVisible();
    await expect(section.getByText('Choose file', { exact: true })).toBeVisible();
    await expect(section.getByText('No file chosen', { exact: true })).toBeVisible();
    await section
      .getByLabel('Resume file')
      .setInputFiles({ name: 'cv.png', mimeType: 'image/png', buffer: samples.png });
    await expect(section.getByRole('alert')).toHaveText('The resume must be a PDF, DOC or DOCX file.');
    await section
      .getByLabel('Resume file')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: samples.png });
    await section.getByRole('button', { name: 'Upload resume' }).click();
    await expect(section.getByRole('alert')).toHaveText('This file type is not supported.');

    const application = page
      .locator('section[aria-labelledby="student-applications"]')
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(application.getByText('In review', { exact: true })).toBeVisible();
    await expect(
      application.getByRole('list', { name: 'History of the application' }).getByRole('listitem'),
    ).toHaveText([/^You applied · \d{1,2} \p{L}+ \d{4}$/u, "Waiting for the company's review"]);
    // The talent pool's province list holds the provinces' own names.
    const provinces = page.getByLabel('Your province (optional)');
    await expect(provinces).toBeVisible();
    await expectNoTurkish(page.locator('main'), [...mine, ...(await provinces.locator('option').allTextContents())]);
    await application.getByRole('button', { name: `${title}: Withdraw application` }).click();
    const confirm = page.getByRole('alertdialog', {
      name: `Are you sure you want to withdraw your application to “${title}”?`,
    });
    await expectToast(page, 'Your application has been withdrawn.', () =>
      confirm.getByRole('button', { name: 'Withdraw application' }).click(),
    );
    await expect(application).toHaveCount(0);
  });

  test('the company gets its mail in English when its account is in English, naming only the job and the applicant', async ({
    page,
    loginAs,
  }) => {
    const company = await createUser('company');
    const companyApi = await apiAs(company);
    expect((await companyApi.put('/me/locale', { data: { locale: 'en' } })).ok()).toBe(true);
    await companyApi.dispose();
    const student = await createUser('student', {
      name: 'Selin',
      surname: 'Ak',
      resume: { name: 'cv.pdf', data: samples.pdf },
    });
    const title = uniqueTitle('Mail');
    const jobId = await postJobTitled(company, title);
    await loginAs(student);
    await page.goto(`/jobinfopage/${jobId}`);
    // With a resume on file, 'Başvur' applies at once.
    await expectToast(page, 'İşe başarıyla başvuruldu!', () =>
      page.getByRole('button', { name: 'Başvur', exact: true }).click(),
    );
    await expect
      .poll(
        async () =>
          (await outbox()).map(decodeMail).find((m) => m.includes(`To: ${company.email}`) && m.includes(title)) ?? '',
      )
      .toContain(`Selin Ak applied to your job posting "${title}".`);
    const mail = (await outbox()).map(decodeMail).find((m) => m.includes(`To: ${company.email}`) && m.includes(title))!;
    // The subject header is encoded; the HTML part carries the same title, in English.
    expect(mail).toContain('<html lang="en">');
    expect(mail).toContain(`<title>New application to &quot;${title}&quot;</title>`);
    expect(mail).toContain(`/hire/${jobId}`);
    expect(mail).not.toContain(student.email);
  });

  test('keyboard only: the offer before applying, choosing and uploading the file, withdrawing', async ({
    page,
    loginAs,
  }) => {
    const company = await createUser('company');
    const title = uniqueTitle('Klavye');
    const jobId = await postJobTitled(company, title);
    await loginAs(await createUser('student', { name: 'Ece', surname: 'Tan' }));
    await page.goto(`/jobinfopage/${jobId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const apply = page.getByRole('button', { name: 'Başvur', exact: true });
    await expect(apply).toBeEnabled();
    await tabTo(page, apply);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Özgeçmişiniz yok' });
    await expect(dialog).toBeVisible();

    // The file input opens the file chooser from the keyboard; the upload and the application follow with Enter.
    const input = dialog.getByLabel('Özgeçmiş dosyası');
    await tabTo(page, input);
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles(pdfFile('klavye.pdf'));
    await tabTo(page, dialog.getByRole('button', { name: 'Yükle ve başvur' }));
    await expectToast(page, 'İşe başarıyla başvuruldu!', () => page.keyboard.press('Enter'));
    await expect(page.getByRole('button', { name: 'Başvurdunuz' })).toBeDisabled();

    await page.goto('/StudentProfile');
    const withdraw = page.getByRole('button', { name: `${title}: Başvuruyu geri çek` });
    await tabTo(page, withdraw, { max: 120 });
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    // Focus starts on 'Vazgeç'; Tab reaches the confirming button.
    await tabTo(page, confirm.getByRole('button', { name: 'Başvuruyu geri çek' }));
    await expectToast(page, 'Başvurunuz geri çekildi.', () => page.keyboard.press('Enter'));
    await expect(withdraw).toHaveCount(0);
  });
});
