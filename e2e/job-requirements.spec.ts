/**
 * From certificate to job (docs/product.md 'Kurs gereksinimleri', decision 062): a company names a platform course its
 * job requires; a student without that course's certificate reads which course is missing and follows the link to
 * enrol; a student who holds it reads that she meets the requirements and finds the job under 'Bana uygun ilanlar'.
 * English and phone smoke variants; each screen is axe clean.
 */
import type { Page } from '@playwright/test';
import {
  createUser,
  expect,
  expectToast,
  openSettled,
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

/** A course with the three-question exam. */
const courseWithExam = async (title: string) =>
  addCourse(await createUser('teacher'), { title, description: 'Ağlar ve güvenlik.', test: examBody });

/** A company's job posted through the API, with these requirements. */
const postJobTitled = (company: E2EUser, title: string, requiredCourseIds: string[] = []) =>
  postJob(company, {
    title,
    description: 'Ağ kurulumu ve bakım.',
    city: 'Kocaeli',
    type: 'fullTime',
    requiredCourseIds,
  });

/** Logs the browser in as `user` instead of whoever it was. */
async function switchTo(page: Page, loginAs: (u: E2EUser) => Promise<void>, user: E2EUser) {
  await page.context().clearCookies();
  await loginAs(user);
}

/** /jobs keeps its polite result count (a status) on screen: it is settled once its cards or its empty text show. */
async function openJobs(page: Page, query: string) {
  await page.goto(`/jobs?${query}`);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByText(/ilan bulundu|jobs? found/)).toBeVisible();
}

