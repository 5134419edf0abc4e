import type { Lang } from '@beceri/domain';
import { escapeHtml } from '../lib/html.ts';

/*
 * E-mails in the recipient's language (`users.locale`, docs/product.md): a plain-text part and its HTML twin built
 * from the same parts (greeting, paragraphs, the one action as a button and as a link), so the two always say the
 * same; no images, no styles from elsewhere, no tracking (decision 061).
 */

export interface MailContent {
  /** The template's name: logs name it instead of the address. */
  template: string;
  subject: string;
  text: string;
  html: string;
}

/** The one thing a mail asks its reader to do: a button in the HTML part, the same absolute URL in the text part. */
export interface MailAction {
  label: string;
  url: string;
}

/** An entry of a list in a mail: its heading links to `url`; each line is plain text or a labelled link. */
export interface MailItem {
  heading: string;
  url: string;
  lines: (string | MailAction)[];
}

export interface MailParts {
  template: string;
  lang: Lang;
  subject: string;
  /** 'Merhaba Ayşe,' (see `greeting`); none for mails to the programme's own address. */
  greeting?: string;
  /** Paragraphs before the action; a paragraph may hold line breaks (a list). */
  lines: string[];
  /** A code to type (the reset code): large in the HTML part, 'Kod: 123456' in the text part. */
  code?: { label: string; value: string };
  action?: MailAction;
  /** Paragraphs after the action ('Bu kaydı siz yapmadıysanız …'). */
  after?: string[];
  /**
   * Linked entries after the paragraphs (a digest's jobs): each a heading that links to its page and plain lines under
   * it, which may carry links of their own (a missing course's page).
   */
  items?: MailItem[];
  /** How to stop mails of this kind (a digest's unsubscribe page): a link in the footer, the URL in the text part. */
  unsubscribe?: MailAction;
  /** Whether the footer says why the mail came (every mail to an account; not the contact form's to the staff). */
  footer?: boolean;
}

const common = {
  tr: {
    hello: 'Merhaba',
    fallback: 'Düğme çalışmazsa bu adresi tarayıcınızda açın:',
    footer: 'Bu e-postayı Beceri platformundaki hesabınızla ilgili olduğu için aldınız.',
  },
  en: {
    hello: 'Hello',
    fallback: 'If the button does not work, open this address in your browser:',
    footer: 'You received this email because of your account on the Beceri platform.',
  },
} satisfies Record<Lang, Record<string, string>>;

/*
 * A mail goes to an address that anyone may have typed into a form (decision 013), so it carries no free text typed
 * by someone else: fixed wording, the configured PUBLIC_URL, a job or course title as plain text, and names — a
 * person's first name in the greeting, a company's name — only when they look like a name (decision 061): letters,
 * digits, spaces and ' ’ . , & ( ) -, at most 60 characters, and no dot right before a Latin letter or digit, so no
 * name can be made into a link ('evil.example') or a sentence with an address. 'Körfez Bilişim A.Ş.' passes; anything
 * else is left out and the mail reads as it would without it.
 */
const NAME_LIKE = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} '’.,&()-]*$/u;

/** `text` when it may be named in a mail, else undefined (the mail then words the sentence without it). */
export function mailName(text: string | null | undefined, max = 60): string | undefined {
  const t = (text ?? '').trim().replace(/\s+/g, ' ');
  if (!t || t.length > max || !NAME_LIKE.test(t) || !/\p{L}/u.test(t)) return undefined;
  if (/\.[A-Za-z0-9]/.test(t) || /www|http/i.test(t)) return undefined;
  return t;
}

/** 'Merhaba Ayşe,' / 'Hello Ayşe,' — or 'Merhaba,' when the name cannot be named (see `mailName`). */
export function greeting(lang: Lang, name?: string | null): string {
  const n = mailName(name, 40);
  return n ? `${common[lang].hello} ${n},` : `${common[lang].hello},`;
}

const FONT = 'Arial,Helvetica,sans-serif';
const BLUE = '#1d4ed8';

const paragraph = (p: string) =>
  `<p style="margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:24px;color:#1f2937;white-space:pre-wrap">${escapeHtml(p)}</p>`;

/**
 * A bulletproof button: a table cell with the colour (Outlook ignores a link's padding and background) around a link
 * that is itself padded, so every client shows a button and the whole of it is clickable.
 */
const button = ({ label, url }: MailAction) => {
  const href = escapeHtml(url);
  return `<table role="presentation" border="0" cellspacing="0" cellpadding="0" style="margin:8px 0 16px"><tr>
<td align="center" bgcolor="${BLUE}" style="border-radius:6px;background:${BLUE}"><a href="${href}" target="_blank" style="display:inline-block;padding:12px 24px;border:1px solid ${BLUE};border-radius:6px;font-family:${FONT};font-size:16px;line-height:20px;font-weight:bold;color:#ffffff;text-decoration:none">${escapeHtml(label)}</a></td>
</tr></table>`;
};

