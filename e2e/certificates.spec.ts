import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { apiAs, createUser, expect, expectToast, test, wcagViolations, type E2EUser } from './fixtures.ts';
import { addCourse, certify } from './support/courses.ts';
import { examBody, uniqueTitle } from './support/exams.ts';
import { expectNoTurkish } from './support/english.ts';

/** A course with the three-question exam, and `student` enrolled and passed through the API (the exam's own journey is exams.spec). */
async function passedCourse(student: E2EUser, title: string): Promise<string> {
  const id = await addCourse(await createUser('teacher'), { title, description: 'Ağlar ve güvenlik.', test: examBody });
  await certify(student, id);
  const api = await apiAs(student);
  const [certificate] = (await (await api.get('/certificates')).json()) as { code: string }[];
  await api.dispose();
  return certificate.code;
}

test.describe('certificates', () => {
  test('a student downloads the certificate, copies its link, and a visitor following the link printed under the QR code sees it confirmed', async ({
    page,
    context,
    loginAs,
    baseURL,
  }) => {
    const student = await createUser('student', { name: 'Şule', surname: 'Işıkçı' });
    const title = uniqueTitle('Ağ Güvenliği');
    const code = await passedCourse(student, title);

    await loginAs(student);
    // The exam's result links here: the list's heading lands clear of the sticky header.
    await page.goto('/StudentProfile#certificates');
    const heading = page.getByRole('heading', { name: 'Sertifikalarım' });
    await expect(heading).toBeInViewport();
    const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
    await expect
      .poll(() => heading.evaluate((el) => el.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(headerBottom);
    const card = page.getByRole('region', { name: 'Sertifikalarım' }).getByRole('listitem').filter({ hasText: title });
    await expect(card).toContainText('Puan: 3/3');
    await expect(card).toContainText(code);
    expect(await wcagViolations(page, { include: 'section[aria-labelledby="certificates"]' })).toEqual([]);

    // 'İndir': the A4 PDF, whose text names the person, the course and the address of the check.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: `${title} sertifikasını indir` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`beceri-sertifika-${code}.pdf`);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Şule Işıkçı');
    expect(text).toContain(title);
    // The harness's PUBLIC_URL names no real host (port 0): the address is followed on the server under test.
    const printed = /https?:\/\/\S+(\/dogrula\/[A-Z2-7]+)/.exec(text);
    expect(printed?.[1]).toBe(`/dogrula/${code}`);
    const link = `${baseURL}${printed![1]}`;

    // 'Bağlantıyı kopyala' puts the same address on the clipboard.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await expectToast(page, 'Doğrulama bağlantısı kopyalandı.', () =>
      card.getByRole('button', { name: `${title} sertifikasının doğrulama bağlantısını kopyala` }).click(),
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // A visitor (an employer) opens it: valid, with the name, the course and the date only.
    await context.clearCookies();
    const employer = page;
    await employer.goto(link);
    const verdict = employer.getByTestId('certificate-verdict');
    await expect(verdict.getByRole('heading', { name: 'Bu sertifika geçerlidir' })).toBeVisible();
    await expect(verdict).toContainText('Şule Işıkçı');
    await expect(verdict).toContainText(title);
    await expect(verdict).not.toContainText(student.email);
    await expect(employer).toHaveTitle('Sertifika Doğrulama | Beceri');
    await expect(employer.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(employer.getByRole('link', { name: 'Giriş Yap' }).first()).toBeVisible();
    expect(await wcagViolations(employer)).toEqual([]);
  });

  test('an unknown code is not found, and another code typed as printed is checked @en @phone', async ({ page }) => {
    const student = await createUser('student', { name: 'Deniz', surname: 'Kaya' });
    const title = uniqueTitle('Python');
    const code = await passedCourse(student, title);
    const english = test.info().project.name === 'english';

    await page.goto('/dogrula/AAAAAAAAAAAAAAAA');
    await expect(
      page.getByRole('heading', { name: english ? 'Certificate not found' : 'Sertifika bulunamadı' }),
    ).toBeVisible();
    // Typed from paper: lower case, with spaces.
    await page
      .getByLabel(english ? 'Verification code' : 'Doğrulama kodu', { exact: true })
      .fill(`${code.slice(0, 8).toLowerCase()} ${code.slice(8)}`);
    await page.getByRole('button', { name: english ? 'Check' : 'Doğrula', exact: true }).click();
    await expect(page).toHaveURL(`/dogrula/${code}`);
    await expect(
      page.getByRole('heading', { name: english ? 'This certificate is valid' : 'Bu sertifika geçerlidir' }),
    ).toBeVisible();
    await expect(page.getByTestId('certificate-verdict')).toContainText('Deniz Kaya');
    if (english) await expectNoTurkish(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await wcagViolations(page)).toEqual([]);
  });
});
