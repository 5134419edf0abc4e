/**
 * The talent pool (docs/product.md 'Matching', decision 063): a student joins it with her province, a company finds her
 * by course and province, invites her to its job; she follows the mail's link to 'Davetlerim' and accepts, and the
 * company then finds her among the job's applicants in Kısa listede with her contact details. English and phone smoke
 * variants; each screen is axe clean.
 */
import type { Page } from '@playwright/test';
import {
  apiAs,
  createUser,
  expect,
  expectToast,
  openSettled,
  outbox,
  overflow,
  postJob,
  test,
  uniqueTitle,
  wcagViolations,
  type E2EUser,
} from './fixtures.ts';
import { addCourse, certify } from './support/courses.ts';
import { expectNoTurkish } from './support/english.ts';
import { examBody } from './support/exams.ts';
import { tabTo, typeInto } from './support/keyboard.ts';
import { decodeMail } from './support/mail.ts';

/** A course with the three-question exam, and `student` holding its certificate (passed through the API). */
async function certifiedCourse(student: E2EUser, title: string, description = 'Ağlar.'): Promise<string> {
  const courseId = await addCourse(await createUser('teacher'), { title, description, test: examBody });
  await certify(student, courseId);
  return courseId;
}

const postJobTitled = (company: E2EUser, title: string) =>
  postJob(company, { title, description: 'Ağ kurulumu ve bakım.', city: 'Kocaeli', type: 'fullTime' });

/** Joins the pool through the API (the journey's own switch is the first test's). */
async function joinPool(student: E2EUser, city: string) {
  const api = await apiAs(student);
  expect((await api.put('/student/update', { data: { openToWork: true, city } })).status()).toBe(200);
  await api.dispose();
}

async function switchTo(page: Page, loginAs: (u: E2EUser) => Promise<void>, user: E2EUser) {
  await page.context().clearCookies();
  await loginAs(user);
}

