/**
 * Job alerts (docs/product.md 'Job alerts', decision 064): a student saves the search she is looking at; a company
 * posts a job that matches; the daily digest (run now through the test harness, as its queued job runs it at 08:00)
 * mails her the job with the course she is missing; the mail's link unsubscribes without logging in, with one button.
 * The profile lists the saved searches and deletes them; at five the save button is disabled and says why. English
 * and phone smoke variants; each screen is axe clean.
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
  runJobAlertDigest,
  test,
  uniqueTitle,
  wcagViolations,
  type E2EUser,
} from './fixtures.ts';
import { addCourse } from './support/courses.ts';
import { expectNoTurkish } from './support/english.ts';
import { tabTo } from './support/keyboard.ts';
import { decodeMail } from './support/mail.ts';

/** A word no other job or search holds, so the search finds only this test's jobs. */
const uniqueWord = (prefix: string) => uniqueTitle(prefix).replace(/\s+/g, '');

const postJobTitled = (company: E2EUser, title: string, requiredCourseIds: string[] = []) =>
  postJob(company, { title, description: 'Ağ kurulumu ve bakım.', city: 'İzmir', type: 'fullTime', requiredCourseIds });

async function savedAlerts(student: E2EUser): Promise<{ id: string; q: string | null }[]> {
  const api = await apiAs(student);
  const list = (await (await api.get('/me/job-alerts')).json()) as { id: string; q: string | null }[];
  await api.dispose();
  return list;
}

async function saveByApi(student: E2EUser, q: string) {
  const api = await apiAs(student);
  expect((await api.post('/me/job-alerts', { data: { q } })).status()).toBe(201);
  await api.dispose();
}

/** /jobs with a search, settled: its count shown and, for a student, the save control loaded. */
async function openSearch(page: Page, query: string) {
  await page.goto(`/jobs?${query}`);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByText(/ilan bulundu|jobs? found|Aramanıza uygun|No job/).first()).toBeVisible();
}