/** A list entry: its heading a link, its lines plain text or links. */
const item = ({ heading, url, lines }: MailItem) =>
  `<div style="margin:0 0 16px;padding:12px 16px;border:1px solid #e5e7eb;border-radius:6px;font-family:${FONT};font-size:15px;line-height:22px;color:#1f2937">
<a href="${escapeHtml(url)}" style="color:${BLUE};font-weight:bold;font-size:16px">${escapeHtml(heading)}</a>
${lines
  .map((l) =>
    typeof l === 'string'
      ? `<div>${escapeHtml(l)}</div>`
      : `<div><a href="${escapeHtml(l.url)}" style="color:${BLUE}">${escapeHtml(l.label)}</a></div>`,
  )
  .join('\n')}
</div>`;

/** The mail's two parts from one set of parts. */
export function compose(parts: MailParts): MailContent {
  const { lang, subject, action, code } = parts;
  const t = common[lang];
  const before = [...(parts.greeting ? [parts.greeting] : []), ...parts.lines];
  const after = parts.after ?? [];
  const footer = parts.footer === false ? [] : [t.footer];

  const items = parts.items ?? [];
  const itemText = (i: MailItem) =>
    [
      `• ${i.heading}`,
      `  ${i.url}`,
      ...i.lines.map((l) => (typeof l === 'string' ? `  ${l}` : `  ${l.label}: ${l.url}`)),
    ].join('\n');
  const unsubscribe = parts.unsubscribe;
  const text = [
    ...before,
    ...items.map(itemText),
    ...(code ? [`${code.label}: ${code.value}`] : []),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...after,
    ...(footer.length || unsubscribe
      ? [`--\n${[...footer, ...(unsubscribe ? [`${unsubscribe.label}: ${unsubscribe.url}`] : [])].join('\n')}`]
      : []),
  ].join('\n\n');

  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" width="100%" border="0" cellspacing="0" cellpadding="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" border="0" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="background:${BLUE};color:#ffffff;padding:16px 24px;font-family:${FONT};font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">Beceri</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-family:${FONT};font-size:20px;line-height:28px;color:#111827">${escapeHtml(subject)}</h1>
${before.map(paragraph).join('\n')}
${items.map(item).join('\n')}
${
  code
    ? `<p style="margin:8px 0 16px;font-family:${FONT};font-size:16px;color:#1f2937">${escapeHtml(code.label)}: <strong style="font-size:28px;letter-spacing:6px">${escapeHtml(code.value)}</strong></p>`
    : ''
}${
    action
      ? `${button(action)}
<p style="margin:0 0 16px;font-family:${FONT};font-size:14px;line-height:20px;color:#4b5563">${escapeHtml(t.fallback)}<br><a href="${escapeHtml(action.url)}" style="color:${BLUE};word-break:break-all">${escapeHtml(action.url)}</a></p>`
      : ''
  }
${after.map(paragraph).join('\n')}
</td></tr>
${
  footer.length || unsubscribe
    ? `<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-family:${FONT};font-size:13px;line-height:18px;color:#6b7280">${[
        ...footer.map(escapeHtml),
        ...(unsubscribe
          ? [`<a href="${escapeHtml(unsubscribe.url)}" style="color:#4b5563">${escapeHtml(unsubscribe.label)}</a>`]
          : []),
      ].join('<br>')}</td></tr>`
    : ''
}
</table>
</td></tr></table>
</body></html>`;
  return { template: parts.template, subject, text, html };
}

const verifyLabel = { tr: 'E-posta adresimi doğrula', en: 'Verify my email address' } satisfies Record<Lang, string>;

const welcomeTexts = {
  tr: {
    title: 'Beceri platformuna hoş geldiniz',
    created:
      'Beceri hesabınız bu e-posta adresiyle oluşturuldu. Artık derslere ve iş ilanlarına göz atabilir, ilanlara başvurabilirsiniz.',
    verify: 'Son bir adım: e-posta adresinizi doğrulamak için aşağıdaki düğmeye 48 saat içinde tıklayın.',
    login: (url: string) => `Giriş: ${url}/login`,
    notYou: 'Bu kaydı siz yapmadıysanız bu e-postayı dikkate almayın.',
    loginLabel: 'Giriş yap',
  },
  en: {
    title: 'Welcome to the Beceri platform',
    created:
      'Your Beceri account was created with this email address. You can now browse courses and job postings and apply to jobs.',
    verify: 'One last step: to verify your email address, click the button below within 48 hours.',
    login: (url: string) => `Log in: ${url}/login`,
    notYou: 'If you did not sign up, please ignore this email.',
    loginLabel: 'Log in',
  },
};

/**
 * The student's welcome at sign-up, with the one-time link that verifies the address (`verifyUrl`) as its button.
 * The greeting names the person only as `mailName` allows: the address has not been confirmed yet (decision 061).
 */
export function welcomeMail(
  { publicUrl, verifyUrl, name }: { publicUrl: string; verifyUrl?: string; name?: string },
  lang: Lang = 'tr',
): MailContent {
  const t = welcomeTexts[lang];
  return compose({
    template: 'welcome',
    lang,
    subject: t.title,
    greeting: greeting(lang, name),
    lines: verifyUrl ? [t.created, t.verify] : [t.created],
    action: verifyUrl
      ? { label: verifyLabel[lang], url: verifyUrl }
      : { label: t.loginLabel, url: `${publicUrl}/login` },
    after: verifyUrl ? [t.login(publicUrl), t.notYou] : [t.notYou],
  });
}

const companyWelcomeTexts = {
  tr: {
    title: 'Şirket hesabınız oluşturuldu',
    created: (company?: string) =>
      company
        ? `${company} için Beceri şirket hesabınız bu e-posta adresiyle oluşturuldu.`
        : 'Beceri şirket hesabınız bu e-posta adresiyle oluşturuldu.',
    verify:
      'Sıradaki adım: e-posta adresinizi doğrulayın. Doğrulayana kadar ilanlarınıza başvuran adayların bilgileri ve özgeçmişleri size gizli kalır. Bağlantı 48 saat geçerlidir.',
    approval:
      'Şirket kaydınızı platform yöneticisi inceleyip onaylayacak. Onaydan önce ilanlarınızı hazırlayabilirsiniz, ancak ilanlarınız onaydan sonra yayına girer. Karar verildiğinde size e-postayla haber vereceğiz.',
    next: (url: string) => `Ardından ilk ilanınızı şirket sayfanızdan ekleyebilirsiniz: ${url}/CompanyProfile`,
    notYou: 'Bu kaydı siz yapmadıysanız bu e-postayı dikkate almayın.',
  },
  en: {
    title: 'Your company account has been created',
    created: (company?: string) =>
      company
        ? `Your Beceri company account for ${company} was created with this email address.`
        : 'Your Beceri company account was created with this email address.',
    verify:
      "Next step: verify your email address. Until you do, your applicants' details and resumes stay hidden from you. The link is valid for 48 hours.",
    approval:
      'A platform administrator will review and approve your company registration. You can prepare your job postings before that, but they go live only once you are approved. We will email you when a decision is made.',
    next: (url: string) => `Then add your first job posting from your company page: ${url}/CompanyProfile`,
    notYou: 'If you did not sign up, please ignore this email.',
  },
};

/**
 * A company's own welcome (not the student's): what to do next — verify the address (the button), that applicants
 * stay hidden until then, and with `COMPANY_APPROVAL=required` that an admin approves the account first.
 */
export function companyWelcomeMail(
  v: { publicUrl: string; verifyUrl: string; name?: string; companyName?: string; approvalRequired: boolean },
  lang: Lang = 'tr',
): MailContent {
  const t = companyWelcomeTexts[lang];
  return compose({
    template: 'company-welcome',
    lang,
    subject: t.title,
    greeting: greeting(lang, v.name),
    lines: [t.created(mailName(v.companyName)), t.verify],
    action: { label: verifyLabel[lang], url: v.verifyUrl },
    after: [...(v.approvalRequired ? [t.approval] : []), t.next(v.publicUrl), t.notYou],
  });
}

const passwordChangedTexts = {
  tr: {
    title: 'Şifreniz değiştirildi',
    line: 'Beceri hesabınızın şifresi değiştirildi ve diğer cihazlardaki oturumlarınız kapatıldı.',
    notYou: 'Bu değişikliği siz yapmadıysanız hemen yeni bir şifre belirleyin.',
    label: 'Yeni şifre belirle',
  },
  en: {
    title: 'Your password was changed',
    line: 'The password of your Beceri account was changed and your sessions on other devices were closed.',
    notYou: 'If you did not make this change, set a new password at once.',
    label: 'Set a new password',
  },
};

/** Tells the owner that their password changed, so that a change they did not make does not go unnoticed. */
export function passwordChangedMail(
  { publicUrl, name }: { publicUrl: string; name?: string },
  lang: Lang = 'tr',
): MailContent {
  const t = passwordChangedTexts[lang];
  return compose({
    template: 'password-changed',
    lang,
    subject: t.title,
    greeting: greeting(lang, name),
    lines: [t.line, t.notYou],
    action: { label: t.label, url: `${publicUrl}/forgot-password` },
  });
}

const resetCodeTexts = {
  tr: {
    title: 'Şifre sıfırlama kodunuz',
    code: 'Kod',
    intro: 'Şifrenizi sıfırlamak için aşağıdaki 6 haneli kodu kullanın. Kod 10 dakika geçerlidir.',
    byLink: 'Kodu girmek için düğmeye tıklayın; kod kabul edilmezse de bu bağlantıdan girebilirsiniz.',
    label: 'Kodu gir',
    notYou: 'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.',
  },
  en: {
    title: 'Your password reset code',
    code: 'Code',
    intro: 'Use the 6-digit code below to reset your password. The code is valid for 10 minutes.',
    byLink:
      'Click the button to enter the code; if the code is not accepted, you can still enter it through this link.',
    label: 'Enter the code',
    notYou: 'If you did not ask for this, please ignore this email; your password does not change.',
  },
};

/** The code, and the link to the code screen that names it (accepted even past the account's daily cap). */
export function resetCodeMail(
  { code, link, name }: { code: string; link: string; name?: string },
  lang: Lang = 'tr',
): MailContent {
  const t = resetCodeTexts[lang];
  return compose({
    template: 'reset-code',
    lang,
    subject: t.title,
    greeting: greeting(lang, name),
    lines: [t.intro],
    code: { label: t.code, value: code },
    action: { label: t.label, url: link },
    after: [t.byLink, t.notYou],
  });
}

/**
 * A contact message goes to the programme's own address (CONTACT_EMAIL), read by its staff: in Turkish, like the
 * activity log (docs/product.md), whatever language the sender used.
 */
export function contactMail(m: { name: string; phone: string; email: string; message: string }): MailContent {
  const title = 'İletişim formundan yeni mesaj';
  const lines = [
    `Gönderen: ${m.name || '-'}`,
    `E-posta: ${m.email || '-'}`,
    `Telefon: ${m.phone || '-'}`,
    'Mesaj:',
    m.message,
  ];
  const subject = `${title}${m.name ? `: ${m.name}` : ''}`.replace(/[\r\n]+/g, ' ').slice(0, 150);
  return { ...compose({ template: 'contact', lang: 'tr', subject: title, lines, footer: false }), subject };
}

/**
 * An admin's answer to a contact message (decision 057): the admin's own words, framed (greeting by the sender's
 * first name when it looks like one, the closing line) in the language the sender wrote in. The sender's message is
 * not quoted back: the address was typed into a public form, and a mail that repeats a stranger's text to an address
 * the same stranger typed would make the inbox a relay.
 */
const replyTexts = {
  tr: {
    subject: 'İletişim mesajınıza yanıt',
    closing:
      'Beceri platformu iletişim formuna yazdığınız mesaja yanıttır. Bu e-postayı yanıtlayarak bize yazabilirsiniz.',
  },
  en: {
    subject: 'A reply to your message',
    closing:
      'This is a reply to the message you sent through the Beceri contact form. You can write to us by replying to this email.',
  },
} satisfies Record<Lang, Record<string, string>>;

export function contactReplyMail(
  m: { subject: string; text: string; orgName: string; name?: string },
  lang: Lang = 'tr',
): MailContent {
  const t = replyTexts[lang];
  const title = (m.subject || t.subject).replace(/[\r\n]+/g, ' ').slice(0, 150);
  const firstName = m.name?.trim().split(/\s+/)[0];
  return compose({
    template: 'contact-reply',
    lang,
    subject: title,
    greeting: greeting(lang, firstName),
    lines: [m.text, t.closing, m.orgName],
    footer: false,
  });
}

const verificationTexts = {
  tr: {
    title: 'E-posta adresinizi doğrulayın',
    line: 'Beceri hesabınızın e-posta adresini doğrulamak için aşağıdaki düğmeye 48 saat içinde tıklayın. Önceki doğrulama bağlantıları artık çalışmaz.',
    notYou: 'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.',
  },
  en: {
    title: 'Verify your email address',
    line: 'To verify the email address of your Beceri account, click the button below within 48 hours. Earlier verification links no longer work.',
    notYou: 'If you did not ask for this, please ignore this email.',
  },
};

/** 'Yeniden gönder': a new one-time link; the previous one stops working. */
export function verificationMail(
  { verifyUrl, name }: { verifyUrl: string; name?: string },
  lang: Lang = 'tr',
): MailContent {
  const t = verificationTexts[lang];
  return compose({
    template: 'email-verification',
    lang,
    subject: t.title,
    greeting: greeting(lang, name),
    lines: [t.line],
    action: { label: verifyLabel[lang], url: verifyUrl },
    after: [t.notYou],
  });
}
