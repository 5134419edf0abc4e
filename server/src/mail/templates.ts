import type { Lang } from '@beceri/domain';
import { escapeHtml } from '../lib/html.ts';

/**
 * E-mails in the recipient's language (`users.locale`, docs/product.md): plain text and a simple HTML twin, no images
 * from elsewhere, no tracking.
 */
export function layout(title: string, paragraphs: string[], highlight?: string, lang: Lang = 'tr'): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px;white-space:pre-wrap">${escapeHtml(p)}</p>`).join('');
  const code = highlight
    ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold;margin:16px 0">${escapeHtml(highlight)}</p>`
    : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f3f4f6;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;overflow:hidden">
<div style="background:#1d4ed8;color:#fff;padding:16px 24px;font-size:20px;font-weight:bold">Beceri</div>
<div style="padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${code}</div>
</div></body></html>`;
}

export interface MailContent {
  /** The template's name: logs name it instead of the address. */
  template: string;
  subject: string;
  text: string;
  html: string;
}

/*
 * A mail goes to an address that anyone may have typed into a form, so it carries no text typed by
 * someone else: fixed wording, the configured PUBLIC_URL, and at most a job or course title as plain
 * text (docs/product.md). Each template has a name, which logs use instead of the address.
 */

const welcomeTexts = {
  tr: {
    title: 'Beceri platformuna hoş geldiniz',
    lines: (url: string) => [
      'Merhaba,',
      'Beceri hesabınız bu e-posta adresiyle oluşturuldu. Artık giriş yaparak derslere ve iş ilanlarına göz atabilirsiniz.',
      `Giriş: ${url}/login`,
      'Bu kaydı siz yapmadıysanız bu e-postayı dikkate almayın.',
    ],
  },
  en: {
    title: 'Welcome to the Beceri platform',
    lines: (url: string) => [
      'Hello,',
      'Your Beceri account was created with this email address. You can now log in and browse courses and job postings.',
      `Log in: ${url}/login`,
      'If you did not sign up, please ignore this email.',
    ],
  },
};

const verifyTexts = {
  tr: (link: string) => [`E-posta adresinizi doğrulamak için bu bağlantıyı 48 saat içinde açın: ${link}`],
  en: (link: string) => [`To verify your email address, open this link within 48 hours: ${link}`],
};

/**
 * Fixed wording only: naming the typed name or company would let anyone send their text to any address. With
 * `verifyUrl` (sign-up) it carries the one-time link that verifies the address.
 */
export function welcomeMail(
  { publicUrl, verifyUrl }: { publicUrl: string; verifyUrl?: string },
  lang: Lang = 'tr',
): MailContent {
  const { title, lines } = welcomeTexts[lang];
  const paragraphs = lines(publicUrl);
  if (verifyUrl) paragraphs.splice(2, 0, ...verifyTexts[lang](verifyUrl));
  return {
    template: 'welcome',
    subject: title,
    text: paragraphs.join('\n\n'),
    html: layout(title, paragraphs, undefined, lang),
  };
}

const passwordChangedTexts = {
  tr: {
    title: 'Şifreniz değiştirildi',
    lines: (url: string) => [
      'Merhaba,',
      'Beceri hesabınızın şifresi değiştirildi ve diğer cihazlardaki oturumlarınız kapatıldı.',
      `Bu değişikliği siz yapmadıysanız hemen yeni bir şifre belirleyin: ${url}/forgot-password`,
    ],
  },
  en: {
    title: 'Your password was changed',
    lines: (url: string) => [
      'Hello,',
      'The password of your Beceri account was changed and your sessions on other devices were closed.',
      `If you did not make this change, set a new password at once: ${url}/forgot-password`,
    ],
  },
};

/** Tells the owner that their password changed, so that a change they did not make does not go unnoticed. */
export function passwordChangedMail({ publicUrl }: { publicUrl: string }, lang: Lang = 'tr'): MailContent {
  const { title, lines } = passwordChangedTexts[lang];
  const paragraphs = lines(publicUrl);
  return {
    template: 'password-changed',
    subject: title,
    text: paragraphs.join('\n\n'),
    html: layout(title, paragraphs, undefined, lang),
  };
}

const resetCodeTexts = {
  tr: {
    title: 'Şifre sıfırlama kodunuz',
    code: 'Kod',
    lines: (link: string) => [
      'Şifrenizi sıfırlamak için aşağıdaki 6 haneli kodu kullanın. Kod 10 dakika geçerlidir.',
      `Kod kabul edilmezse kodu bu bağlantıdan girin: ${link}`,
      'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.',
    ],
  },
  en: {
    title: 'Your password reset code',
    code: 'Code',
    lines: (link: string) => [
      'Use the 6-digit code below to reset your password. The code is valid for 10 minutes.',
      `If the code is not accepted, enter it through this link: ${link}`,
      'If you did not ask for this, please ignore this email; your password does not change.',
    ],
  },
};

/** The code, and the link to the code screen that names it (accepted even past the account's daily cap). */
export function resetCodeMail({ code, link }: { code: string; link: string }, lang: Lang = 'tr'): MailContent {
  const { title, lines, code: codeWord } = resetCodeTexts[lang];
  const [intro, byLink, notYou] = lines(link);
  return {
    template: 'reset-code',
    subject: title,
    text: `${intro}\n\n${codeWord}: ${code}\n\n${byLink}\n\n${notYou}`,
    html: layout(title, [intro, byLink, notYou], code, lang),
  };
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
  return { template: 'contact', subject, text: lines.join('\n\n'), html: layout(title, lines) };
}

/**
 * An admin's answer to a contact message (decision 057): the admin's own words, under a fixed greeting and
 * signature. The sender's message is not quoted back: the address was typed into a public form, and a mail that
 * repeats a stranger's text to an address the same stranger typed would make the inbox a relay.
 */
export function contactReplyMail(m: { subject: string; text: string; orgName: string }): MailContent {
  const title = (m.subject || 'İletişim mesajınıza yanıt').replace(/[\r\n]+/g, ' ').slice(0, 150);
  const lines = [
    'Merhaba,',
    m.text,
    `Beceri platformu iletişim formuna yazdığınız mesaja yanıttır. Bu e-postayı yanıtlayarak bize yazabilirsiniz.`,
    m.orgName,
  ];
  return { template: 'contact-reply', subject: title, text: lines.join('\n\n'), html: layout(title, lines) };
}

const verificationTexts = {
  tr: {
    title: 'E-posta adresinizi doğrulayın',
    lines: (link: string) => [
      'Merhaba,',
      `Beceri hesabınızın e-posta adresini doğrulamak için bu bağlantıyı 48 saat içinde açın: ${link}`,
      'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.',
    ],
  },
  en: {
    title: 'Verify your email address',
    lines: (link: string) => [
      'Hello,',
      `To verify the email address of your Beceri account, open this link within 48 hours: ${link}`,
      'If you did not ask for this, please ignore this email.',
    ],
  },
};

/** 'Yeniden gönder': a new one-time link; the previous one stops working. */
export function verificationMail({ verifyUrl }: { verifyUrl: string }, lang: Lang = 'tr'): MailContent {
  const { title, lines } = verificationTexts[lang];
  const paragraphs = lines(verifyUrl);
  return {
    template: 'email-verification',
    subject: title,
    text: paragraphs.join('\n\n'),
    html: layout(title, paragraphs, undefined, lang),
  };
}
