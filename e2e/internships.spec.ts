/**
 * Internship placements (decision 065): a company hires on an 'Staj' job and sets the dates and the mentor; once the
 * last day has come it evaluates the intern and the student rates the internship; admins see both. Data beyond the
 * journey under test is set up through the API, as the app itself would.
 */
import type { Page } from '@playwright/test';
import {
  apiAs,
  createUser,
  expect,
  expectToast,
  openSettled,
  setupJson,
  test,
  uniqueTitle,
  wcagViolations,
  type E2EUser,
} from './fixtures.ts';
import { expectNoTurkish } from './support/english.ts';

/** An internship job of the company's with the student's application to it. */
async function internshipApplication(company: E2EUser, student: E2EUser, title: string) {
  const asCompany = await apiAs(company);
  const { id } = await setupJson<{ id: string }>(
    asCompany.post('/job/add', { data: { title, description: 'Yazılım ekibinde yaz stajı.', type: 'internship' } }),
  );
  const asStudent = await apiAs(student);
  await setupJson(asStudent.post(`/enrollment/enroll/${id}`));
  await Promise.all([asCompany.dispose(), asStudent.dispose()]);
  return id;
}

/** An internship already over: hired through the API, its dates in the past (the last day was yesterday). */
async function endedPlacement(company: E2EUser, student: E2EUser, title: string) {
  const jobId = await internshipApplication(company, student, title);
  const api = await apiAs(company);
  await setupJson(api.put(`/enrollment/hire/${student.id}`, { data: { jobId } }));
  const placements = await setupJson<{ id: string; jobId: string }[]>(api.get('/placements'));
  const placement = placements.find((p) => p.jobId === jobId)!;
  const day = (n: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(Date.now() + n * 86_400_000));
  await setupJson(
    api.put(`/placements/${placement.id}`, {
      data: { startsOn: day(-60), endsOn: day(-1), mentorName: 'Deniz Aksoy' },
    }),
  );
  await api.dispose();
  return placement.id;
}

