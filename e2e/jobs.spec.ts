import fs from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import {
  apiAs,
  createUser,
  expect,
  expectToast,
  findAdminRow,
  outbox,
  samples,
  test,
  uniqueTitle,
} from './fixtures.ts';
import { expectNoTurkish } from './support/english.ts';
import { decodeMail } from './support/mail.ts';

/** A short job title that no other test uses (titles may have up to 100 characters). */

test.describe('jobs and hiring', () => {
  test('a company posts, a student applies, the company downloads the resume and hires, everyone sees it', async ({
    page,
    loginAs,
  }) => {
    const resume = Buffer.concat([samples.pdf, Buffer.from(`% özgeçmiş ${Date.now()}\n`)]);
    const company = await createUser('company', { companyName: 'Körfez Bilişim' });
    const student = await createUser('student', {
      name: 'Ayşe',
      surname: 'Yılmaz',
      resume: { name: 'ayşe özgeçmiş.pdf', data: resume },
    });
    const admin = await createUser('admin');
    const title = uniqueTitle('Analist');

    // The company opens an ad and lands on its profile, where the ad shows.
    await loginAs(company);
    await page.goto('/addjob');
    await expect(page.getByRole('heading', { name: 'İş İlanı Aç' })).toBeVisible();
    await page.getByLabel('İş başlığı').fill(title);
    await page.getByLabel('Açıklama', { exact: true }).fill('Veri analizi yapacak takım arkadaşı arıyoruz.');
    await page.getByLabel('İl', { exact: true }).fill('Kocaeli');
    await expectToast(page, 'İş başarıyla eklendi.', () => page.getByRole('button', { name: 'Gönder' }).click());
    await expect(page).toHaveURL(/\/CompanyProfile$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    // The student finds it on /jobs and applies.
    await loginAs(student);
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { name: 'İş imkanlarını keşfet' })).toBeVisible();
    await page.getByRole('link', { name: `${title}: Detayları gör` }).click();
    await expect(page).toHaveURL(/\/jobinfopage\/[0-9a-f-]{36}$/);
    // The job's own page (the list may still show while it loads; other companies' names start the same).
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/Körfez Bilişim$/)).toBeVisible();
    await expectToast(page, 'İşe başarıyla başvuruldu!', () => page.getByRole('button', { name: 'Başvur' }).click());
    await expect(page.getByText('Durum: İnceleniyor')).toBeVisible();

    // The company opens the hire page from its profile, downloads the resume and hires.
    await loginAs(company);
    await page.goto('/CompanyProfile');
    await page.getByRole('link', { name: `${title}: Başvuranlar` }).click();
    await expect(page).toHaveURL(/\/hire\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: 'Ayşe Yılmaz' });
    await expect(row.getByText('İnceleniyor')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Ayşe Yılmaz: Özgeçmişi indir' }).click();
    const download = await downloading;
    // The platform names a resume after its owner (docs/security.md 'Uploads and mails').
    expect(download.suggestedFilename()).toBe('Ayşe Yılmaz Özgeçmiş.pdf');
    expect(fs.readFileSync(await download.path()).equals(resume)).toBe(true);
    // Each move is confirmed in a dialog naming the person (hiring.spec.ts covers the whole pipeline).
    await row.getByRole('button', { name: 'Ayşe Yılmaz: İşe al' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Ayşe Yılmaz adlı adayı işe almak istediğinize emin misiniz?',
    });
    await expectToast(page, 'Öğrenci başarıyla işe alındı!', () =>
      confirm.getByRole('button', { name: 'İşe al' }).click(),
    );
    await expect(row.getByText('İşe Alındı', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Ayşe Yılmaz: İşe al' })).toHaveCount(0);
    await expect
      .poll(async () =>
        (await outbox()).map(decodeMail).some((m) => m.includes(student.email) && m.includes(`"${title}"`)),
      )
      .toBe(true);

    // The student sees the new status on the profile.
    await loginAs(student);
    await page.goto('/StudentProfile');
    await expect(page.getByRole('heading', { name: 'Başvurulan işler' })).toBeVisible();
    // One status on the card, its badge (and the history's latest step); no 'Durum' button repeating it.
    const application = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(application.getByText('İşe Alındı', { exact: true })).toHaveCount(2);
    await expect(application.getByRole('button', { name: `${title}: Durum` })).toHaveCount(0);

    // The admin sees the application in the job's details dialog.
    await loginAs(admin);
    await page.goto('/admin/jobs');
    await expect(page.getByRole('heading', { name: 'Meslekler Yönetimi' })).toBeVisible();
    await (await findAdminRow(page, title)).getByRole('button', { name: `${title}: Detaylar` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Körfez Bilişim')).toBeVisible();
    await expect(dialog.getByText(company.email)).toBeVisible();
    const applicant = dialog.getByRole('row').filter({ hasText: student.email });
    await expect(applicant).toContainText('Ayşe Yılmaz');
    await expect(applicant).toContainText('İşe Alındı');
  });

  test('/addjob shows the title error under the field once touched and lists missing fields at the top, with no pop-up @phone', async ({
    page,
    loginAs,
  }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/job/add')) posted = true;
    });
    await loginAs(await createUser('company'));
    await page.goto('/addjob');
    const title = page.getByLabel('İş başlığı');
    await expect(page.getByText('En fazla 100 karakter')).toBeVisible();
    await title.fill('Çok uzun bir başlık '.repeat(6));
    await title.blur();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await title.fill('Tekniker');
    await expect(title).not.toHaveAttribute('aria-invalid', 'true');

    await title.fill('');
    await page.getByRole('button', { name: 'Gönder' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Formda 3 hata var' });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('link', { name: /^İş başlığı: / })).toBeVisible();
    await expect(summary.getByRole('link', { name: /^Açıklama: / })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'İl: İl seçin' })).toBeVisible();
    await expect(title).toBeFocused();
    // Each entry leads to its field.
    await summary.getByRole('link', { name: /^Açıklama: / }).click();
    await expect(page.getByLabel('Açıklama', { exact: true })).toBeFocused();
    // No native pop-up either: the fixtures fail any test that meets one.
    expect(posted).toBe(false);
  });

  test('a visitor is told that applying needs a login, logs in and comes back to the job; a student cannot apply twice', async ({
    page,
    loginAs,
  }) => {
    const company = await createUser('company');
    const student = await createUser('student', { resume: { name: 'cv.pdf', data: samples.pdf } });
    await loginAs(company);
    const title = uniqueTitle('Stajyer');
    const res = await page.request.post('/job/add', { data: { title, description: 'Yaz stajı' } });
    const { id } = await res.json();
    await page.context().clearCookies();

    await page.goto(`/jobinfopage/${id}`);
    const apply = page.getByRole('button', { name: 'Başvur' });
    await expect(apply).toHaveAccessibleDescription(
      'Başvurmak için giriş yapın. Giriş yaptıktan sonra bu ilana geri dönersiniz.',
    );
    await apply.click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('E-posta').fill(student.email);
    await page.getByLabel('Şifre').fill(student.password);
    await page.getByRole('button', { name: 'Giriş', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/jobinfopage/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await expectToast(page, 'İşe başarıyla başvuruldu!', () => page.getByRole('button', { name: 'Başvur' }).click());
    await expect(page.getByRole('button', { name: 'Başvurdunuz' })).toBeDisabled();
    // The server refuses a second application even when the page is bypassed.
    const again = await page.request.post(`/enrollment/enroll/${id}`);
    expect(again.status()).toBe(409);
    expect((await again.json()).error).toBe('Bu ilana zaten başvurdunuz.');
  });

  test("a company cannot open another company's hire page or read its applicants' resumes", async ({
    page,
    loginAs,
  }) => {
    const owner = await createUser('company');
    const other = await createUser('company');
    const student = await createUser('student', { resume: { name: 'cv.pdf', data: samples.pdf } });
    await loginAs(owner);
    const { id } = await (
      await page.request.post('/job/add', { data: { title: uniqueTitle('Gizli'), description: 'x' } })
    ).json();
    await loginAs(student);
    expect((await page.request.post(`/enrollment/enroll/${id}`)).status()).toBe(201);
    await loginAs(owner);
    const [applicant] = await (await page.request.get(`/enrollment/studentsEnrolled/${id}`)).json();

    await loginAs(other);
    await page.goto(`/hire/${id}`);
    await expect(page.getByText('Bu ilan size ait değil.')).toBeVisible();
    expect((await page.request.get(applicant.resume)).status()).toBe(404);
  });

  test('a company hires by pasting the applicant id; a malformed id is caught before sending @phone', async ({
    page,
    loginAs,
  }) => {
    const company = await createUser('company');
    const student = await createUser('student', { name: 'Can', surname: 'Öztürk' });
    await loginAs(company);
    const { id } = await (
      await page.request.post('/job/add', { data: { title: uniqueTitle('Kimlik'), description: 'x' } })
    ).json();
    await loginAs(student);
    await page.request.post(`/enrollment/enroll/${id}`);
    await loginAs(company);
    await page.goto(`/hire/${id}`);
    // docs/product.md's form is folded away under the applicant cards.
    await page.getByText('Başvuran kimliğiyle işe al').click();
    const field = page.getByLabel('Başvuran kimliği');
    await field.fill('12');
    await page.getByRole('button', { name: 'İşe al', exact: true }).click();
    await expect(page.getByText('Geçerli bir başvuru sahibi kimliği girin.')).toBeVisible();
    await field.fill(` ${student.id} `);
    await expectToast(page, 'Öğrenci başarıyla işe alındı!', () =>
      page.getByRole('button', { name: 'İşe al', exact: true }).click(),
    );
    await expect(field).toHaveValue('');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Can Öztürk' }).getByText('İşe Alındı', { exact: true }),
    ).toBeVisible();
  });

  test('a company profile shows its 3 newest ads, reaches all of them and deletes one @phone', async ({
    page,
    loginAs,
  }) => {
    const company = await createUser('company');
    await loginAs(company);
    await page.goto('/CompanyProfile');
    await expect(page.getByText('Henüz bir ilanınız yok.')).toBeVisible();
    const titles = ['Bir', 'İki', 'Üç', 'Dört'].map((t) => uniqueTitle(t));
    for (const title of titles) {
      expect((await page.request.post('/job/add', { data: { title, description: 'Açıklama' } })).status()).toBe(201);
    }
    await page.reload();
    for (const title of titles.slice(1)) await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: titles[0] })).toHaveCount(0);
    await page.getByRole('button', { name: 'Tüm ilanlarımı göster (4)' }).click();
    await expect(page.getByRole('heading', { name: titles[0] })).toBeVisible();

    await page.getByRole('button', { name: `${titles[0]}: Sil` }).click();
    const confirm = page.getByRole('alertdialog', { name: `“${titles[0]}” ilanını silmek istediğinize emin misiniz?` });
    await expect(confirm.getByText('İlana yapılan başvurular da silinir.')).toBeVisible();
    // 'Vazgeç' keeps the ad.
    await confirm.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(page.getByRole('heading', { name: titles[0] })).toBeVisible();
    await page.getByRole('button', { name: `${titles[0]}: Sil` }).click();
    await expectToast(page, 'İş başarıyla silindi.', () =>
      confirm.getByRole('button', { name: 'Sil', exact: true }).click(),
    );
    await expect(page.getByRole('heading', { name: titles[0] })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Tüm ilanlarımı göster/ })).toHaveCount(0);
  });

  test("an admin adds, edits and deletes a job; a company's job has no edit button", async ({ page, loginAs }) => {
    const company = await createUser('company', { companyName: 'Marmara Yazılım' });
    const admin = await createUser('admin');
    const companyTitle = uniqueTitle('Firma');
    const posted = await (
      await apiAs(company)
    ).post('/job/add', { data: { title: companyTitle, description: 'Şirket ilanı' } });
    expect(posted.ok(), await posted.text()).toBe(true);

    await loginAs(admin);
    await page.goto('/admin/jobs');
    await page.getByRole('link', { name: 'İş Ekle' }).click();
    await expect(page).toHaveURL(/\/admin\/jobs\/add-job$/);
    const title = uniqueTitle('Yön');
    await page.getByLabel('İş başlığı').fill(title);
    await page.getByLabel('Açıklama', { exact: true }).fill('Yönetimin ilanı');
    await page.getByLabel('İl', { exact: true }).fill('Kocaeli');
    await expectToast(page, 'İş başarıyla eklendi.', () => page.getByRole('button', { name: 'Gönder' }).click());
    await expect(page).toHaveURL(/\/admin\/jobs$/);

    await findAdminRow(page, title);
    await page.getByRole('link', { name: `${title}: Düzenle` }).click();
    await expect(page.getByLabel('İş başlığı')).toHaveValue(title);
    const renamed = uniqueTitle('Yeni');
    await page.getByLabel('İş başlığı').fill(renamed);
    await expectToast(page, 'İş başarıyla güncellendi.', () => page.getByRole('button', { name: 'Güncelle' }).click());
    await expect(page).toHaveURL(/\/admin\/jobs$/);

    await findAdminRow(page, companyTitle);
    await expect(page.getByRole('link', { name: `${companyTitle}: Düzenle` })).toHaveCount(0);
    await page.getByRole('button', { name: `${companyTitle}: Sil` }).click();
    const confirm = page.getByRole('alertdialog', {
      name: `“${companyTitle}” ilanını silmek istediğinize emin misiniz?`,
    });
    await expectToast(page, 'Kurs başarıyla silindi.', () =>
      confirm.getByRole('button', { name: 'Sil', exact: true }).click(),
    );
    await expect(page.getByRole('button', { name: `${companyTitle}: Sil` })).toHaveCount(0);
    await page.goto('/jobs');
    await expect(page.getByRole('link', { name: `${renamed}: Detayları gör` })).toBeVisible();
    await expect(page.getByText(companyTitle)).toHaveCount(0);
  });

  test('the jobs screens pass an accessibility check @phone', async ({ page, loginAs }) => {
    const company = await createUser('company');
    const student = await createUser('student', { resume: { name: 'cv.pdf', data: samples.pdf } });
    const admin = await createUser('admin');
    await loginAs(company);
    const { id } = await (
      await page.request.post('/job/add', { data: { title: uniqueTitle('Erişim'), description: 'Açıklama' } })
    ).json();
    await loginAs(student);
    await page.request.post(`/enrollment/enroll/${id}`);
    const check = async (path: string, ready: string) => {
      await page.goto(path);
      await expect(page.getByText(ready).first()).toBeVisible();
      // The jobs screens' own content; the header and footer belong to the shell and are checked with it.
      const result = await new AxeBuilder({ page })
        .include('main')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        result.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    };
    await check('/jobs', 'Detayları gör');
    await check(`/jobinfopage/${id}`, 'Durum: İnceleniyor');
    await loginAs(company);
    await check('/addjob', 'İş İlanı Aç');
    await check(`/hire/${id}`, 'Özgeçmişi indir');
    await loginAs(admin);
    await check('/admin/jobs', 'Meslekler Yönetimi');
  });

  test('the job journey in English: a visitor, a company posting and hiring, a student applying, the admin table @en', async ({
    page,
    loginAs,
  }) => {
    const company = await createUser('company', { companyName: 'Bay Harbour Tech' });
    const student = await createUser('student', {
      name: 'Jane',
      surname: 'Doe',
      resume: { name: 'cv.pdf', data: samples.pdf },
    });
    const admin = await createUser('admin');
    const title = `Dev${Math.random().toString(36).slice(2, 9)}`;
    const mine = [title, 'Bay Harbour Tech', 'Jane Doe', 'Web team member wanted.'];

    // The company posts in English: the form speaks English, also when it refuses a submit.
    await loginAs(company);
    await page.goto('/addjob?lang=en');
    await expect(page.getByRole('heading', { name: 'Post a Job' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The form has 3 errors' })).toBeVisible();
    await expect(page.getByLabel('Job title')).toBeFocused();
    await expect(page.getByText('At most 100 characters')).toBeVisible();
    await page.getByLabel('Job title').fill(title);
    await page.getByLabel('Description').fill('Web team member wanted.');
    await page.getByLabel('Province').fill('Kocaeli');
    await expectToast(page, 'The job has been posted.', () => page.getByRole('button', { name: 'Submit' }).click());
    const ownJobs = page.locator('section[aria-labelledby="company-jobs"]');
    await expect(ownJobs.getByRole('heading', { name: 'My job listings' })).toBeVisible();
    await expect(ownJobs.getByText('0 applications')).toBeVisible();
    await expectNoTurkish(ownJobs, mine);

    // A visitor reads the list and the job, and is told that applying needs a login.
    await page.context().clearCookies();
    await page.goto('/jobs?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore job opportunities' })).toBeVisible();
    await page.getByRole('link', { name: `${title}: View details` }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply' })).toHaveAccessibleDescription(
      'Log in to apply. You will come back to this listing after logging in.',
    );
    await expectNoTurkish(page.locator('main'), mine);

    // The student applies.
    await loginAs(student);
    await page.goto(`/jobs?lang=en`);
    await page.getByRole('link', { name: `${title}: View details` }).click();
    await expectToast(page, 'Your application has been sent!', () =>
      page.getByRole('button', { name: 'Apply' }).click(),
    );
    await expect(page.getByText('Status: In review')).toBeVisible();
    await expectNoTurkish(page.locator('main'), mine);

    // The company hires from its hire page.
    await loginAs(company);
    await page.goto('/CompanyProfile?lang=en');
    await page.getByRole('link', { name: `${title}: Applicants` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hiring' })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: 'Jane Doe' });
    await expect(row.getByText('In review')).toBeVisible();
    await row.getByRole('button', { name: 'Jane Doe: Hire' }).click();
    await expectToast(page, 'The student has been hired!', () =>
      page
        .getByRole('alertdialog', { name: 'Are you sure you want to hire Jane Doe?' })
        .getByRole('button', { name: 'Hire' })
        .click(),
    );
    await expect(row.getByText('Hired', { exact: true })).toBeVisible();
    await expectNoTurkish(page.locator('main'), mine);

    // The admin's table and details dialog.
    await loginAs(admin);
    await page.goto('/admin/jobs?lang=en');
    await expect(page.getByRole('heading', { name: 'Job Management' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Job' })).toBeVisible();
  });
});
