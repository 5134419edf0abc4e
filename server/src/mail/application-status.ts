import type { ApplicationStatus, Lang } from '@beceri/domain';
import { layout, type MailContent } from './templates.ts';

export interface ApplicationStatusMailInput {
  jobTitle: string;
  /** The status the application moved to ('In Review' is never a move's target). */
  status: Exclude<ApplicationStatus, 'In Review'>;
  publicUrl: string;
}

type Texts = { subject: string; lines: (job: string, url: string) => string[] };

const texts: Record<Lang, Record<ApplicationStatusMailInput['status'], Texts>> = {
  tr: {
    Shortlisted: {
      subject: 'Başvurunuz kısa listeye alındı',
      lines: (job, url) => [
        'Merhaba,',
        `"${job}" ilanına yaptığınız başvuru kısa listeye alındı.`,
        'Şirket sizinle iletişime geçebilir. Başvurularınızın durumunu profil sayfanızdan izleyebilirsiniz.',
        `Profiliniz: ${url}/StudentProfile`,
      ],
    },
    Rejected: {
      subject: 'Başvurunuz hakkında',
      lines: (job, url) => [
        'Merhaba,',
        `"${job}" ilanına yaptığınız başvuru değerlendirildi ve bu kez olumlu sonuçlanmadı.`,
        'İlginiz için teşekkür ederiz. Yeni ilanlara platformdan başvurmaya devam edebilirsiniz.',
        `İş ilanları: ${url}/jobs`,
      ],
    },
    Hired: {
      subject: 'Tebrikler, işe alındınız!',
      lines: (job, url) => [
        'Merhaba,',
        `"${job}" ilanına yaptığınız başvuru değerlendirildi ve işe alındınız.`,
        'Şirket sizinle iletişime geçecektir. Başvurularınızın durumunu profil sayfanızdan izleyebilirsiniz.',
        `Profiliniz: ${url}/StudentProfile`,
      ],
    },
  },
  en: {
    Shortlisted: {
      subject: 'Your application has been shortlisted',
      lines: (job, url) => [
        'Hello,',
        `Your application to the job "${job}" has been shortlisted.`,
        'The company may contact you. You can follow the status of your applications on your profile page.',
        `Your profile: ${url}/StudentProfile`,
      ],
    },
    Rejected: {
      subject: 'About your application',
      lines: (job, url) => [
        'Hello,',
        `Your application to the job "${job}" was reviewed and was not successful this time.`,
        'Thank you for your interest. You can keep applying to new jobs on the platform.',
        `Jobs: ${url}/jobs`,
      ],
    },
    Hired: {
      subject: 'Congratulations, you have been hired!',
      lines: (job, url) => [
        'Hello,',
        `Your application to the job "${job}" was reviewed and you have been hired.`,
        'The company will contact you. You can follow the status of your applications on your profile page.',
        `Your profile: ${url}/StudentProfile`,
      ],
    },
  },
};

const templateOf = {
  Shortlisted: 'application-shortlisted',
  Rejected: 'application-rejected',
  Hired: 'hired',
} as const;

/**
 * Tells a student, in their language, that the status of one of their applications changed (one mail per change).
 * Only the job title, as plain text, comes from someone else (docs/product.md): no company or person name typed by
 * another account, and no text the company wrote.
 */
export function applicationStatusMail(
  { jobTitle, status, publicUrl }: ApplicationStatusMailInput,
  lang: Lang = 'tr',
): MailContent {
  const { subject, lines } = texts[lang][status];
  const paragraphs = lines(jobTitle, publicUrl);
  return {
    template: templateOf[status],
    subject,
    text: paragraphs.join('\n\n'),
    html: layout(subject, paragraphs, undefined, lang),
  };
}
