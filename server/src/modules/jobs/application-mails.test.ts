import { describe, expect, it } from 'vitest';
import { createUser, injectAs, type TestUser } from '../../../test/helpers.ts';
import { appWithSmtp } from '../../../test/smtp.ts';

/*
 * A company's new applications (decision 061), job by job: the first since the job's last such mail goes at once,
 * later ones within the window go out together at its end. The window is an hour in production; here 3 seconds, with the
 * queue polling twice a second, so the hour passes in the test's time.
 */
const WINDOW_SECONDS = 3;

describe("a company's mails of new applications", () => {
  const ctx = appWithSmtp({
    PUBLIC_URL: 'https://beceri.example',
    APPLICATION_MAIL_WINDOW_SECONDS: String(WINDOW_SECONDS),
    QUEUE_POLL_SECONDS: '0.5',
  });

  const addJob = async (company: TestUser, title: string): Promise<string> => {
    const res = await injectAs(ctx.app, company, {
      method: 'POST',
      url: '/job/add',
      payload: { title, description: 'Vardiyalı çalışma' },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  };
  const apply = async (student: TestUser, jobId: string): Promise<string> => {
    const res = await injectAs(ctx.app, student, { method: 'POST', url: `/enrollment/enroll/${jobId}` });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  };
  const mailsTo = (email: string) => ctx.smtp.messages.filter((m) => m.rcptTo.includes(email.toLowerCase()));
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('mails a job’s first application at once and its next ones of the hour in one mail at its end', async () => {
    const company = await createUser(ctx.app, 'company', { name: 'Mehmet', companyName: 'Körfez Bilişim' });
    const [technician, intern] = [await addJob(company, 'Tekniker'), await addJob(company, 'Stajyer')];
    const [ali, zeynep, can, eren, deniz] = await Promise.all(
      ['Ali', 'Zeynep', 'Can', 'Eren', 'Deniz'].map((name) =>
        createUser(ctx.app, 'student', { name, surname: 'Kaya' }),
      ),
    );

    const started = Date.now();
    await apply(ali, technician);
    const first = await ctx.smtp.next(company.email);
    expect(first.subject).toBe('"Tekniker" ilanınıza yeni başvuru');
    expect(first.text?.startsWith('Merhaba Mehmet,')).toBe(true);
    expect(first.text).toContain('Ali Kaya, "Tekniker" ilanınıza başvurdu.');
    expect(first.text).toContain(`https://beceri.example/hire/${technician}`);

    // Another ad's first application is not held by the first ad's hour.
    await apply(zeynep, intern);
    const second = await ctx.smtp.next(company.email);
    expect(second.subject).toBe('"Stajyer" ilanınıza yeni başvuru');

    await apply(can, technician);
    await apply(eren, technician);
    // One that is withdrawn before the hour ends is not listed.
    const withdrawn = await apply(deniz, technician);
    expect(
      (await injectAs(ctx.app, deniz, { method: 'DELETE', url: `/enrollment/${withdrawn}` })).statusCode,
    ).toBeLessThan(300);

    // Within the window nothing more is sent…
    await sleep(1000);
    expect(mailsTo(company.email)).toHaveLength(2);

    // …and at its end one mail lists the other two.
    const collected = await ctx.smtp.next(company.email, (WINDOW_SECONDS + 6) * 1000);
    expect(Date.now() - started).toBeGreaterThanOrEqual((WINDOW_SECONDS - 0.5) * 1000);
    expect(collected.subject).toBe('"Tekniker" ilanınıza 2 yeni başvuru');
    expect(collected.text?.startsWith('Merhaba Mehmet,')).toBe(true);
    expect(collected.text).toContain('• Can Kaya\n• Eren Kaya');
    expect(collected.text).not.toContain('Ali Kaya');
    expect(collected.text).not.toContain('Deniz Kaya');
    expect(collected.html).toContain(`href="https://beceri.example/hire/${technician}"`);

    // The collected mail starts the job's next window: an application right after it waits too…
    const selin = await createUser(ctx.app, 'student', { name: 'Selin', surname: 'Kaya' });
    await apply(selin, technician);
    await sleep(1000);
    expect(mailsTo(company.email)).toHaveLength(3);
    const fourth = await ctx.smtp.next(company.email, (WINDOW_SECONDS + 6) * 1000);
    expect(fourth.subject).toBe('"Tekniker" ilanınıza yeni başvuru');
    expect(fourth.text).toContain('Selin Kaya, "Tekniker" ilanınıza başvurdu.');

    // …and once a whole window has passed with no mail, the next application is mailed at once again.
    await sleep((WINDOW_SECONDS + 0.5) * 1000);
    const fatma = await createUser(ctx.app, 'student', { name: 'Fatma', surname: 'Kaya' });
    const before = Date.now();
    await apply(fatma, technician);
    const fifth = await ctx.smtp.next(company.email);
    expect(Date.now() - before).toBeLessThan(WINDOW_SECONDS * 1000);
    expect(fifth.text).toContain('Fatma Kaya, "Tekniker" ilanınıza başvurdu.');
  }, 40_000);

  it('sends one mail at once, not two, when two students apply at the same moment', async () => {
    const company = await createUser(ctx.app, 'company');
    const job = await addJob(company, 'Operatör');
    const [a, b] = await Promise.all(
      ['Ece', 'Efe'].map((name) => createUser(ctx.app, 'student', { name, surname: 'Tan' })),
    );
    await Promise.all([apply(a, job), apply(b, job)]);
    const first = await ctx.smtp.next(company.email);
    expect(first.subject).toBe('"Operatör" ilanınıza yeni başvuru');
    await sleep(1000);
    expect(mailsTo(company.email)).toHaveLength(1);
    const second = await ctx.smtp.next(company.email, (WINDOW_SECONDS + 6) * 1000);
    // Whichever came second is in the mail at the window's end, alone: each applicant is told of exactly once.
    const named = [first.text, second.text].map((t) =>
      t?.includes('Ece Tan') ? 'Ece' : t?.includes('Efe Tan') ? 'Efe' : '',
    );
    expect(named.sort()).toEqual(['Ece', 'Efe']);
  }, 20_000);

  it("keeps companies apart: one company's window does not hold another's first mail", async () => {
    const [one, two] = [await createUser(ctx.app, 'company'), await createUser(ctx.app, 'company')];
    const [jobOne, jobTwo] = [await addJob(one, 'Kaynakçı'), await addJob(two, 'Kaynakçı')];
    const student = await createUser(ctx.app, 'student', { name: 'Selin', surname: 'Ak' });
    await apply(student, jobOne);
    await apply(student, jobTwo);
    expect((await ctx.smtp.next(one.email)).text).toContain('Selin Ak, "Kaynakçı"');
    expect((await ctx.smtp.next(two.email)).text).toContain('Selin Ak, "Kaynakçı"');
  });

  it("mails in the company's language", async () => {
    const company = await createUser(ctx.app, 'company', { name: 'Mehmet' });
    await injectAs(ctx.app, company, { method: 'PUT', url: '/me/locale', payload: { locale: 'en' } });
    const job = await addJob(company, 'Welder');
    const student = await createUser(ctx.app, 'student', { name: 'Selin', surname: 'Ak' });
    await apply(student, job);
    const mail = await ctx.smtp.next(company.email);
    expect(mail.subject).toBe('New application to "Welder"');
    expect(mail.text?.startsWith('Hello Mehmet,')).toBe(true);
    expect(mail.html).toContain(`href="https://beceri.example/hire/${job}"`);
  });
});
