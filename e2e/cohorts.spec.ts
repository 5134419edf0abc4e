import type { Page } from '@playwright/test';
import {
  apiAs,
  createUser,
  exclusive,
  expect,
  expectToast,
  fillStudentSignup,
  openSettled,
  samples,
  test,
  wcagViolations,
} from './fixtures.ts';

/**
 * Cohorts (decision 053): an admin adds a cohort and opens it, the home page shows its facts in both languages, and a
 * student who signs up is counted in it. The open cohort is shared by every spec: the new one starts from the open
 * one's facts and window (the form copies them), adds a sentence of its own, and the first cohort is opened again
 * at the end.
 */

const MARK = `E2E dönemi ${Math.random().toString(36).slice(2, 7)}`;
const MARK_EN = `E2E cohort ${MARK.slice(-5)}`;

async function reopen(page: Page, name: string) {
  await page.getByRole('button', { name: `“${name}” dönemini aç` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`“${name}” dönemini açmak istediğinize emin misiniz?`);
  await expectToast(page, `“${name}” dönemi açıldı.`, () => dialog.getByRole('button', { name: 'Dönemi aç' }).click());
}

test('an admin adds and opens a cohort; the home page shows its facts; a new student counts in it', async ({
  page,
  loginAs,
  browser,
}) => {
  const admin = await createUser('admin');
  await loginAs(admin);
  await exclusive('open-cohort', async () => {
    await openSettled(page, '/admin/cohorts');
    const listed = (await (await (await apiAs(admin)).get('/admin/cohorts?limit=100')).json()) as {
      name: string;
      status: string;
    }[];
    const first = listed.find((c) => c.status === 'open')!.name;
    await page.getByRole('button', { name: 'Yeni dönem' }).click();
    const form = page.getByRole('form', { name: 'Yeni dönem' });
    const name = `Güz ${MARK}`;
    await form.getByLabel('Dönemin adı', { exact: true }).fill(name);
    await form.getByLabel('Başlangıç tarihi').fill('2026-10-01');
    await form.getByLabel('Bitiş tarihi').fill('2027-09-30');
    const lab = form.getByLabel('Laboratuvar (Türkçe)');
    await lab.fill(`${await lab.inputValue()} ${MARK}.`);
    const labEn = form.getByLabel('Laboratuvar (İngilizce)');
    await labEn.fill(`${await labEn.inputValue()} ${MARK_EN}.`);
    await expectToast(page, `“${name}” dönemi kaydedildi.`, () => form.getByRole('button', { name: 'Kaydet' }).click());
    await expect(page.getByRole('list', { name: 'Dönemler' }).locator('li', { hasText: name })).toContainText('Kapalı');

    try {
      await page.getByRole('button', { name: `“${name}” dönemini aç` }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(`Şu an açık olan “${first}” dönemi kapanacak.`);
      await expectToast(page, `“${name}” dönemi açıldı.`, () =>
        dialog.getByRole('button', { name: 'Dönemi aç' }).click(),
      );
      await expect(page.getByRole('list', { name: 'Dönemler' }).locator('li', { hasText: name })).toContainText('Açık');
      expect(await wcagViolations(page, { include: 'main' })).toEqual([]);

      // The home page, as a visitor, in Turkish and in English.
      const visitor = await browser.newContext();
      const home = await visitor.newPage();
      await home.goto('/');
      await expect(home.locator('main')).toContainText(MARK);
      await home.goto('/?lang=en');
      await expect(home.locator('main')).toContainText(MARK_EN);

      // A student signs up and is counted in this cohort's indicators.
      await home.goto('/?lang=tr');
      const email = `kohort-${Date.now()}@example.com`;
      await fillStudentSignup(home, email);
      await home
        .getByLabel(/Özgeçmiş/)
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: samples.pdf });
      await home.getByLabel('Verilerimin işlenmesini onaylıyorum').check();
      // A page of its own context (no toast recorder): signed up once it leaves the form.
      await home.getByRole('button', { name: 'Kayıt ol' }).click();
      await expect(home).not.toHaveURL(/\/signup/);
      await visitor.close();

      const api = await apiAs(admin);
      const cohorts = await (await api.get('/admin/cohorts?limit=100')).json();
      const made = (cohorts as { id: string; name: string }[]).find((c) => c.name === name)!;
      const members = (await (await api.get(`/admin/users?cohort=${made.id}&limit=100`)).json()) as { email: string }[];
      expect(members.map((m) => m.email.toLowerCase())).toContain(email);
      await openSettled(page, `/admin/indicators?cohort=${made.id}`);
      await expect(page.getByLabel('Dönem')).toHaveValue(made.id);
      // Students other specs sign up meanwhile join the open cohort too: this one counts, perhaps not alone.
      await expect(page.getByTestId('participants-total')).toContainText(/^[1-9]\d* \/ 80 katılımcı$/);
      const lab = page.getByRole('region', { name: /Laboratuvar saatleri ve tamamlama/ });
      await expect(lab).toContainText('Planlanan saat');
      await expect(lab).toContainText('Staja yerleşen kişi');
    } finally {
      await openSettled(page, '/admin/cohorts');
      await reopen(page, first);
    }
  });
});

test('the cohorts screen in English and on a phone @en @phone', async ({ page, loginAs }) => {
  const admin = await createUser('admin');
  await loginAs(admin);
  await openSettled(page, '/admin/cohorts');
  await expect(page.locator('main h1')).toHaveText(/Dönemler|Cohorts/);
  await expect(page.locator('main li').first()).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  const overflow = await page.locator('main').evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
