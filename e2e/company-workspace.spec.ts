/**
 * The company's workspace (decision 058): a new company that has not verified its e-mail is told so where it meets
 * the wall, and how to get past it; once verified it posts, edits the deadline, opens 'Başvuranlar', filters and
 * orders the applicants and hires with a confirmation that says İşe Alındı is final; the student's card shows one
 * status. English and phone smoke variants; each screen is axe clean.
 */
import type { Page } from '@playwright/test';
import {
  apiAs,
  createUser,
  expect,
  expectToast,
  outbox,
  overflow,
  signUpCompany,
  test,
  uniqueTitle,
  wcagViolations,
  type E2EUser,
} from './fixtures.ts';
import { expectNoTurkish } from './support/english.ts';
import { decodeMail } from './support/mail.ts';

async function apply(student: E2EUser, jobId: string) {
  const api = await apiAs(student);
  expect((await api.post(`/enrollment/enroll/${jobId}`)).status()).toBe(201);
  await api.dispose();
}

/** The verification links mailed to this address, oldest first. */
const verificationLinks = async (email: string) =>
  (await outbox())
    .map(decodeMail)
    .filter((m) => m.includes(`To: ${email}`))
    .map((m) => /https?:\/\/\S+?(\/auth\/verify-email\?token=[\w%-]+)/.exec(m)?.[1])
    .filter((l): l is string => Boolean(l));