test.describe('the talent pool', () => {
  test('a student joins with her province; a company finds her by course and province and invites her; she accepts from the mail; the company sees her in Kısa listede', async ({
    page,
    loginAs,
  }) => {
    const surname = uniqueTitle('Tan');
    const elif = await createUser('student', { name: 'Elif', surname });
    const courseTitle = uniqueTitle('Ağ Temelleri ');
    const courseId = await certifiedCourse(elif, courseTitle);
    const company = await createUser('company', { companyName: 'Körfez Bilişim' });
    const jobTitle = uniqueTitle('Ağ Teknisyeni ');
    const jobId = await postJobTitled(company, jobTitle);

    // The student reads what companies will see, turns the switch on and gives her province.
    await loginAs(elif);
    await openSettled(page, '/StudentProfile');
    const pool = page.getByRole('region', { name: 'Aday havuzu' });
    await expect(
      pool.getByText('E-posta adresiniz, telefonunuz ve TC kimlik numaranız gösterilmez.', { exact: false }),
    ).toBeVisible();
    const toggle = pool.getByRole('switch', { name: 'İş arıyorum: şirketler beni aday havuzunda bulabilsin' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expectToast(page, 'Aday havuzuna katıldınız', () => toggle.click());
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await pool.getByLabel('İliniz (isteğe bağlı)').selectOption('İzmir');
    await expectToast(page, 'İliniz kaydedildi', () => pool.getByRole('button', { name: 'İli kaydet' }).click());
    await expect(
      page.getByRole('region', { name: 'Davetlerim' }).getByText('Henüz bir davetiniz yok.', { exact: false }),
    ).toBeVisible();
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);

    // The company opens the pool from its navigation and searches by course and province.
    await switchTo(page, loginAs, company);
    await openSettled(page, '/CompanyProfile');
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Aday Havuzu' }).click();
    await expect(page).toHaveURL(/\/talent$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aday havuzu' })).toBeVisible();
    const search = page.getByRole('search', { name: 'Aday ara' });
    await search.getByLabel('Kurs').selectOption({ label: courseTitle });
    await search.getByLabel('İl').selectOption('İzmir');
    await search.getByRole('button', { name: 'Ara' }).click();
    await expect(page).toHaveURL(new RegExp(`courseId=${courseId}`));
    await expect(page.getByRole('heading', { name: '1 aday bulundu' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Elif ${surname[0]}.` }) });
    await expect(card.getByText(courseTitle)).toBeVisible();
    await expect(card.getByText('İzmir')).toBeVisible();
    await expect(card).not.toContainText(elif.email);
    await expect(card).not.toContainText(surname);
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);

    // The invitation: one of its open jobs and a message.
    await card.getByRole('button', { name: `Elif ${surname[0]}. adlı adayı davet et` }).click();
    const dialog = page.getByRole('dialog', { name: `Elif ${surname[0]}. adlı adayı davet et` });
    await dialog.getByRole('button', { name: 'Daveti gönder' }).click();
    await expect(dialog.getByText('İlan: davet edeceğiniz ilanı seçin.')).toBeVisible();
    await dialog.getByLabel('İlan').selectOption({ label: jobTitle });
    await dialog.getByLabel('Mesaj').fill('Ağ sertifikanızı gördük; ekibimizle tanışmak ister misiniz?');
    expect(await wcagViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await expectToast(page, 'Davet gönderildi', () => dialog.getByRole('button', { name: 'Daveti gönder' }).click());
    await expect(card.getByText(`Davet edildi: ${jobTitle}`)).toBeVisible();

    // The student's mail names the company and the job, not the message, and its button opens 'Davetlerim'.
    let mail = '';
    await expect
      .poll(async () => {
        mail =
          (await outbox()).map(decodeMail).find((m) => m.includes(`To: ${elif.email}`) && m.includes(jobTitle)) ?? '';
        return mail;
      })
      .toContain('Bir ilana davet edildiniz');
    expect(mail).toContain(`Körfez Bilişim şirketi sizi aday havuzunda buldu ve "${jobTitle}" ilanına davet etti.`);
    expect(mail).not.toContain('ekibimizle tanışmak');
    const link = new URL(/https?:\/\/\S+\/StudentProfile#davetlerim/.exec(mail)![0]);

    await switchTo(page, loginAs, elif);
    await openSettled(page, `${link.pathname}${link.hash}`);
    const invitations = page.getByRole('region', { name: 'Davetlerim' });
    const invitation = invitations.getByRole('listitem').filter({ has: page.getByRole('heading', { name: jobTitle }) });
    await expect(invitation.getByText('Körfez Bilişim sizi davet etti')).toBeVisible();
    await expect(invitation.getByText('Ağ sertifikanızı gördük; ekibimizle tanışmak ister misiniz?')).toBeVisible();
    await expect(invitation.getByText('Yanıt bekliyor')).toBeVisible();
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
    await expectToast(page, 'Daveti kabul ettiniz; başvurunuz Kısa listede.', () =>
      invitation.getByRole('button', { name: `${jobTitle} davetini kabul et` }).click(),
    );
    await expect(invitation.getByText('Kabul ettiniz')).toBeVisible();
    await expect(invitation.getByText('Başvuru durumu: Kısa listede')).toBeVisible();

    // The company finds her among the job's applicants, shortlisted, with her contact details.
    await switchTo(page, loginAs, company);
    await openSettled(page, `/hire/${jobId}`);
    await expect(page.getByText(`Elif ${surname}`).first()).toBeVisible();
    await expect(page.getByRole('link', { name: elif.email })).toBeVisible();
  });

  test('with the keyboard alone: the student joins the pool, the company searches and invites, the student accepts', async ({
    page,
    loginAs,
  }) => {
    const surname = uniqueTitle('Kaya');
    const student = await createUser('student', { name: 'Zehra', surname });
    const courseTitle = uniqueTitle('Klavye Ağları ');
    const courseId = await certifiedCourse(student, courseTitle);
    const company = await createUser('company', { companyName: 'Klavye Bilişim' });
    const jobTitle = uniqueTitle('Ağ Destek ');
    await postJobTitled(company, jobTitle);

    // The switch turns with Space; the province is chosen by typing its name into the focused list.
    await loginAs(student);
    await openSettled(page, '/StudentProfile');
    const pool = page.getByRole('region', { name: 'Aday havuzu' });
    const toggle = pool.getByRole('switch', { name: 'İş arıyorum: şirketler beni aday havuzunda bulabilsin' });
    await tabTo(page, toggle);
    await expectToast(page, 'Aday havuzuna katıldınız', () => page.keyboard.press('Space'));
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await tabTo(page, pool.getByLabel('İliniz (isteğe bağlı)'));
    await page.keyboard.type('Tokat');
    await expect(pool.getByLabel('İliniz (isteğe bağlı)')).toHaveValue('Tokat');
    await tabTo(page, pool.getByRole('button', { name: 'İli kaydet' }));
    await expectToast(page, 'İliniz kaydedildi', () => page.keyboard.press('Enter'));

    // The company's search: the course by typing its title, Enter on 'Ara', Enter on the card's invitation.
    await switchTo(page, loginAs, company);
    await openSettled(page, '/talent');
    const search = page.getByRole('search', { name: 'Aday ara' });
    await tabTo(page, search.getByLabel('Kurs'));
    await page.keyboard.type(courseTitle);
    await tabTo(page, search.getByRole('button', { name: 'Ara' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`courseId=${courseId}`));
    const invite = page.getByRole('button', { name: `Zehra ${surname[0]}. adlı adayı davet et` });
    await tabTo(page, invite);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Zehra ${surname[0]}. adlı adayı davet et` });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByLabel('İlan'));
    await page.keyboard.type(jobTitle);
    await expect(dialog.getByLabel('İlan')).toHaveValue(/.+/);
    await typeInto(page, dialog.getByLabel('Mesaj'), 'Sertifikanızı gördük.');
    await tabTo(page, dialog.getByRole('button', { name: 'Daveti gönder' }));
    await expectToast(page, 'Davet gönderildi', () => page.keyboard.press('Enter'));
    await expect(dialog).toBeHidden();

    // The student accepts with Enter on the invitation's button.
    await switchTo(page, loginAs, student);
    await openSettled(page, '/StudentProfile#davetlerim');
    const invitation = page
      .getByRole('region', { name: 'Davetlerim' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: jobTitle }) });
    await tabTo(page, invitation.getByRole('button', { name: `${jobTitle} davetini kabul et` }));
    await expectToast(page, 'Daveti kabul ettiniz; başvurunuz Kısa listede.', () => page.keyboard.press('Enter'));
    await expect(invitation.getByText('Başvuru durumu: Kısa listede')).toBeVisible();
  });

  test('a student reads what companies see and answers an invitation in English @en', async ({ page, loginAs }) => {
    const student = await createUser('student', { name: 'Jane', surname: uniqueTitle('Doe') });
    await certifiedCourse(student, uniqueTitle('Networks '), 'Networks.');
    await joinPool(student, 'Kocaeli');
    const company = await createUser('company', { companyName: 'Gulf IT' });
    const jobTitle = uniqueTitle('Network Technician ');
    const jobId = await postJobTitled(company, jobTitle);
    const api = await apiAs(company);
    expect(
      (
        await api.post(`/talent/${student.id}/invitations`, { data: { jobId, message: 'We liked your profile.' } })
      ).status(),
    ).toBe(201);
    await api.dispose();

    await loginAs(student);
    await openSettled(page, '/StudentProfile#davetlerim');
    const pool = page.getByRole('region', { name: 'Talent pool' });
    await expect(
      pool.getByRole('switch', { name: 'Open to work: let companies find me in the talent pool' }),
    ).toHaveAttribute('aria-checked', 'true');
    const invitation = page
      .getByRole('region', { name: 'My invitations' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: jobTitle }) });
    await expectToast(page, 'You declined the invitation.', () =>
      invitation.getByRole('button', { name: `Decline the invitation to ${jobTitle}` }).click(),
    );
    await expect(invitation.getByText('You declined')).toBeVisible();
    // The province list holds the provinces' own names.
    await expectNoTurkish(page.getByRole('main'), [page.getByLabel('Your province (optional)')]);
  });

  test('the search and the invitation fit a phone @phone', async ({ page, loginAs }) => {
    const surname = uniqueTitle('Er');
    const student = await createUser('student', { name: 'Can', surname });
    const courseTitle = uniqueTitle('Siber Güvenlik ');
    const courseId = await certifiedCourse(student, courseTitle);
    await joinPool(student, 'Sivas');
    const company = await createUser('company');
    const jobTitle = uniqueTitle('Güvenlik Uzmanı ');
    await postJobTitled(company, jobTitle);
    await loginAs(company);
    await openSettled(page, `/talent?courseId=${courseId}`);
    const card = page.getByRole('listitem', { name: `Can ${surname[0]}.` });
    await expect(card).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await card.getByRole('button', { name: /adlı adayı davet et$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('İlan').selectOption({ label: jobTitle });
    await dialog.getByLabel('Mesaj').fill('Merhaba, ilanımıza bekleriz.');
    await expect(dialog.getByRole('button', { name: 'Daveti gönder' })).toBeInViewport();
    await expectToast(page, 'Davet gönderildi', () => dialog.getByRole('button', { name: 'Daveti gönder' }).click());
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
