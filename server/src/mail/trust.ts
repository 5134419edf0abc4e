import type { Lang } from '@beceri/domain';
import { compose, greeting, mailName, type MailContent } from './templates.ts';

/*
 * Mails of the admin actions, in the recipient's language. Besides fixed wording they carry the job title, the
 * company's name (as `mailName` allows, decision 061) and the admin's reason as plain text: the reason is the
 * platform's own word to the account (typed by an admin, never by another account), sent only to the address the
 * account registered with (docs/security.md). A suspension's reason is never mailed (docs/product.md).
 */

type Values = { jobTitle: string; reason: string; company?: string };
type Kind = 'jobUnpublished' | 'companyRejected' | 'companyApproved' | 'accountSuspended';
type Texts = { subject: string; lines: (v: Values) => string[]; label: string; path: string };

const texts: Record<Lang, Record<Kind, Texts>> = {
  tr: {
    jobUnpublished: {
      subject: 'İş ilanınız yayından kaldırıldı',
      lines: ({ jobTitle, reason }) => [
        `"${jobTitle}" iş ilanınız platform yöneticisi tarafından yayından kaldırıldı.`,
        `Gerekçe: ${reason}`,
        'İlan ve başvurular silinmedi. Sorunu giderdikten sonra yeniden yayına alınması için platform yöneticisiyle iletişime geçin.',
      ],
      label: 'İlanlarımı aç',
      path: '/CompanyProfile',
    },
    companyRejected: {
      subject: 'Şirket kaydınız onaylanmadı',
      lines: ({ reason, company }) => [
        company
          ? `${company} şirketinin Beceri platformundaki kaydı platform yöneticisi tarafından onaylanmadı.`
          : 'Beceri platformundaki şirket kaydınız platform yöneticisi tarafından onaylanmadı.',
        `Gerekçe: ${reason}`,
        'Sorularınız için bize iletişim sayfasından yazabilirsiniz.',
      ],
      label: 'Bize yazın',
      path: '/contactus',
    },
    companyApproved: {
      subject: 'Şirket kaydınız onaylandı',
      lines: ({ company }) => [
        company
          ? `${company} şirketinin Beceri platformundaki kaydı onaylandı.`
          : 'Beceri platformundaki şirket kaydınız onaylandı.',
        'İlanlarınız artık herkese açık ve başvuranların bilgilerini görebilirsiniz.',
      ],
      label: 'İlanlarımı aç',
      path: '/CompanyProfile',
    },
    accountSuspended: {
      subject: 'Hesabınız askıya alındı',
      lines: () => [
        'Beceri platformundaki hesabınız platform yöneticisi tarafından askıya alındı. Hesap askıdayken giriş yapamazsınız; hesabınızdaki bilgiler silinmedi.',
        'Bunun bir yanlışlık olduğunu düşünüyorsanız iletişim sayfasından bize yazın.',
      ],
      label: 'Bize yazın',
      path: '/contactus',
    },
  },
  en: {
    jobUnpublished: {
      subject: 'Your job posting has been taken down',
      lines: ({ jobTitle, reason }) => [
        `Your job posting "${jobTitle}" has been taken down by the platform administrator.`,
        `Reason: ${reason}`,
        'The posting and its applications were not deleted. Once the issue is resolved, contact the platform administrator to have it published again.',
      ],
      label: 'Open my job postings',
      path: '/CompanyProfile',
    },
    companyRejected: {
      subject: 'Your company registration was not approved',
      lines: ({ reason, company }) => [
        company
          ? `The registration of ${company} on the Beceri platform was not approved by the platform administrator.`
          : 'Your company registration on the Beceri platform was not approved by the platform administrator.',
        `Reason: ${reason}`,
        'If you have questions, write to us from the contact page.',
      ],
      label: 'Contact us',
      path: '/contactus',
    },
    companyApproved: {
      subject: 'Your company registration was approved',
      lines: ({ company }) => [
        company
          ? `The registration of ${company} on the Beceri platform was approved.`
          : 'Your company registration on the Beceri platform was approved.',
        "Your job postings are now public and you can see your applicants' details.",
      ],
      label: 'Open my job postings',
      path: '/CompanyProfile',
    },
    accountSuspended: {
      subject: 'Your account has been suspended',
      lines: () => [
        'Your account on the Beceri platform has been suspended by the platform administrator. While it is suspended you cannot log in; nothing in your account was deleted.',
        'If you think this is a mistake, write to us from the contact page.',
      ],
      label: 'Contact us',
      path: '/contactus',
    },
  },
};

const templateNames = {
  jobUnpublished: 'job-unpublished',
  companyRejected: 'company-rejected',
  companyApproved: 'company-approved',
  accountSuspended: 'account-suspended',
} as const;

export function trustMail(
  kind: Kind,
  v: { jobTitle?: string; reason?: string; companyName?: string | null; name?: string; publicUrl: string },
  lang: Lang = 'tr',
): MailContent {
  const t = texts[lang][kind];
  return compose({
    template: templateNames[kind],
    lang,
    subject: t.subject,
    greeting: greeting(lang, v.name),
    lines: t.lines({ jobTitle: v.jobTitle ?? '', reason: v.reason ?? '', company: mailName(v.companyName) }),
    action: { label: t.label, url: `${v.publicUrl}${t.path}` },
  });
}