test.describe('job requirements and matches', () => {
  test('a company requires a course; a student without it is sent to enrol, one with it meets the job and finds it under Bana uygun ilanlar', async ({
    page,
    loginAs,
  }) => {
    const courseTitle = uniqueTitle('Ağ Temelleri ');
    const courseId = await courseWithExam(courseTitle);
    const company = await createUser('company', { companyName: 'Körfez Bilişim' });
    const jobTitle = uniqueTitle('Ağ Teknisyeni ');
    const jobId = await postJobTitled(company, jobTitle);

    // The company edits its job and marks the course as required.
    await loginAs(company);
    await openSettled(page, `/editjob/${jobId}`);
    const picker = page.getByRole('group', { name: 'Kurs gereksinimleri (isteğe bağlı)' });
    await expect(picker.getByText('Gerekli: 0/5')).toBeVisible();
    await picker.getByLabel(courseTitle, { exact: true }).selectOption({ label: 'Gerekli' });
    await expect(picker.getByText('Gerekli: 1/5')).toBeVisible();
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
    await expectToast(page, 'İş başarıyla güncellendi.', () => page.getByRole('button', { name: 'Güncelle' }).click());
    await expect(page).toHaveURL(/\/CompanyProfile$/);

    // A visitor reads what the job asks for.
    await page.context().clearCookies();
    await openSettled(page, `/jobinfopage/${jobId}`);
    const requirements = page.getByRole('region', { name: 'Kurs gereksinimleri' });
    await expect(requirements.getByRole('link', { name: courseTitle })).toBeVisible();
    await expect(page.getByText('Gereksinimleri karşılıyorsunuz')).toHaveCount(0);

    // A student without the certificate: the missing course, with the way to enrol.
    const elif = await createUser('student', { name: 'Elif', surname: 'Tan' });
    await switchTo(page, loginAs, elif);
    await openSettled(page, `/jobinfopage/${jobId}`);
    await expect(requirements.getByText('Gereksinimleri henüz karşılamıyorsunuz (0/1)')).toBeVisible();
    await expect(requirements.getByText('Sertifikası eksik kurslar:')).toBeVisible();
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
    await requirements.getByRole('link', { name: `${courseTitle} kursuna kaydol` }).click();
    await expect(page).toHaveURL(new RegExp(`/courseInfoPage/${courseId}$`));
    await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
    // Her card on /jobs says which course she still needs; 'Bana uygun ilanlar' leaves the job out.
    await openJobs(page, `q=${encodeURIComponent(jobTitle)}`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: jobTitle }) });
    await expect(card.getByText(`Eksik kurs: ${courseTitle}`)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Bana uygun ilanlar' }).check();
    await expect(page).toHaveURL(/[?&]eligible=1/);
    await expect(page.getByText('Sertifikalarınızın karşıladığı açık ilan yok.', { exact: false })).toBeVisible();

    // A student who holds the certificate meets the job, on its page and in her list.
    const ayse = await createUser('student', { name: 'Ayşe', surname: 'Kurt' });
    await certify(ayse, courseId);
    await switchTo(page, loginAs, ayse);
    await openSettled(page, `/jobinfopage/${jobId}`);
    await expect(requirements.getByText('Gereksinimleri karşılıyorsunuz')).toBeVisible();
    await expect(requirements.getByRole('link', { name: /kursuna kaydol$/ })).toHaveCount(0);
    await openJobs(page, `q=${encodeURIComponent(jobTitle)}`);
    const toggle = page.getByRole('checkbox', { name: 'Bana uygun ilanlar' });
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await expect(page).toHaveURL(/[?&]eligible=1/);
    await expect(card.getByText('Gereksinimleri karşılıyorsunuz')).toBeVisible();
    // The address keeps the choice: a reload (rendered by the server for her) shows the same list.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Bana uygun ilanlar' })).toBeChecked();
    await expect(card.getByRole('heading', { name: jobTitle })).toBeVisible();
    expect(await wcagViolations(page, { include: 'main' })).toEqual([]);
  });

  test('a student reads her match in English @en', async ({ page, loginAs }) => {
    const courseTitle = uniqueTitle('Networks ');
    const courseId = await courseWithExam(courseTitle);
    const company = await createUser('company', { companyName: 'Gulf IT' });
    const jobTitle = uniqueTitle('Network Technician ');
    const jobId = await postJobTitled(company, jobTitle, [courseId]);
    const student = await createUser('student', { name: 'Deniz', surname: 'Kaya' });
    await loginAs(student);
    await openSettled(page, `/jobinfopage/${jobId}`);
    const requirements = page.getByRole('region', { name: 'Course requirements' });
    await expect(requirements.getByText('You do not meet the requirements yet (0/1)')).toBeVisible();
    await expect(requirements.getByRole('link', { name: `Enrol in ${courseTitle}` })).toBeVisible();
    await expectNoTurkish(page);
    await certify(student, courseId);
    await openJobs(page, `q=${encodeURIComponent(jobTitle)}&eligible=1`);
    await expect(page.getByRole('checkbox', { name: 'Jobs for me' })).toBeChecked();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: jobTitle }) });
    await expect(card.getByText('You meet the requirements')).toBeVisible();
    await expectNoTurkish(page);
  });

  test('the requirements fit a phone: the company picks a course, the student sees what is missing @phone', async ({
    page,
    loginAs,
  }) => {
    const courseTitle = uniqueTitle('Siber Güvenlik Temelleri ');
    const courseId = await courseWithExam(courseTitle);
    const company = await createUser('company');
    const jobTitle = uniqueTitle('Güvenlik Uzmanı ');
    const jobId = await postJobTitled(company, jobTitle);
    await loginAs(company);
    await openSettled(page, `/editjob/${jobId}`);
    await page.getByLabel(courseTitle, { exact: true }).selectOption({ label: 'Gerekli' });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectToast(page, 'İş başarıyla güncellendi.', () => page.getByRole('button', { name: 'Güncelle' }).click());

    await switchTo(page, loginAs, await createUser('student'));
    await openSettled(page, `/jobinfopage/${jobId}`);
    const enrolLink = page.getByRole('link', { name: `${courseTitle} kursuna kaydol` });
    await expect(enrolLink).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await enrolLink.click();
    await expect(page).toHaveURL(new RegExp(`/courseInfoPage/${courseId}$`));
  });
});
