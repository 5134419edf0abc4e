import type { Lang } from '@beceri/domain';
import { layout, type MailContent } from './templates.ts';

/*
 * Mails of the admin actions, in the recipient's language. Besides fixed wording they carry the job title
 * and the admin's reason as plain text: the reason is the platform's own word to the account (typed by an admin,
 * never by another account), sent only to the address the account registered with (docs/security.md).
 */

type Lines = (v: { jobTitle: string; reason: string; url: string }) => string[];
const texts: Record<
  Lang,
  Record<'jobUnpublished' | 'companyRejected' | 'companyApproved', { subject: string; lines: Lines }>
> = {
  tr: {
    jobUnpublished: {
      subject: 'İş ilanınız yayından kaldırıldı',
      lines: ({ jobTitle, reason, url }) => [
        'Merhaba,',
        `"${jobTitle}" iş ilanınız platform yöneticisi tarafından yayından kaldırıldı.`,
        `Gerekçe: ${reason}`,
        'İlan ve başvurular silinmedi. Sorunu giderdikten sonra yeniden yayına alınması için platform yöneticisiyle iletişime geçin.',
        `İlanlarınız: ${url}/CompanyProfile`,
      ],
    },
    companyRejected: {
      subject: 'Şirket kaydınız onaylanmadı',
      lines: ({ reason, url }) => [
        'Merhaba,',
        'Beceri platformundaki şirket kaydınız platform yöneticisi tarafından onaylanmadı.',
        `Gerekçe: ${reason}`,
        `Sorularınız için: ${url}/contact`,
      ],
    },
    companyApproved: {
      subject: 'Şirket kaydınız onaylandı',
      lines: ({ url }) => [
        'Merhaba,',
        'Beceri platformundaki şirket kaydınız onaylandı. İlanlarınız artık herkese açık ve başvuranların bilgilerini görebilirsiniz.',
        `İlanlarınız: ${url}/CompanyProfile`,
      ],
    },
  },
  en: {
    jobUnpublished: {
      subject: 'Your job posting has been taken down',
      lines: ({ jobTitle, reason, url }) => [
        'Hello,',
        `Your job posting "${jobTitle}" has been taken down by the platform administrator.`,
        `Reason: ${reason}`,
        'The posting and its applications were not deleted. Once the issue is resolved, contact the platform administrator to have it published again.',
        `Your postings: ${url}/CompanyProfile`,
      ],
    },
    companyRejected: {
      subject: 'Your company registration was not approved',
      lines: ({ reason, url }) => [
        'Hello,',
        'Your company registration on the Beceri platform was not approved by the platform administrator.',
        `Reason: ${reason}`,
        `Questions: ${url}/contact`,
      ],
    },
    companyApproved: {
      subject: 'Your company registration was approved',
      lines: ({ url }) => [
        'Hello,',
        "Your company registration on the Beceri platform was approved. Your job postings are now public and you can see your applicants' details.",
        `Your postings: ${url}/CompanyProfile`,
      ],
    },
  },
};

const templateNames = {
  jobUnpublished: 'job-unpublished',
  companyRejected: 'company-rejected',
  companyApproved: 'company-approved',
} as const;

export function trustMail(
  kind: keyof typeof templateNames,
  v: { jobTitle?: string; reason?: string; publicUrl: string },
  lang: Lang = 'tr',
): MailContent {
  const { subject, lines } = texts[lang][kind];
  const paragraphs = lines({ jobTitle: v.jobTitle ?? '', reason: v.reason ?? '', url: v.publicUrl });
  return {
    template: templateNames[kind],
    subject,
    text: paragraphs.join('\n\n'),
    html: layout(subject, paragraphs, undefined, lang),
  };
}