/** The student's latest mail in the outbox once it holds `text`: decoded, and as written (its headers). */
async function mailTo(email: string, text: string): Promise<{ mail: string; raw: string }> {
  let found = { mail: '', raw: '' };
  await expect
    .poll(
      async () => {
        const raw = (await outbox()).findLast((r) => {
          const m = decodeMail(r);
          return m.includes(`To: ${email}`) && m.includes(text);
        });
        found = { mail: raw ? decodeMail(raw) : '', raw: raw ?? '' };
        return found.mail;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return found;
}

/** The address of the `List-Unsubscribe` header of a mail as written (folded lines joined). */
function unsubscribeAddress(raw: string): string {
  const m = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(raw.replace(/\r?\n[ \t]+/g, ' '));
  expect(m, 'List-Unsubscribe header').not.toBeNull();
  return m![1]!;
}

test.describe('job alerts', () => {
  test('a student saves a search, a matching job is mailed with the missing course, and the link unsubscribes without logging in', async ({
    page,
    loginAs,
  }) => {
    const word = uniqueWord('Fiber');
    const courseTitle = uniqueTitle('Ağ Temelleri ');
    const courseId = await addCourse(await createUser('teacher'), { title: courseTitle, description: 'Ağlar.' });
    const student = await createUser('student', { name: 'Elif' });
    const company = await createUser('company', { companyName: 'Körfez Bilişim' });

    // The student looks for the word in İzmir and saves the search with the keyboard.
    await loginAs(student);
    await openSearch(page, `q=${word}&city=${encodeURIComponent('İzmir')}`);
    const save = page.getByRole('button', { name: 'Bu aramayı kaydet' });
    await expect(save).toBeEnabled();
    await expect(
      page.getByText('Bu aramaya uyan yeni ilanlar her sabah saat 08.00’de e-postanıza gelir.'),
    ).toBeVisible();
    await tabTo(page, save);
    await expectToast(page, 'Arama kaydedildi. Yeni ilanları her sabah e-postayla göndereceğiz.', () =>
      page.keyboard.press('Enter'),
    );
    await expect(page.getByText('Bu arama kayıtlı')).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    expect((await savedAlerts(student)).map((a) => a.q)).toEqual([word]);

    // A company posts a matching job that requires a course the student lacks, and one in another city.
    const jobTitle = `${word} Teknisyeni`;
    const jobId = await postJobTitled(company, jobTitle, [courseId]);
    const api = await apiAs(company);
    await api.post('/job/add', { data: { title: `${word} Ankara`, description: 'Başka şehir.', city: 'Ankara' } });
    await api.dispose();

    // The morning's digest.
    await runJobAlertDigest();
    const { mail, raw } = await mailTo(student.email, jobTitle);
    expect(mail).toContain('Kayıtlı aramanıza uyan yeni bir iş ilanı var');
    expect(mail).toContain(`/jobinfopage/${jobId}`);
    expect(mail).toContain(`Eksik kurs: ${courseTitle}`);
    expect(mail).toContain(`/courseInfoPage/${courseId}`);
    expect(mail).not.toContain(`${word} Ankara`);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const address = new URL(unsubscribeAddress(raw));
    // The body's link opens the same page.
    expect(mail).toContain(address.href);
    expect(address.pathname).toBe('/job-alerts/unsubscribe');

    // Nothing new: the next run mails nothing more.
    const mailsToStudent = async () =>
      (await outbox()).map(decodeMail).filter((m) => m.includes(`To: ${student.email}`)).length;
    const mailed = await mailsToStudent();
    await runJobAlertDigest();
    await page.waitForTimeout(1000);
    expect(await mailsToStudent()).toBe(mailed);

    // The link, opened in a browser that is not logged in: the page shows the search and removes nothing until asked.
    await page.context().clearCookies();
    await openSettled(page, `${address.pathname}${address.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'İş ilanı bildirimlerinden çık' })).toBeVisible();
    await expect(page.getByText(`Aranan: “${word}” · Şehir: İzmir · Tüm çalışma şekilleri`)).toBeVisible();
    expect(await savedAlerts(student)).toHaveLength(1);
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Abonelikten çık' }).click();
    // The confirmation takes the focus the removed button had.
    await expect(page.getByText('Abonelikten çıktınız. Bu aramalar için artık e-posta almayacaksınız.')).toBeFocused();
    expect(await savedAlerts(student)).toEqual([]);

    // A changed link is refused.
    await openSettled(page, `/job-alerts/unsubscribe?token=${address.searchParams.get('token')!.slice(0, -2)}xx`);
    await expect(page.getByRole('alert')).toContainText('Bu bağlantı geçersiz.');
  });

  test('the profile lists the saved searches and deletes one; at five the save button is disabled and says why', async ({
    page,
    loginAs,
  }) => {
    const student = await createUser('student');
    const words = Array.from({ length: 5 }, (_, i) => uniqueWord(`arama${i}`));
    for (const w of words) await saveByApi(student, w);
    await loginAs(student);

    await openSearch(page, `q=${uniqueWord('yeni')}`);
    await expect(page.getByRole('button', { name: 'Bu aramayı kaydet' })).toBeDisabled();
    await expect(
      page.getByText('En fazla 5 arama kaydedebilirsiniz. Yenisi için profilinizden bir aramayı silin.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Kayıtlı aramalarım' }).click();

    const section = page.getByRole('region', { name: 'Kayıtlı iş aramaları' });
    await expect(section.getByText('5/5 arama kayıtlı')).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveCount(5);
    const summary = `Aranan: “${words[0]}”, Tüm şehirler, Tüm çalışma şekilleri`;
    await expectToast(page, 'Arama silindi.', () =>
      section.getByRole('button', { name: `${summary} aramasını sil` }).click(),
    );
    await expect(section.getByRole('listitem')).toHaveCount(4);
    expect(await wcagViolations(page, { include: '#job-alerts' })).toEqual([]);

    // Its jobs, one link away.
    await section
      .getByRole('link', {
        name: `Aranan: “${words[1]}”, Tüm şehirler, Tüm çalışma şekilleri aramasının ilanlarını gör`,
      })
      .click();
    await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${words[1]}$`));
    await expect(page.getByText('Bu arama kayıtlı')).toBeVisible();
  });

  test('a student saves a search and unsubscribes in English @en', async ({ page, loginAs }) => {
    const student = await createUser('student');
    await loginAs(student);
    await openSearch(page, `q=${uniqueWord('cloud')}&type=internship&lang=en`);
    await expectToast(page, 'Search saved. We will email you new jobs every morning.', () =>
      page.getByRole('button', { name: 'Save this search' }).click(),
    );
    await expect(page.getByText('This search is saved')).toBeVisible();
    await expectNoTurkish(page);

    await openSettled(page, '/StudentProfile?lang=en');
    const section = page.getByRole('region', { name: 'Saved job searches' });
    await expect(section.getByText('1/5 searches saved')).toBeVisible();
    await expect(section.getByText(/Type of work: Internship/)).toBeVisible();
    expect(await wcagViolations(page, { include: '#job-alerts' })).toEqual([]);

    await openSettled(page, '/job-alerts/unsubscribe?token=notatoken&lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from job alerts' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('This link is not valid.');
    await expectNoTurkish(page);
  });

  test('saving a search and the saved searches fit a phone @phone', async ({ page, loginAs }) => {
    const student = await createUser('student');
    await loginAs(student);
    await openSearch(page, `q=${uniqueWord('telefon')}&city=${encodeURIComponent('Kocaeli')}`);
    await expectToast(page, 'Arama kaydedildi. Yeni ilanları her sabah e-postayla göndereceğiz.', () =>
      page.getByRole('button', { name: 'Bu aramayı kaydet' }).click(),
    );
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await openSettled(page, '/StudentProfile#job-alerts');
    const section = page.getByRole('region', { name: 'Kayıtlı iş aramaları' });
    await expect(section.getByRole('button', { name: /aramasını sil$/ })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await wcagViolations(page, { include: '#job-alerts' })).toEqual([]);
  });
});
