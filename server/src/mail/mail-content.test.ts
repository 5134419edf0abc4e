import { describe, expect, it } from 'vitest';
import type { Lang } from '@beceri/domain';
import { escapeHtml } from '../lib/html.ts';
import { applicationStatusMail } from './application-status.ts';
import { sessionChangeMail } from './lab-sessions.ts';
import { newApplicationsMail } from './new-application.ts';
import {
  companyWelcomeMail,
  greeting,
  mailName,
  passwordChangedMail,
  resetCodeMail,
  verificationMail,
  welcomeMail,
  type MailContent,
} from './templates.ts';
import { trustMail } from './trust.ts';

const URL_ = 'https://beceri.example';
const VERIFY = `${URL_}/auth/verify-email?token=abc&x=1`;
const JOB = '11111111-1111-4111-8111-111111111111';

/** The bulletproof button's link: the `<a>` inside the coloured table cell. */
const buttonHref = (html: string) => {
  const m = /<td align="center" bgcolor="[^"]+"[^>]*><a href="([^"]+)"/.exec(html);
  return m ? m[1].replaceAll('&amp;', '&') : undefined;
};

interface Case {
  name: string;
  mail: (lang: Lang) => MailContent;
  greets: string;
  /** What the mail must name (a company, a job, a course), in both parts. */
  names: string[];
  url: string;
}

const cases: Case[] = [
  {
    name: 'welcome (student, with the verification link)',
    mail: (lang) => welcomeMail({ publicUrl: URL_, verifyUrl: VERIFY, name: 'Ayşe' }, lang),
    greets: 'Ayşe',
    names: [],
    url: VERIFY,
  },
  {
    name: 'company welcome',
    mail: (lang) =>
      companyWelcomeMail(
        {
          publicUrl: URL_,
          verifyUrl: VERIFY,
          name: 'Mehmet',
          companyName: 'Körfez Bilişim A.Ş.',
          approvalRequired: true,
        },
        lang,
      ),
    greets: 'Mehmet',
    names: ['Körfez Bilişim A.Ş.'],
    url: VERIFY,
  },
  {
    name: 'e-mail verification',
    mail: (lang) => verificationMail({ verifyUrl: VERIFY, name: 'Ayşe' }, lang),
    greets: 'Ayşe',
    names: [],
    url: VERIFY,
  },
  ...(['Shortlisted', 'Hired'] as const).map((status): Case => ({
    name: `application ${status}`,
    mail: (lang) =>
      applicationStatusMail(
        { jobTitle: 'Ağ Teknisyeni', companyName: 'Körfez Bilişim', name: 'Ayşe', status, publicUrl: URL_ },
        lang,
      ),
    greets: 'Ayşe',
    names: ['"Ağ Teknisyeni"', 'Körfez Bilişim'],
    url: `${URL_}/StudentProfile`,
  })),
  {
    name: 'application Rejected',
    mail: (lang) =>
      applicationStatusMail(
        { jobTitle: 'Ağ Teknisyeni', companyName: 'Körfez Bilişim', name: 'Ayşe', status: 'Rejected', publicUrl: URL_ },
        lang,
      ),
    greets: 'Ayşe',
    names: ['"Ağ Teknisyeni"', 'Körfez Bilişim'],
    url: `${URL_}/jobs`,
  },
  {
    name: 'one new application',
    mail: (lang) =>
      newApplicationsMail(
        {
          applications: [{ applicantName: 'Ayşe Yılmaz', jobId: JOB, jobTitle: 'Tekniker' }],
          name: 'Mehmet',
          publicUrl: URL_,
        },
        lang,
      ),
    greets: 'Mehmet',
    names: ['Ayşe Yılmaz', '"Tekniker"'],
    url: `${URL_}/hire/${JOB}`,
  },
  {
    name: 'new applications to a job collected',
    mail: (lang) =>
      newApplicationsMail(
        {
          applications: [
            { applicantName: 'Ali Kaya', jobId: JOB, jobTitle: 'Tekniker' },
            { applicantName: 'Zeynep Ak', jobId: JOB, jobTitle: 'Tekniker' },
          ],
          name: 'Mehmet',
          publicUrl: URL_,
        },
        lang,
      ),
    greets: 'Mehmet',
    names: ['Ali Kaya', 'Zeynep Ak', '"Tekniker"'],
    url: `${URL_}/hire/${JOB}`,
  },
  {
    name: 'company approved',
    mail: (lang) =>
      trustMail('companyApproved', { name: 'Mehmet', companyName: 'Körfez Bilişim', publicUrl: URL_ }, lang),
    greets: 'Mehmet',
    names: ['Körfez Bilişim'],
    url: `${URL_}/CompanyProfile`,
  },
  {
    name: 'company rejected',
    mail: (lang) =>
      trustMail(
        'companyRejected',
        { name: 'Mehmet', companyName: 'Körfez Bilişim', reason: 'Vergi levhası eksik', publicUrl: URL_ },
        lang,
      ),
    greets: 'Mehmet',
    names: ['Körfez Bilişim', 'Vergi levhası eksik'],
    url: `${URL_}/contactus`,
  },
  {
    name: 'job taken down',
    mail: (lang) =>
      trustMail(
        'jobUnpublished',
        { name: 'Mehmet', jobTitle: 'Tekniker', reason: 'Eksik bilgi', publicUrl: URL_ },
        lang,
      ),
    greets: 'Mehmet',
    names: ['"Tekniker"'],
    url: `${URL_}/CompanyProfile`,
  },
  {
    name: 'account suspended',
    mail: (lang) => trustMail('accountSuspended', { name: 'Ayşe', publicUrl: URL_ }, lang),
    greets: 'Ayşe',
    names: [],
    url: `${URL_}/contactus`,
  },
  {
    name: 'password reset code',
    mail: (lang) =>
      resetCodeMail({ code: '123456', link: `${URL_}/otp?email=a%40b.example&reset=r1`, name: 'Ayşe' }, lang),
    greets: 'Ayşe',
    names: ['123456'],
    url: `${URL_}/otp?email=a%40b.example&reset=r1`,
  },
  {
    name: 'password changed',
    mail: (lang) => passwordChangedMail({ publicUrl: URL_, name: 'Ayşe' }, lang),
    greets: 'Ayşe',
    names: [],
    url: `${URL_}/forgot-password`,
  },
  {
    name: 'lab session moved',
    mail: (lang) =>
      sessionChangeMail(
        {
          change: 'moved',
          courseTitle: 'Python 101',
          sessions: [
            {
              startsAt: new Date('2026-12-01T06:00:00Z'),
              endsAt: new Date('2026-12-01T09:00:00Z'),
              room: 'BT Laboratuvarı',
            },
          ],
          name: 'Ayşe',
          publicUrl: URL_,
        },
        lang,
      ),
    greets: 'Ayşe',
    names: ['"Python 101"', '09:00', 'BT Laboratuvarı'],
    url: `${URL_}/timetable`,
  },
];

describe('mails people act on', () => {
  for (const c of cases)
    for (const lang of ['tr', 'en'] as const)
      it(`${c.name} (${lang}): greets by name, names what it is about, one button whose link the text repeats`, () => {
        const mail = c.mail(lang);
        const hello = lang === 'tr' ? 'Merhaba' : 'Hello';
        expect(mail.text.startsWith(`${hello} ${c.greets},\n\n`)).toBe(true);
        expect(mail.html).toContain(`>${hello} ${c.greets},</p>`);
        for (const thing of c.names) {
          expect(mail.text).toContain(thing);
          expect(mail.html).toContain(escapeHtml(thing));
        }
        expect(buttonHref(mail.html)).toBe(c.url);
        expect(mail.text).toContain(c.url);
        // The link is absolute, built from PUBLIC_URL.
        expect(c.url.startsWith(`${URL_}/`)).toBe(true);
        expect(mail.html).toContain(`<html lang="${lang}">`);
        expect(mail.html).not.toMatch(/<img|<script|src=|url\(/i);
        // The subject is no shout: not all capitals, no exclamation marks in a row.
        expect(mail.subject).not.toBe(mail.subject.toLocaleUpperCase(lang));
        expect(mail.subject).not.toMatch(/!!|\$\$/);
      });

  it('say the same in the text and the HTML part: every paragraph of the text is in the HTML', () => {
    for (const c of cases)
      for (const lang of ['tr', 'en'] as const) {
        const mail = c.mail(lang);
        for (const p of mail.text.split('\n\n')) {
          const para = p.replace(/^--\n/, '');
          // 'Label: https://…' is the button and the link beneath it.
          const action = /^(.+): (https:\/\/\S+)$/.exec(para);
          if (action && action[2] === c.url) {
            expect(mail.html).toContain(`>${escapeHtml(action[1])}</a>`);
            continue;
          }
          if (/^(Kod|Code): /.test(para)) continue;
          expect(mail.html, `${c.name} ${lang}: ${para}`).toContain(escapeHtml(para));
        }
      }
  });

  it('are in English in English, Turkish letters only where a name or title brings them', () => {
    for (const c of cases) {
      const en = c.mail('en');
      let rest = `${en.subject}\n${en.text}`;
      for (const n of [...c.names, 'Ayşe', 'Körfez Bilişim A.Ş.', 'Körfez Bilişim', 'Ağ Teknisyeni', 'BT Laboratuvarı'])
        rest = rest.replaceAll(n, '');
      expect(rest, c.name).not.toMatch(/[çğıöşüÇĞİÖŞÜ]/);
      expect(en.subject).not.toBe(c.mail('tr').subject);
      expect(en.template).toBe(c.mail('tr').template);
    }
  });

  it('names the job and lists each collected applicant, linking the job’s hire page', () => {
    const mail = newApplicationsMail(
      {
        applications: [
          { applicantName: 'Ali Kaya', jobId: JOB, jobTitle: 'Tekniker' },
          { applicantName: 'Zeynep Ak', jobId: JOB, jobTitle: 'Tekniker' },
        ],
        name: 'Mehmet',
        publicUrl: URL_,
      },
      'tr',
    );
    expect(mail.subject).toBe('"Tekniker" ilanınıza 2 yeni başvuru');
    expect(mail.text).toContain(
      'Son bir saat içinde "Tekniker" ilanınıza 2 yeni başvuru geldi:\n\n• Ali Kaya\n• Zeynep Ak',
    );
    expect(buttonHref(mail.html)).toBe(`${URL_}/hire/${JOB}`);
  });

  it('tells a company under COMPANY_APPROVAL=required that an admin approves it, and not otherwise', () => {
    const mail = (approvalRequired: boolean, lang: Lang) =>
      companyWelcomeMail(
        { publicUrl: URL_, verifyUrl: VERIFY, name: 'Mehmet', companyName: 'Körfez', approvalRequired },
        lang,
      );
    expect(mail(true, 'tr').text).toContain('platform yöneticisi inceleyip onaylayacak');
    expect(mail(false, 'tr').text).not.toContain('onaylayacak');
    expect(mail(true, 'en').text).toContain('administrator will review and approve');
    for (const lang of ['tr', 'en'] as const) {
      expect(mail(false, lang).text).toMatch(
        lang === 'tr' ? /adayların bilgileri .* gizli kalır/ : /applicants' details .* hidden/,
      );
    }
  });
});

describe('names in mails (no relay for typed text)', () => {
  it('names what looks like a name, Turkish company forms included', () => {
    for (const ok of ['Ayşe', 'Ayşe Nur', "O'Brien", 'Körfez Bilişim A.Ş.', 'Ak & Kara Ltd. Şti.', '3M Türkiye'])
      expect(mailName(ok)).toBe(ok);
  });

  it('leaves out anything that could be a link, an address or a sentence', () => {
    for (const bad of [
      'evil.example',
      'Hesabınız askıya alındı, http://evil.example adresine girin',
      'www evil',
      'a@b',
      'x/y',
      'Ödeme: 100 TL',
      'x'.repeat(61),
      '',
      '123',
    ])
      expect(mailName(bad), bad).toBeUndefined();
    expect(greeting('tr', 'evil.example')).toBe('Merhaba,');
    expect(greeting('en', undefined)).toBe('Hello,');
    const status = applicationStatusMail(
      { jobTitle: 'Tekniker', companyName: 'Kazan.example', name: 'Ayşe', status: 'Hired', publicUrl: URL_ },
      'tr',
    );
    expect(status.text).not.toContain('Kazan.example');
    expect(status.text).toContain('"Tekniker" ilanına yaptığınız başvuru');
  });
});