const internCard = (page: Page, name: string) =>
  page
    .getByRole('list', { name: /Stajlar|Internships/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('internships', () => {
  test('a company hires on a Staj job and plans it; after the end it evaluates, the student rates, the admin sees both', async ({
    page,
    loginAs,
  }) => {
    const company = await createUser('company', { companyName: 'Körfez Bilişim' });
    const elif = await createUser('student', { name: 'Elif', surname: 'Çınar' });
    const mert = await createUser('student', { name: 'Mert', surname: 'Kaya' });
    const title = uniqueTitle('Yazılım Stajyeri ');
    const jobId = await internshipApplication(company, elif, title);

    // The hire on the hire page makes the placement.
    await loginAs(company);
    await page.goto(`/hire/${jobId}`);
    await page.getByRole('button', { name: 'Elif Çınar: İşe al' }).click();
    await expectToast(page, 'Öğrenci başarıyla işe alındı!', () =>
      page
        .getByRole('alertdialog', { name: 'Elif Çınar adlı adayı işe almak istediğinize emin misiniz?' })
        .getByRole('button', { name: 'İşe al' })
        .click(),
    );

    // On the profile: the intern waits for dates; an end before the start is refused, naming the field.
    await openSettled(page, '/CompanyProfile');
    const elifCard = internCard(page, 'Elif Çınar');
    await expect(elifCard.getByText('Tarih bekleniyor')).toBeVisible();
    await elifCard.getByLabel('Başlangıç tarihi').fill('2031-07-01');
    await elifCard.getByLabel('Bitiş tarihi (son gün)').fill('2031-06-01');
    await elifCard.getByLabel('Mentorun adı soyadı').fill('Deniz Aksoy');
    await elifCard.getByRole('button', { name: 'Kaydet' }).click();
    const summary = elifCard.getByRole('alert').filter({ hasText: 'Lütfen işaretli alanları düzeltin.' });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Bitiş tarihi başlangıç tarihinden sonra olmalı');
    await elifCard.getByLabel('Bitiş tarihi (son gün)').fill('2031-08-29');
    await expectToast(page, 'Staj bilgileri kaydedildi.', () =>
      elifCard.getByRole('button', { name: 'Kaydet' }).click(),
    );
    await expect(elifCard.getByText('Başlayacak')).toBeVisible();
    await expect(elifCard.getByText('Deniz Aksoy')).toBeVisible();
    await expect(elifCard.getByText(/Değerlendirme formu stajın son günü \(29 Ağustos 2031\) açılır\./)).toBeVisible();
    await expect(elifCard.getByRole('button', { name: 'Değerlendirmeyi kaydet' })).toHaveCount(0);
    expect(await wcagViolations(page, { include: 'section[aria-labelledby="internships"]' })).toEqual([]);

    // Mert's internship is over: the company evaluates him with the keyboard-usable selects.
    await endedPlacement(company, mert, uniqueTitle('Ağ Stajyeri '));
    await page.reload();
    const mertCard = internCard(page, 'Mert Kaya');
    await expect(mertCard.getByText('Değerlendirme bekleniyor')).toBeVisible();
    await mertCard.getByRole('button', { name: 'Değerlendirmeyi kaydet' }).click();
    await expect(mertCard.getByRole('alert').filter({ hasText: 'Lütfen işaretli alanları düzeltin.' })).toContainText(
      'Puan 1 ile 5 arasında bir tam sayı olmalı',
    );
    await mertCard.getByLabel('Devam').selectOption('5');
    await mertCard.getByLabel('Teknik beceri').focus();
    await page.keyboard.press('ArrowDown');
    await mertCard.getByLabel('Teknik beceri').selectOption('4');
    await mertCard.getByLabel('Ekip çalışması').selectOption('4');
    await mertCard.getByLabel('Yorum (isteğe bağlı)').fill('Sorumluluk aldı, ekibe uyum sağladı.');
    await expectToast(page, 'Değerlendirme kaydedildi.', () =>
      mertCard.getByRole('button', { name: 'Değerlendirmeyi kaydet' }).click(),
    );
    await expect(mertCard.getByText('Tamamlandı')).toBeVisible();
    await expect(mertCard.getByText('Devam 5/5 · Teknik 4/5 · Ekip çalışması 4/5')).toBeVisible();
    // Its dates are kept now.
    await expect(mertCard.getByRole('button', { name: /tarihleri ve mentoru düzenle/ })).toHaveCount(0);
    expect(await wcagViolations(page, { include: 'section[aria-labelledby="internships"]' })).toEqual([]);

    // The student sees the mentor and the evaluation, and rates the internship.
    await loginAs(mert);
    await openSettled(page, '/StudentProfile');
    const mine = page.locator('section[aria-labelledby="internship"]');
    await expect(mine.getByRole('heading', { name: 'Stajım' })).toBeVisible();
    await expect(mine.getByText('Körfez Bilişim')).toBeVisible();
    await expect(mine.getByText('Deniz Aksoy')).toBeVisible();
    await expect(mine.getByText('Devam 5/5 · Teknik 4/5 · Ekip çalışması 4/5')).toBeVisible();
    await expect(mine.getByText('Görüşünüzü yalnızca program ekibi görür; şirket görmez.')).toBeVisible();
    await mine.getByLabel('Puanınız (1–5)').selectOption('5');
    await mine.getByLabel('Görüşünüz (isteğe bağlı)').fill('Mentorum çok yardımcı oldu.');
    await expectToast(page, 'Görüşünüz kaydedildi. Teşekkür ederiz!', () =>
      mine.getByRole('button', { name: 'Görüşümü gönder' }).click(),
    );
    expect(await wcagViolations(page, { include: 'section[aria-labelledby="internship"]' })).toEqual([]);

    // The company never sees the student's feedback.
    await loginAs(company);
    await openSettled(page, '/CompanyProfile');
    await expect(internCard(page, 'Mert Kaya').getByText('Tamamlandı')).toBeVisible();
    await expect(page.getByText('Mentorum çok yardımcı oldu.')).toHaveCount(0);

    // The admin sees both sides, filtered by state.
    const admin = await createUser('admin');
    await loginAs(admin);
    await openSettled(page, '/admin/placements');
    await page.getByLabel('Durum').selectOption('completed');
    const row = page.getByRole('row').filter({ hasText: 'Mert Kaya' });
    await expect(row).toContainText('Körfez Bilişim');
    await expect(row).toContainText('Öğrenci puanı: 5/5');
    await expect(row).toContainText('Mentorum çok yardımcı oldu.');
    await expect(page.getByRole('row').filter({ hasText: 'Elif Çınar' })).toHaveCount(0);
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
  });

  test('the student rates an ended internship in English and on a phone @en @phone', async ({ page, loginAs }) => {
    const company = await createUser('company', { companyName: 'Körfez Bilişim' });
    const student = await createUser('student', { name: 'Ada', surname: 'Demir' });
    const title = uniqueTitle('Stajyer ');
    await endedPlacement(company, student, title);
    await loginAs(student);
    await openSettled(page, '/StudentProfile');
    const mine = page.locator('section[aria-labelledby="internship"]');
    await expect(mine.getByRole('heading', { name: /Stajım|My internship/ })).toBeVisible();
    await mine.getByLabel(/Puanınız|Your rating/).selectOption('4');
    await mine.getByRole('button', { name: /Görüşümü gönder|Send my feedback/ }).click();
    await expect(
      mine.getByText(/Puanınız: 4\/5|Your rating: 4\/5|Tamamlandı|Completed|bekleniyor|Awaiting/).first(),
    ).toBeVisible();
    if ((await page.locator('html').getAttribute('lang')) === 'en')
      await expectNoTurkish(mine, [title, 'Körfez Bilişim', 'Deniz Aksoy']);
    expect(await wcagViolations(page, { include: 'section[aria-labelledby="internship"]' })).toEqual([]);
    const overflow = await page.locator('main').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await loginAs(company);
    await openSettled(page, '/CompanyProfile');
    const card = internCard(page, 'Ada Demir');
    await expect(card.getByRole('button', { name: /Değerlendirmeyi kaydet|Save the evaluation/ })).toBeVisible();
    expect(await wcagViolations(page, { include: 'section[aria-labelledby="internships"]' })).toEqual([]);
    const wide = await page.locator('main').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(wide).toBeLessThanOrEqual(0);
  });
});