/** The card of one of the company's ads on its profile. */
const jobCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const applicantCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
test.describe('company workspace', () => {
  test('a new company is told to verify its e-mail, then posts, edits the deadline, filters and hires for good', async ({
    page,
    loginAs,
  }) => {
    const email = `isveren-${uniqueTitle('')}@beceri.test`;
    await signUpCompany(page, email);

    // Unverified, it may post; its first ad takes applications.
    const first = uniqueTitle('Operatör');
    const created = await page.request.post('/job/add', { data: { title: first, description: 'Vardiyalı üretim.' } });
    expect(created.status()).toBe(201);
    const firstId = ((await created.json()) as { id: string }).id;
    const ayse = await createUser('student', { name: 'Ayşe', surname: 'Kurt' });
    const can = await createUser('student', { name: 'Can', surname: 'Öztürk' });
    const elif = await createUser('student', { name: 'Elif', surname: 'Tan' });
    for (const s of [ayse, can, elif]) await apply(s, firstId);

    // The profile's banner and card say the applicants wait for the verification; 'Başvuranlar' says why and how, not
    // 'not yours'.
    await page.goto('/CompanyProfile');
    await expect(
      page.getByRole('status').filter({ hasText: 'Başvuranları görmek için e-posta adresinizi doğrulayın' }),
    ).toContainText('başvuranların bilgileri ve özgeçmişleri, e-posta adresinizi doğrulayana kadar gizli kalır');
    const card = jobCard(page, first);
    await expect(card.getByText('Yayında', { exact: true })).toBeVisible();
    await expect(card.getByText('Başvuranları görmek için e-posta adresinizi doğrulayın.')).toBeVisible();
    await card.getByRole('link', { name: `${first}: Başvuranlar` }).click();
    await expect(page).toHaveURL(new RegExp(`/hire/${firstId}$`));
    await expect(
      page.getByRole('heading', { name: 'Başvuranları görmek için e-posta adresinizi doğrulayın' }),
    ).toBeVisible();
    await expect(page.getByText('Bu ilan size ait değil.')).toHaveCount(0);
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
    await expect.poll(async () => (await verificationLinks(email)).length).toBe(1);
    await expectToast(page, 'Doğrulama bağlantısı e-posta adresinize gönderildi.', () =>
      page.getByRole('button', { name: 'Yeniden gönder' }).click(),
    );
    await expect.poll(async () => (await verificationLinks(email)).length).toBe(2);
    await page.goto((await verificationLinks(email))[1]);
    await expect(page).toHaveURL(/\/email-verified\?result=verified$/);

    // Verified: it posts a second ad on screen, live at once.
    const second = uniqueTitle('Tekniker');
    await page.goto('/addjob');
    await page.getByLabel('İş başlığı').fill(second);
    await page.getByLabel('Açıklama').fill('Bakım ekibine katılacak tekniker.');
    await page.getByLabel('İl').fill('Kocaeli');
    await expectToast(page, 'İş başarıyla eklendi.', () => page.getByRole('button', { name: 'Gönder' }).click());
    await expect(page).toHaveURL(/\/CompanyProfile$/);
    await expect(page.getByRole('heading', { level: 1, name: /Merhaba/ })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Başvuranları görmek için e-posta adresinizi doğrulayın' }),
    ).toHaveCount(0);

    // It forgot the deadline: 'Düzenle' on the card, every field kept, the deadline set.
    await jobCard(page, second)
      .getByRole('link', { name: `${second}: Düzenle` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'İlanı Düzenle' })).toBeVisible();
    await expect(page.getByLabel('İş başlığı')).toHaveValue(second);
    await expect(page.getByLabel('İl')).toHaveValue('Kocaeli');
    await page.getByLabel('Son başvuru tarihi (isteğe bağlı)').fill('2099-12-31');
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
    await expectToast(page, 'İş başarıyla güncellendi.', () => page.getByRole('button', { name: 'Güncelle' }).click());
    await expect(page).toHaveURL(/\/CompanyProfile$/);
    await expect(jobCard(page, second).getByText('Son başvuru: 31 Aralık 2099')).toBeVisible();

    // The first ad's page: its company sees 'Bu ilan sizin', its state, and 'Başvuranlar'.
    await page.goto(`/jobinfopage/${firstId}`);
    const own = page.getByRole('region', { name: 'Bu ilan sizin' });
    await expect(own.getByText('Yayında', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Başvur' })).toHaveCount(0);
    await own.getByRole('link', { name: 'Başvuranlar' }).click();
    await expect(applicantCard(page, 'Ayşe Kurt')).toBeVisible();

    // Newest first, then oldest again; both kept in the address.
    const names = () => page.getByRole('tabpanel').getByRole('heading', { level: 3 }).allInnerTexts();
    await expect.poll(names).toEqual(['Ayşe Kurt', 'Can Öztürk', 'Elif Tan']);
    await page.getByLabel('Sıralama').selectOption({ label: 'Önce en yeni başvuru' });
    await expect(page).toHaveURL(/sort=newest/);
    await expect.poll(names).toEqual(['Elif Tan', 'Can Öztürk', 'Ayşe Kurt']);

    // Shortlist two, filter to them.
    for (const name of ['Ayşe Kurt', 'Elif Tan']) {
      await applicantCard(page, name)
        .getByRole('button', { name: `${name}: Kısa listeye al` })
        .click();
      await expectToast(page, `${name} kısa listeye alındı.`, () =>
        page.getByRole('alertdialog').getByRole('button', { name: 'Kısa listeye al' }).click(),
      );
    }
    await page.getByRole('tab', { name: 'Kısa listede (2)' }).click();
    await expect(page).toHaveURL(/status=Shortlisted/);
    await expect.poll(names).toEqual(['Elif Tan', 'Ayşe Kurt']);

    // Hiring says it is final before it is done.
    await applicantCard(page, 'Ayşe Kurt').getByRole('button', { name: 'Ayşe Kurt: İşe al' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Ayşe Kurt adlı adayı işe almak istediğinize emin misiniz?',
    });
    await expect(confirm.getByText(/İşe Alındı kesin bir karardır/)).toBeVisible();
    expect(await wcagViolations(page, { include: '[role="alertdialog"]' })).toEqual([]);
    await expectToast(page, 'Öğrenci başarıyla işe alındı!', () =>
      confirm.getByRole('button', { name: 'İşe al' }).click(),
    );
    await page.getByRole('tab', { name: 'İşe Alındı (1)' }).click();
    await expect.poll(names).toEqual(['Ayşe Kurt']);
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);

    // Ayşe's card: one status, no 'Durum' button, its history, and why it can no longer be withdrawn.
    await page.context().clearCookies();
    await loginAs(ayse);
    await page.goto('/StudentProfile');
    const application = jobCard(page, first);
    await expect(application.getByText('İşe Alındı')).toHaveCount(2); // the badge, and the history's latest step
    // Every step with its day, the shortlist on the way included (decision 060).
    await expect(application.getByRole('list', { name: 'Başvurunun geçmişi' }).getByRole('listitem')).toHaveText([
      /^Başvurdunuz · \d{1,2} \p{L}+ \d{4}$/u,
      /^Kısa listede · \d{1,2} \p{L}+ \d{4}$/u,
      /^İşe Alındı · \d{1,2} \p{L}+ \d{4}$/u,
    ]);
    expect(await wcagViolations(page, { include: 'section[aria-labelledby="student-applications"]' })).toEqual([]);
    await expect(application.getByRole('button', { name: /Durum/ })).toHaveCount(0);
    await expect(application.getByText('Şirket başvurunuzu değerlendirdiği için artık geri çekilemez.')).toBeVisible();
    // Can's is still in review: he may withdraw it, and says so.
    await page.context().clearCookies();
    await loginAs(can);
    await page.goto('/StudentProfile');
    const cans = jobCard(page, first);
    await expect(cans.getByText('Şirketin değerlendirmesi bekleniyor')).toBeVisible();
    await expect(cans.getByText('Şirket değerlendirmeden önce geri çekebilirsiniz.')).toBeVisible();
    await expect(cans.getByRole('button', { name: `${first}: Başvuruyu geri çek` })).toBeVisible();
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
    // The job page says 'Başvurdunuz' once.
    await page.goto(`/jobinfopage/${firstId}`);
    await expect(page.getByRole('button', { name: 'Başvurdunuz' })).toBeDisabled();
    await expect(page.getByText('Başvurdunuz', { exact: true })).toHaveCount(1);
    await expect(page.getByText('Durum: İnceleniyor')).toBeVisible();
  });

  test('the workspace in English: applicants, edit, order and the final hire @en', async ({ page, loginAs }) => {
    const company = await createUser('company', { companyName: 'Bay Harbour Tech' });
    const student = await createUser('student', { name: 'Jane', surname: 'Doe' });
    const title = uniqueTitle('Dev');
    const api = await apiAs(company);
    const res = await api.post('/job/add', { data: { title, description: 'Backend work.' } });
    const { id } = (await res.json()) as { id: string };
    await api.dispose();
    await apply(student, id);

    await loginAs(company);
    await page.goto('/CompanyProfile?lang=en');
    const card = jobCard(page, title);
    await expect(card.getByText('Published', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: `${title}: Edit` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Listing' })).toBeVisible();
    await expectToast(page, 'The job has been updated.', () => page.getByRole('button', { name: 'Update' }).click());
    await jobCard(page, title)
      .getByRole('link', { name: `${title}: Applicants` })
      .click();
    await expect(page.getByLabel('Order')).toHaveValue('oldest');
    await applicantCard(page, 'Jane Doe').getByRole('button', { name: 'Jane Doe: Hire' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText(/Hired is final/)).toBeVisible();
    await expectNoTurkish(page.locator('main'), [title, 'Backend work.']);
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
    await expectToast(page, 'The student has been hired!', () => confirm.getByRole('button', { name: 'Hire' }).click());
  });

  test('on a phone, a company awaiting approval is told its ad is not published yet @phone', async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const company = await createUser('company', { approval: 'pending' });
    await loginAs(company);
    const title = uniqueTitle('Kaynakçı');
    await page.goto('/addjob');
    await page.getByLabel('İş başlığı').fill(title);
    await page.getByLabel('Açıklama').fill('Gemi bakımında kaynak.');
    await page.getByLabel('İl').fill('Kocaeli');
    await expectToast(page, 'İlan kaydedildi. Şirketiniz onaylanınca yayına girer.', () =>
      page.getByRole('button', { name: 'Gönder' }).click(),
    );
    const card = jobCard(page, title);
    await expect(card.getByText('Yayında değil')).toBeVisible();
    await expect(
      card.getByText('Şirketiniz onaylanınca yayına girer; o zamana kadar öğrenciler bu ilanı göremez.'),
    ).toBeVisible();
    await expect(card.getByRole('link', { name: `${title}: Başvuranlar` })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
    await card.getByRole('link', { name: `${title}: Düzenle` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'İlanı Düzenle' })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectToast(page, 'İlan güncellendi. Şirketiniz onaylanınca yayına girer.', () =>
      page.getByRole('button', { name: 'Güncelle' }).click(),
    );
  });
});
