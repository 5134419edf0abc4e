import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createUser, openSettled, test, wcagViolations, type E2EUser } from './fixtures.ts';
import { examBody, uniqueTitle } from './support/exams.ts';
import { expectNoTurkish } from './support/english.ts';

/**
 * The admin's programme indicators. Each test registers its own students on a day of March 2025 that no
 * other test uses (the accounts of other specs are registered today) and reads the figures of that day only.
 */

async function api(user: E2EUser, baseURL: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL, extraHTTPHeaders: { cookie: `${user.cookie.name}=${user.cookie.value}` } });
}
async function ok(res: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<{ id: string }> }) {
  if (!res.ok()) throw new Error(`set-up request failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).id;
}

/** The cells of a table's body rows, named by the table's accessible name. */
async function tableRows(page: Page, name: string): Promise<string[][]> {
  const table: Locator = page.getByRole('region', { name }).getByRole('table');
  await expect(table).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => Array.from((r as HTMLTableRowElement).cells, (c) => (c.textContent ?? '').trim())),
    );
}
const counts = (rows: string[][]) => Object.fromEntries(rows.map((r) => [r[0], r[1]]));

/** Three students registered on `day` (Istanbul noon): 17, 25 and 36 years old on that day. */
async function seedDay(day: string, baseURL: string) {
  const at = `${day}T12:00:00+03:00`;
  const [y, m, d] = day.split('-').map(Number);
  const born = (age: number) => `${y - age}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const ali = await createUser('student', {
    name: 'Ali',
    registeredAt: at,
    profile: {
      gender: 'male',
      dateOfBirth: born(17),
      educationLevel: 'highSchoolGraduate',
      jobSeekingStatus: 'job',
      disability: 'no',
    },
  });
  const elif = await createUser('student', {
    name: 'Elif',
    registeredAt: at,
    profile: {
      gender: 'female',
      dateOfBirth: born(25),
      educationLevel: 'universityGraduate',
      jobSeekingStatus: 'internship',
      disability: 'yes',
    },
  });
  const sema = await createUser('student', {
    name: 'Sema',
    registeredAt: at,
    profile: {
      gender: 'female',
      dateOfBirth: born(36),
      educationLevel: 'associate',
      jobSeekingStatus: 'no',
      disability: 'no',
    },
  });
  const teacher = await createUser('teacher');
  const company = await createUser('company');
  const title = uniqueTitle('Göstergeler Kursu');
  const courseId = await ok(
    await (
      await api(teacher, baseURL)
    ).post('/course/add', {
      multipart: { title, description: 'Gösterge testi', classes: '[]', test: JSON.stringify(examBody) },
    }),
  );
  for (const s of [ali, elif]) await ok(await (await api(s, baseURL)).post(`/courseEnrollement/enroll/${courseId}`));
  const right = examBody.questions.map((q) => q.correctAnswer);
  // docs/product.md's submission grades the open attempt.
  for (const s of [ali, elif]) await ok(await (await api(s, baseURL)).post(`/exam/${courseId}/attempts`));
  expect((await (await api(ali, baseURL)).post('/test/add', { data: { courseId, answers: right } })).ok()).toBe(true);
  expect(
    (
      await (await api(elif, baseURL)).post('/test/add', { data: { courseId, answers: right.map((a) => (a + 1) % 5) } })
    ).ok(),
  ).toBe(true);
  const jobId = await ok(
    await (await api(company, baseURL)).post('/job/add', { data: { title: 'Stajyer', description: 'Gösterge testi' } }),
  );
  const applicationId = await ok(await (await api(sema, baseURL)).post(`/enrollment/enroll/${jobId}`));
  expect(
    (
      await (await api(company, baseURL)).put(`/enrollment/status/${applicationId}`, { data: { status: 'Hired' } })
    ).ok(),
  ).toBe(true);
  return { title };
}

test.describe('programme indicators', () => {
  test('the admin reads the figures of the students registered on one day and downloads the same as a spreadsheet', async ({
    page,
    loginAs,
    baseURL,
  }) => {
    const day = '2025-03-10';
    const { title } = await seedDay(day, baseURL!);
    await loginAs(await createUser('admin'));
    await openSettled(page, '/admin/courses');
    await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Göstergeler' }).click();
    await expect(page).toHaveURL(/\/admin\/indicators$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Program Göstergeleri' })).toBeVisible();

    await page.getByLabel('Başlangıç tarihi').fill(day);
    await page.getByLabel('Bitiş tarihi').fill(day);
    await page.getByRole('button', { name: 'Uygula' }).click();
    await expect(page).toHaveURL(/from=2025-03-10&to=2025-03-10/);
    await expect(page.getByTestId('participants-total')).toHaveText('3 / 80 katılımcı');
    await expect(page.getByRole('progressbar', { name: 'Hedefe ulaşma' })).toHaveAttribute('aria-valuenow', '3');

    expect(counts(await tableRows(page, 'Cinsiyet tablosu'))).toEqual({ Erkek: '1', Kadın: '2', Toplam: '3' });
    expect(counts(await tableRows(page, 'Yaş grubu tablosu'))).toEqual({
      '<16': '0',
      '16-17': '1',
      '18-24': '0',
      '25-29': '1',
      '30-35': '0',
      '>35': '1',
      Toplam: '3',
    });
    expect(counts(await tableRows(page, 'Eğitim durumu tablosu'))).toMatchObject({
      'Lise mezunu': '1',
      'Üniversite mezunu': '1',
      'Ön lisans': '1',
      'İlkokul mezunu': '0',
    });
    expect(counts(await tableRows(page, 'İş arama durumu tablosu'))).toEqual({
      Hayır: '1',
      'Evet, iş arıyorum': '1',
      'Evet, staj arıyorum': '1',
      Toplam: '3',
    });
    expect(counts(await tableRows(page, 'Engellilik tablosu'))).toEqual({
      Engelli: '1',
      'Engelli değil': '2',
      Bilinmiyor: '0',
      Toplam: '3',
    });
    expect(counts(await tableRows(page, 'Süreç: kayıttan işe tablosu'))).toEqual({
      'Kayıt olan': '3',
      'Kursa kaydolan': '2',
      'Sınavı geçen': '1',
      'Sertifika alan': '1',
      'İlana başvuran': '1',
      'İşe alınan': '1',
    });
    const courseRow = (await tableRows(page, 'Kurslar tablosu')).find((r) => r[0] === title);
    expect(courseRow).toEqual([title, '2', '2', '1']);
    expect(await wcagViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel olarak indir' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^beceri-gostergeler-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = (name: string) => {
      const rows: Record<string, unknown> = {};
      book.getWorksheet(name)!.eachRow((row, n) => {
        if (n > 1) rows[String(row.getCell(1).value)] = row.getCell(2).value;
      });
      return rows;
    };
    expect(sheet('Katılımcılar')).toMatchObject({
      'Katılımcı sayısı': 3,
      Hedef: 80,
      'Kayıt tarihi (başlangıç)': day,
      'Kayıt tarihi (bitiş)': day,
    });
    expect(sheet('Cinsiyet')).toEqual({ Erkek: 1, Kadın: 2, Toplam: 3 });
    expect(sheet('Yaş grubu')).toMatchObject({ '16-17': 1, '25-29': 1, '>35': 1 });
    expect(sheet('Engellilik')).toEqual({ Engelli: 1, 'Engelli değil': 2, Bilinmiyor: 0, Toplam: 3 });
    expect(sheet('Süreç')).toEqual({
      'Kayıt olan': 3,
      'Kursa kaydolan': 2,
      'Sınavı geçen': 1,
      'Sertifika alan': 1,
      'İlana başvuran': 1,
      'İşe alınan': 1,
    });
    const courses: unknown[][] = [];
    book.getWorksheet('Kurslar')!.eachRow((row) => courses.push((row.values as unknown[]).slice(1)));
    expect(courses).toContainEqual([title, 2, 2, 1]);
  });

  test('fits a phone without sideways scrolling @phone', async ({ page, loginAs, baseURL }, info) => {
    // The desktop project runs this test too: a day of its own for each.
    const day = info.project.name === 'phone' ? '2025-03-11' : '2025-03-13';
    await seedDay(day, baseURL!);
    await loginAs(await createUser('admin'));
    await openSettled(page, `/admin/indicators?from=${day}&to=${day}`);
    await expect(page.getByTestId('participants-total')).toHaveText('3 / 80 katılımcı');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await wcagViolations(page)).toEqual([]);
  });

  test('the indicators in English @en', async ({ page, loginAs }) => {
    await createUser('student', { registeredAt: '2025-03-12T12:00:00+03:00', profile: { gender: 'male' } });
    await loginAs(await createUser('admin'));
    await openSettled(page, '/admin/indicators?from=2025-03-12&to=2025-03-12');
    await expect(page.getByRole('heading', { level: 1, name: 'Programme indicators' })).toBeVisible();
    await expect(page.getByTestId('participants-total')).toHaveText('1 / 80 participants');
    expect(counts(await tableRows(page, 'Gender table'))).toEqual({ Male: '1', Female: '0', Total: '1' });
    // Course titles and cohort names are what their authors typed, in any language.
    await expectNoTurkish(page.locator('main'), [
      page.getByRole('region', { name: 'Courses table' }),
      page.getByLabel('Cohort', { exact: true }),
    ]);
  });
});
