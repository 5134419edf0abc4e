/**
 * With the SMTP server stopped, a student signs up, applies and is shortlisted in the browser; every page answers as
 * usual. When SMTP starts again, each of the three mails arrives exactly once (the queue, decision 036, with retry
 * timings of seconds set on this spec's own server).
 */
import type { Browser } from '@playwright/test';
import { expect, expectToast, fillStudentSignup, recordToasts, samples, test, uniqueTitle } from './fixtures.ts';
import { decodeMail } from './support/mail.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

const METRICS_TOKEN = 'e2e-olcum-belirteci-0123456789';
let server: OwnServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startOwnServer({
    MAIL_RETRY_FIRST_SECONDS: '1',
    MAIL_RETRY_MAX_SECONDS: '2',
    QUEUE_POLL_SECONDS: '0.5',
    METRICS_TOKEN,
  });
});
test.afterAll(async () => {
  await server?.stop();
});

/** A browser context on this spec's server, in Turkish; its toasts are recorded like the fixtures' page's. */
async function pageOn(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'tr-TR' });
  await context.addInitScript(() => localStorage.setItem('cookie_consent', 'accepted'));
  const page = await context.newPage();
  await recordToasts(page);
  return { context, page };
}

/** The mails SMTP took for `email`, decoded. */
const mailsTo = async (email: string) =>
  (await server.outbox()).map(decodeMail).filter((m) => m.includes(`To: ${email}`));

test('sign-up, application and status change while SMTP is down: every mail arrives once when it is back', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const company = await server.createUser('company', { companyName: 'Körfez Bilişim' });
  const admin = await server.createUser('admin');
  const title = uniqueTitle('Kesinti');
  const companyCtx = await pageOn(browser);
  await server.loginAs(companyCtx.context, company);
  const posted = await companyCtx.page.request.post('/job/add', {
    data: { title, description: 'Saha ekibine destek.' },
  });
  expect(posted.ok()).toBe(true);
  const jobId = ((await posted.json()) as { id: string }).id;

  await server.stopSmtp();

  // Sign-up in the browser: answered at once, the welcome mail waits in the queue.
  const student = await pageOn(browser);
  const email = `kesinti-${Date.now()}@beceri.test`;
  await fillStudentSignup(student.page, email);
  await student.page
    .getByLabel(/Özgeçmiş/)
    .setInputFiles({ name: 'özgeçmiş.pdf', mimeType: 'application/pdf', buffer: samples.pdf });
  await student.page.getByLabel('Verilerimin işlenmesini onaylıyorum').check();
  await expectToast(student.page, 'Kayıt başarılı.', () =>
    student.page.getByRole('button', { name: 'Kayıt ol' }).click(),
  );
  // Signed in by the sign-up itself (decision 060).
  await expect(student.page).toHaveURL(/\/StudentProfile$/);

  // The application: the company's mail waits too.
  await student.page.goto(`/jobinfopage/${jobId}`);
  await expectToast(student.page, 'İşe başarıyla başvuruldu!', () =>
    student.page.getByRole('button', { name: 'Başvur', exact: true }).click(),
  );
  await expect(student.page.getByText('Durum: İnceleniyor')).toBeVisible();

  // The company shortlists her: the student's mail waits as well.
  await companyCtx.page.goto(`/hire/${jobId}`);
  const card = companyCtx.page
    .getByRole('listitem')
    .filter({ has: companyCtx.page.getByRole('heading', { name: 'Ayşe Yılmaz', exact: true }) });
  await card.getByRole('button', { name: 'Ayşe Yılmaz: Kısa listeye al' }).click();
  await expectToast(companyCtx.page, 'Ayşe Yılmaz kısa listeye alındı.', () =>
    companyCtx.page
      .getByRole('alertdialog', { name: 'Ayşe Yılmaz adlı adayı kısa listeye almak istediğinize emin misiniz?' })
      .getByRole('button', { name: 'Kısa listeye al' })
      .click(),
  );
  await expect(card.getByText('Durum: Kısa listede')).toBeVisible();

  // Nothing reached SMTP; the three mails are in the queue, refused connections recorded, none failed.
  expect(await mailsTo(email)).toHaveLength(0);
  expect(await mailsTo(company.email)).toHaveLength(0);
  const adminCtx = await pageOn(browser);
  await server.loginAs(adminCtx.context, admin);
  const queued = async () => {
    const res = await adminCtx.page.request.get('/admin/outbox?state=queued&limit=50');
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { template: string; lastError: string | null }[]).map((m) => m.template).sort();
  };
  await expect.poll(queued).toEqual(['application-shortlisted', 'new-application', 'welcome']);
  const failed = await adminCtx.page.request.get('/admin/outbox?state=failed');
  expect(failed.headers()['x-total-count']).toBe('0');

  // SMTP is back: each mail arrives, once.
  await server.startSmtp();
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 30_000 }).toBe(2);
  await expect.poll(async () => (await mailsTo(company.email)).length, { timeout: 30_000 }).toBe(1);
  await expect.poll(queued, { timeout: 10_000 }).toEqual([]);
  // A few more retry periods: nothing is sent twice.
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  const toStudent = await mailsTo(email);
  expect(toStudent).toHaveLength(2);
  expect(toStudent.filter((m) => /\/auth\/verify-email\?token=/.test(m))).toHaveLength(1);
  expect(
    toStudent.filter((m) => m.includes(`"${title}" ilanına yaptığınız başvuru kısa listeye alındı.`)),
  ).toHaveLength(1);
  const [toCompany] = await mailsTo(company.email);
  expect(toCompany).toContain(`Ayşe Yılmaz, "${title}" ilanınıza başvurdu.`);

  // The metrics show the journey's requests and the queue.
  const metrics = await adminCtx.page.request.get('/metrics', {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(metrics.ok()).toBe(true);
  const text = await metrics.text();
  expect(text).toMatch(/http_requests_total\{[^}]*route="\/auth\/register"[^}]*status="201"[^}]*\} 1/);
  expect(text).toMatch(/http_requests_total\{[^}]*route="\/enrollment\/enroll\/:jobId"[^}]*status="201"[^}]*\} 1/);
  expect(text).toContain('# TYPE queue_jobs gauge');

  for (const ctx of [student, companyCtx, adminCtx]) await ctx.context.close();
});
