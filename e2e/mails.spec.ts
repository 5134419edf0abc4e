/**
 * Mails people act on (decision 061): a new company reads its own welcome mail — greeted by name, its company named,
 * what to do next — and verifies its address with the mail's button. The mail is read from the outbox (no SMTP_URL in
 * the browser suite) and its HTML part shown in the browser, as a mail client would show it.
 */
import { expect, outbox, signUpCompany, test, uniqueTitle } from './fixtures.ts';
import { decodeMail } from './support/mail.ts';

/** The newest mail to `email` whose subject is `subject` (decoded), once it is in the outbox. */
async function mailTo(email: string): Promise<string> {
  let mail = '';
  await expect
    .poll(async () => {
      mail = (await outbox()).map(decodeMail).findLast((m) => m.includes(`To: ${email}`)) ?? '';
      return mail;
    })
    .toContain('</html>');
  return mail;
}

const texts = {
  tr: {
    greeting: 'Merhaba Ali,',
    company: 'Körfez Kimya için Beceri şirket hesabınız',
    hidden: 'adayların bilgileri ve özgeçmişleri size gizli kalır',
    button: 'E-posta adresimi doğrula',
    verified: 'E-posta adresiniz doğrulandı',
  },
  en: {
    greeting: 'Hello Ali,',
    company: 'Your Beceri company account for Körfez Kimya',
    hidden: "your applicants' details and resumes stay hidden",
    button: 'Verify my email address',
    verified: 'Your email address is verified',
  },
};

for (const lang of ['tr', 'en'] as const)
  test(`a new company verifies its address with the button of its own welcome mail${lang === 'en' ? ' @en' : ''}`, async ({
    page,
  }) => {
    const t = texts[lang];
    const email = `hosgeldin-${uniqueTitle('')}@beceri.test`.toLowerCase();
    await signUpCompany(page, email, lang);
    const mail = await mailTo(email);

    // The text part and the HTML part both carry the same absolute link.
    const html = mail.slice(mail.indexOf('<!doctype html>'), mail.lastIndexOf('</html>') + '</html>'.length);
    const text = mail.slice(0, mail.indexOf('<!doctype html>'));
    const link = /https?:\/\/\S+?\/auth\/verify-email\?token=[\w%-]+/.exec(text)?.[0];
    expect(link).toBeTruthy();

    // Shown as a mail client shows it: greeted by name, the company named, the next steps, a real button.
    await page.setContent(html);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByText(t.greeting, { exact: true })).toBeVisible();
    await expect(page.getByText(t.company)).toBeVisible();
    await expect(page.getByText(t.hidden)).toBeVisible();
    const button = page.getByRole('link', { name: t.button, exact: true });
    await expect(button).toBeVisible();
    expect(await button.getAttribute('href')).toBe(link);
    // A button, not a bare link: a coloured box with room around the words.
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(40);
    expect(await button.evaluate((a) => getComputedStyle(a.parentElement!).backgroundColor)).toBe('rgb(29, 78, 216)');

    // The harness's PUBLIC_URL names no real host (port 0): the link's path is opened on the server under test.
    const { pathname, search } = new URL(link!);
    await page.goto(`${pathname}${search}`);
    await expect(page).toHaveURL(/\/email-verified\?result=verified$/);
    await expect(page.getByRole('heading', { level: 1, name: t.verified })).toBeVisible();
  });
