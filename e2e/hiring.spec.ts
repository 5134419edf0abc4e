/**
 * The company's applicant pipeline on the hire page: cards with the platform's proof (passed
 * courses), the resume previewed in the page, status tabs with counts, each move confirmed in a dialog naming the
 * person, and the student's mail on every change. Data is set up through the API, as the app itself would.
 */
import type { Page } from '@playwright/test';
import {
  apiAs,
  createUser,
  expect,
  expectToast,
  outbox,
  overflow,
  samples,
  setupJson,
  test,
  uniqueTitle,
  wcagViolations,
  type E2EUser,
} from './fixtures.ts';
import { tabTo } from './support/keyboard.ts';
import { examBody } from './support/exams.ts';
import { expectNoTurkish } from './support/english.ts';
import { decodeMail } from './support/mail.ts';

/** A course by a new teacher with the three-question exam; the student enrols and passes it with every answer right. */
async function passCourse(student: E2EUser, title: string) {
  const teacher = await createUser('teacher');
  const asTeacher = await apiAs(teacher);
  const { id } = await setupJson<{ id: string }>(
    asTeacher.post('/course/add', {
      multipart: { title, description: 'Sensörler ve bulut.', classes: '[]', test: JSON.stringify(examBody) },
    }),
  );
  const asStudent = await apiAs(student);
  await setupJson(asStudent.post(`/courseEnrollement/enroll/${id}`));
  const answers = examBody.questions.map((q) => q.correctAnswer);
  // docs/product.md's submission grades the open attempt.
  await setupJson(asStudent.post(`/exam/${id}/attempts`));
  expect(
    await setupJson<{ status: string }>(asStudent.post('/test/add', { data: { courseId: id, answers } })),
  ).toMatchObject({
    status: 'passed',
  });
  await Promise.all([asTeacher.dispose(), asStudent.dispose()]);
}

/** What the companies of this spec write in their ads (never in a mail, docs/product.md). */
const JOB_DESCRIPTION = 'Saha ekibine katılacak arkadaş arıyoruz.';

/** The company's job, and each student's application to it. */
async function jobWithApplicants(company: E2EUser, title: string, students: E2EUser[]) {
  const asCompany = await apiAs(company);
  const { id } = await setupJson<{ id: string }>(
    asCompany.post('/job/add', { data: { title, description: JOB_DESCRIPTION } }),
  );
  await asCompany.dispose();
  for (const s of students) {
    const api = await apiAs(s);
    await setupJson(api.post(`/enrollment/enroll/${id}`));
    await api.dispose();
  }
  return id;
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
const mailsTo = async (email: string) => (await outbox()).map(decodeMail).filter((m) => m.includes(`To: ${email}`));

test.describe('applicant pipeline', () => {
  test('a company sees the passed course, previews the resume, shortlists and hires with confirmations; the student is mailed', async ({
    page,
    loginAs,
  }) => {
    const resume = Buffer.concat([samples.pdf, Buffer.from(`% özgeçmiş ${Date.now()}\n`)]);
    const company = await createUser('company', { companyName: 'Körfez Bilişim' });
    const ayse = await createUser('student', {
      name: 'Ayşe',
      surname: 'Yılmaz',
      resume: { name: 'ayşe.pdf', data: resume },
    });
    const can = await createUser('student', { name: 'Can', surname: 'Öztürk' });
    const course = `IoT ${Math.random().toString(36).slice(2, 7)}`;
    await passCourse(ayse, course);
    const title = uniqueTitle('Tekniker');
    const jobId = await jobWithApplicants(company, title, [ayse, can]);

    await loginAs(company);
    await page.goto(`/hire/${jobId}`);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Başvuruları duruma göre süz' });
    await expect(tabs.getByRole('tab', { name: 'Tümü (2)' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { name: 'İnceleniyor (2)' })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Kısa listede (0)' })).toBeVisible();

    // Ayşe's card: who she is, what she passed on the platform, her resume; no contact details yet.
    const ayseCard = card(page, 'Ayşe Yılmaz');
    await expect(ayseCard.getByText('Durum: İnceleniyor')).toBeVisible();
    await expect(ayseCard.getByText(/^Başvuru tarihi: \d{1,2} \S+ \d{4}$/)).toBeVisible();
    await expect(ayseCard.getByText('Üniversite öğrencisi')).toBeVisible();
    await expect(ayseCard.getByText('Evet, iş arıyorum')).toBeVisible();
    await expect(ayseCard.getByRole('listitem').filter({ hasText: course })).toContainText('3/3');
    await expect(ayseCard.getByText('E-posta ve telefon, aday kısa listeye alındığında görünür.')).toBeVisible();
    await expect(ayseCard.getByText(ayse.email)).toHaveCount(0);
    // Only the moves allowed from 'İnceleniyor'.
    await expect(ayseCard.getByRole('button', { name: /^Ayşe Yılmaz: (Kısa listeye al|Reddet|İşe al)$/ })).toHaveCount(
      3,
    );

    // The resume opens inside the page, the download beside it.
    await ayseCard.getByRole('button', { name: 'Ayşe Yılmaz: Özgeçmişi görüntüle' }).click();
    const frame = ayseCard.locator('iframe[title="Ayşe Yılmaz adlı adayın özgeçmişi"]');
    await expect(frame).toBeVisible();
    const src = await frame.getAttribute('src');
    expect(src).toMatch(/^\/files\/[0-9a-f-]{36}\?inline=1$/);
    const served = await page.request.get(src!);
    expect(served.headers()['content-disposition']).toMatch(/^inline;/);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect((await served.body()).equals(resume)).toBe(true);
    await expect(ayseCard.getByRole('button', { name: 'Ayşe Yılmaz: Özgeçmişi indir' })).toBeEnabled();
    await ayseCard.getByRole('button', { name: 'Ayşe Yılmaz: Önizlemeyi kapat' }).click();
    await expect(frame).toHaveCount(0);

    // Can has no resume: both buttons say why they cannot be used; he has passed nothing yet.
    const canCard = card(page, 'Can Öztürk');
    await expect(canCard.getByText('Aday özgeçmiş yüklememiş.')).toBeVisible();
    await expect(canCard.getByRole('button', { name: 'Can Öztürk: Özgeçmişi indir' })).toBeDisabled();
    await expect(canCard.getByRole('button', { name: 'Can Öztürk: Özgeçmişi indir' })).toHaveAccessibleDescription(
      'Aday özgeçmiş yüklememiş.',
    );
    await expect(canCard.getByText('Henüz başarılı olduğu bir kurs yok.')).toBeVisible();

    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);

    // Shortlist Ayşe: the dialog names her; 'Vazgeç' changes nothing.
    await ayseCard.getByRole('button', { name: 'Ayşe Yılmaz: Kısa listeye al' }).click();
    const dialog = page.getByRole('alertdialog', {
      name: 'Ayşe Yılmaz adlı adayı kısa listeye almak istediğinize emin misiniz?',
    });
    await expect(dialog).toBeVisible();
    expect(await wcagViolations(page, { include: '[role="alertdialog"]' })).toEqual([]);
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(ayseCard.getByText('Durum: İnceleniyor')).toBeVisible();
    await ayseCard.getByRole('button', { name: 'Ayşe Yılmaz: Kısa listeye al' }).click();
    await expectToast(page, 'Ayşe Yılmaz kısa listeye alındı.', () =>
      dialog.getByRole('button', { name: 'Kısa listeye al' }).click(),
    );
    await expect(ayseCard.getByText('Durum: Kısa listede')).toBeVisible();
    await expect(ayseCard.getByRole('link', { name: ayse.email })).toHaveAttribute('href', `mailto:${ayse.email}`);
    await expect(tabs.getByRole('tab', { name: 'Kısa listede (1)' })).toBeVisible();
    await expect(ayseCard.getByRole('button', { name: 'Ayşe Yılmaz: Kısa listeye al' })).toHaveCount(0);

    // Reject Can, then look at the tabs one by one.
    await canCard.getByRole('button', { name: 'Can Öztürk: Reddet' }).click();
    await expectToast(page, 'Can Öztürk adlı adayın başvurusu reddedildi.', () =>
      page
        .getByRole('alertdialog', { name: 'Can Öztürk adlı adayı reddetmek istediğinize emin misiniz?' })
        .getByRole('button', { name: 'Reddet' })
        .click(),
    );
    await expect(canCard.getByText('Durum: Reddedildi')).toBeVisible();
    await tabs.getByRole('tab', { name: 'Reddedildi (1)' }).click();
    await expect(page).toHaveURL(/\?status=Rejected$/);
    await expect(card(page, 'Can Öztürk')).toBeVisible();
    await expect(card(page, 'Ayşe Yılmaz')).toHaveCount(0);
    await tabs.getByRole('tab', { name: 'İşe Alındı (0)' }).click();
    await expect(page.getByText('Bu durumda başvuru yok.')).toBeVisible();
    // The tab survives a reload.
    await tabs.getByRole('tab', { name: 'Kısa listede (1)' }).click();
    await page.reload();
    await expect(tabs.getByRole('tab', { name: 'Kısa listede (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, 'Can Öztürk')).toHaveCount(0);

    // Hire Ayşe: the last move; no action is left on her card.
    await card(page, 'Ayşe Yılmaz').getByRole('button', { name: 'Ayşe Yılmaz: İşe al' }).click();
    await expectToast(page, 'Öğrenci başarıyla işe alındı!', () =>
      page
        .getByRole('alertdialog', { name: 'Ayşe Yılmaz adlı adayı işe almak istediğinize emin misiniz?' })
        .getByRole('button', { name: 'İşe al' })
        .click(),
    );
    await tabs.getByRole('tab', { name: 'İşe Alındı (1)' }).click();
    await expect(card(page, 'Ayşe Yılmaz').getByText('Durum: İşe Alındı')).toBeVisible();
    await expect(card(page, 'Ayşe Yılmaz').getByRole('group')).toHaveCount(0);

    // One mail per change, in Turkish, greeting the student and naming the company and the job; nothing else the
    // company typed.
    await expect.poll(async () => (await mailsTo(ayse.email)).length).toBe(2);
    const [shortlisted, hired] = await mailsTo(ayse.email);
    expect(shortlisted).toContain('Merhaba Ayşe,');
    expect(shortlisted).toContain(
      `Körfez Bilişim şirketinin "${title}" ilanına yaptığınız başvuru kısa listeye alındı.`,
    );
    expect(hired).toContain(
      `Körfez Bilişim şirketinin "${title}" ilanına yaptığınız başvuru değerlendirildi ve işe alındınız.`,
    );
    await expect
      .poll(async () => (await mailsTo(can.email)).some((m) => m.includes('bu kez olumlu sonuçlanmadı')))
      .toBe(true);
    for (const m of [shortlisted, hired]) expect(m).not.toMatch(/Saha ekibine/);
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
  });

  test('the docs/product.md hire-by-id form stays, folded away, and says why a move is refused', async ({
    page,
    loginAs,
  }) => {
    const company = await createUser('company');
    const student = await createUser('student', { name: 'Deniz', surname: 'Kara' });
    const jobId = await jobWithApplicants(company, uniqueTitle('Kimlik'), [student]);
    await loginAs(company);
    await page.goto(`/hire/${jobId}`);
    await expect(card(page, 'Deniz Kara')).toBeVisible();
    const field = page.getByLabel('Başvuran kimliği');
    await expect(field).toBeHidden();
    await page.getByText('Başvuran kimliğiyle işe al').click();
    // Rejected first: hiring by id is then refused with the reason.
    await card(page, 'Deniz Kara').getByRole('button', { name: 'Deniz Kara: Reddet' }).click();
    await expectToast(page, 'Deniz Kara adlı adayın başvurusu reddedildi.', () =>
      page.getByRole('alertdialog').getByRole('button', { name: 'Reddet' }).click(),
    );
    await field.fill(student.id);
    await expectToast(page, /Reddedilen bir adayı işe almak için önce kısa listeye alın\./, () =>
      page.getByRole('button', { name: 'İşe al', exact: true }).click(),
    );
    await expect(card(page, 'Deniz Kara').getByText('Durum: Reddedildi')).toBeVisible();
  });

  test('keyboard only: tabs with the arrow keys, shortlist and hire through the dialogs', async ({ page, loginAs }) => {
    const company = await createUser('company');
    const student = await createUser('student', {
      name: 'Elif',
      surname: 'Şahin',
      resume: { name: 'cv.pdf', data: samples.pdf },
    });
    const jobId = await jobWithApplicants(company, uniqueTitle('Klavye'), [student]);
    await loginAs(company);
    await page.goto(`/hire/${jobId}`);
    const elif = card(page, 'Elif Şahin');
    await expect(elif).toBeVisible();

    // The tab list is one tab stop; the arrows move through it and show each tab's applicants.
    const all = page.getByRole('tab', { name: 'Tümü (1)' });
    await tabTo(page, all);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'İnceleniyor (1)' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'İnceleniyor (1)' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'İşe Alındı (0)' })).toBeFocused();
    await expect(page.getByText('Bu durumda başvuru yok.')).toBeVisible();
    await page.keyboard.press('Home');
    await expect(all).toBeFocused();
    await expect(elif).toBeVisible();

    // The preview opens with Enter.
    await tabTo(page, elif.getByRole('button', { name: 'Elif Şahin: Özgeçmişi görüntüle' }));
    await page.keyboard.press('Enter');
    await expect(elif.locator('iframe')).toBeVisible();
    await expect(elif.getByRole('button', { name: 'Elif Şahin: Önizlemeyi kapat' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(elif.locator('iframe')).toHaveCount(0);

    // Shortlist: the dialog starts on 'Vazgeç'; Tab reaches the confirmation.
    await tabTo(page, elif.getByRole('button', { name: 'Elif Şahin: Kısa listeye al' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', {
      name: 'Elif Şahin adlı adayı kısa listeye almak istediğinize emin misiniz?',
    });
    await expect(dialog.getByRole('button', { name: 'Vazgeç' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Kısa listeye al' })).toBeFocused();
    await expectToast(page, 'Elif Şahin kısa listeye alındı.', () => page.keyboard.press('Enter'));
    await expect(elif.getByText('Durum: Kısa listede')).toBeVisible();

    // Escape closes a dialog without a change.
    await tabTo(page, elif.getByRole('button', { name: 'Elif Şahin: İşe al' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(elif.getByText('Durum: Kısa listede')).toBeVisible();

    await tabTo(page, elif.getByRole('button', { name: 'Elif Şahin: İşe al' }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expectToast(page, 'Öğrenci başarıyla işe alındı!', () => page.keyboard.press('Enter'));
    await expect(elif.getByText('Durum: İşe Alındı')).toBeVisible();
  });

  test('the pipeline in English, the student mailed in English @en', async ({ page, loginAs }) => {
    const company = await createUser('company', { companyName: 'Bay Harbour Tech' });
    const student = await createUser('student', {
      name: 'Jane',
      surname: 'Doe',
      resume: { name: 'cv.pdf', data: samples.pdf },
    });
    const other = await createUser('student', { name: 'John', surname: 'Smith' });
    const asStudent = await apiAs(student);
    await setupJson(asStudent.put('/me/locale', { data: { locale: 'en' } }));
    await asStudent.dispose();
    const course = `Python ${Math.random().toString(36).slice(2, 7)}`;
    await passCourse(student, course);
    const title = `Dev${Math.random().toString(36).slice(2, 9)}`;
    const jobId = await jobWithApplicants(company, title, [student, other]);

    await loginAs(company);
    await page.goto(`/hire/${jobId}?lang=en`);
    const jane = card(page, 'Jane Doe');
    await expect(jane.getByText('Status: In review')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'All (2)' })).toHaveAttribute('aria-selected', 'true');
    await expect(jane.getByText('University student')).toBeVisible();
    await expect(jane.getByText('Yes, I am looking for a job')).toBeVisible();
    await expect(jane.getByRole('listitem').filter({ hasText: course })).toContainText('3/3');
    await expect(jane.getByText('Email and phone are shown once the applicant is shortlisted.')).toBeVisible();
    await expect(card(page, 'John Smith').getByText('The applicant has not uploaded a resume.')).toBeVisible();

    await jane.getByRole('button', { name: 'Jane Doe: Shortlist' }).click();
    await expectToast(page, 'Jane Doe has been shortlisted.', () =>
      page
        .getByRole('alertdialog', { name: 'Are you sure you want to shortlist Jane Doe?' })
        .getByRole('button', { name: 'Shortlist' })
        .click(),
    );
    await expect(jane.getByText('Status: Shortlisted')).toBeVisible();
    await expect(jane.getByRole('link', { name: student.email })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Shortlisted (1)' })).toBeVisible();
    await expectNoTurkish(page.locator('main'), [title, course, 'Bay Harbour Tech', JOB_DESCRIPTION]);
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);

    await expect.poll(async () => (await mailsTo(student.email)).length).toBe(1);
    const [mail] = await mailsTo(student.email);
    expect(mail).toContain(`Your application to the job "${title}" at Bay Harbour Tech has been shortlisted.`);
    expect(mail).not.toMatch(/Merhaba|Başvurunuz/);
  });

  test('the hire page works on a 360 px phone, cards stacked, nothing sideways @phone', async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const company = await createUser('company');
    const student = await createUser('student', {
      name: 'Mert',
      surname: 'Aydın',
      resume: { name: 'cv.pdf', data: samples.pdf },
    });
    await passCourse(student, `Ağ ${Math.random().toString(36).slice(2, 7)}`);
    const jobId = await jobWithApplicants(company, uniqueTitle('Telefon'), [student]);
    await loginAs(company);
    await page.goto(`/hire/${jobId}`);
    const mert = card(page, 'Mert Aydın');
    await expect(mert.getByText('Durum: İnceleniyor')).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await mert.getByRole('button', { name: 'Mert Aydın: Özgeçmişi görüntüle' }).click();
    await expect(mert.locator('iframe')).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await mert.getByRole('button', { name: 'Mert Aydın: Önizlemeyi kapat' }).click();
    await mert.getByRole('button', { name: 'Mert Aydın: Kısa listeye al' }).click();
    await expectToast(page, 'Mert Aydın kısa listeye alındı.', () =>
      page.getByRole('alertdialog').getByRole('button', { name: 'Kısa listeye al' }).click(),
    );
    await expect(mert.getByText('Durum: Kısa listede')).toBeVisible();
    await page.getByText('Başvuran kimliğiyle işe al').click();
    await expect(page.getByLabel('Başvuran kimliği')).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
  });
});
