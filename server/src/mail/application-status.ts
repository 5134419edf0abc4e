import type { ApplicationStatus, Lang } from '@beceri/domain';
import { compose, greeting, mailName, type MailContent } from './templates.ts';

export interface ApplicationStatusMailInput {
  jobTitle: string;
  /** The company behind the job (or ORG_NAME for the programme's own ads); named as `mailName` allows. */
  companyName?: string | null;
  /** The student's first name, for the greeting. */
  name?: string;
  /** The status the application moved to ('In Review' is never a move's target). */
  status: Exclude<ApplicationStatus, 'In Review'>;
  publicUrl: string;
}

type Texts = {
  subject: string;
  /** What happened, naming the job and (when it may be named) the company. */
  line: (job: string, company?: string) => string;
  next: string;
  label: string;
  path: string;
};

const texts: Record<Lang, Record<ApplicationStatusMailInput['status'], Texts>> = {
  tr: {
    Shortlisted: {
      subject: 'Başvurunuz kısa listeye alındı',
      line: (job, company) =>
        company
          ? `${company} şirketinin "${job}" ilanına yaptığınız başvuru kısa listeye alındı.`
          : `"${job}" ilanına yaptığınız başvuru kısa listeye alındı.`,
      next: 'Şirket sizinle iletişime geçebilir. Başvurularınızın durumunu profil sayfanızdan izleyebilirsiniz.',
      label: 'Başvurularımı gör',
      path: '/StudentProfile',
    },
    Rejected: {
      subject: 'Başvurunuz hakkında',
      line: (job, company) =>
        company
          ? `${company} şirketinin "${job}" ilanına yaptığınız başvuru değerlendirildi ve bu kez olumlu sonuçlanmadı.`
          : `"${job}" ilanına yaptığınız başvuru değerlendirildi ve bu kez olumlu sonuçlanmadı.`,
      next: 'İlginiz için teşekkür ederiz. Yeni ilanlara platformdan başvurmaya devam edebilirsiniz.',
      label: 'İş ilanlarına göz at',
      path: '/jobs',
    },
    Hired: {
      subject: 'Tebrikler, işe alındınız!',
      line: (job, company) =>
        company
          ? `${company} şirketinin "${job}" ilanına yaptığınız başvuru değerlendirildi ve işe alındınız.`
          : `"${job}" ilanına yaptığınız başvuru değerlendirildi ve işe alındınız.`,
      next: 'Şirket sizinle iletişime geçecektir. Başvurularınızın durumunu profil sayfanızdan izleyebilirsiniz.',
      label: 'Başvurularımı gör',
      path: '/StudentProfile',
    },
  },
  en: {
    Shortlisted: {
      subject: 'Your application has been shortlisted',
      line: (job, company) =>
        company
          ? `Your application to the job "${job}" at ${company} has been shortlisted.`
          : `Your application to the job "${job}" has been shortlisted.`,
      next: 'The company may contact you. You can follow the status of your applications on your profile page.',
      label: 'See my applications',
      path: '/StudentProfile',
    },
    Rejected: {
      subject: 'About your application',
      line: (job, company) =>
        company
          ? `Your application to the job "${job}" at ${company} was reviewed and was not successful this time.`
          : `Your application to the job "${job}" was reviewed and was not successful this time.`,
      next: 'Thank you for your interest. You can keep applying to new jobs on the platform.',
      label: 'Browse jobs',
      path: '/jobs',
    },
    Hired: {
      subject: 'Congratulations, you have been hired!',
      line: (job, company) =>
        company
          ? `Your application to the job "${job}" at ${company} was reviewed and you have been hired.`
          : `Your application to the job "${job}" was reviewed and you have been hired.`,
      next: 'The company will contact you. You can follow the status of your applications on your profile page.',
      label: 'See my applications',
      path: '/StudentProfile',
    },
  },
};

const templateOf = {
  Shortlisted: 'application-shortlisted',
  Rejected: 'application-rejected',
  Hired: 'hired',
} as const;

/**
 * Tells a student, in their language, that the status of one of their applications changed (one mail per change),
 * naming the company and the job. Only the job title and the company's name come from someone else, as plain text
 * (the name only when it looks like one: decision 061); never text the company wrote.
 */
export function applicationStatusMail(
  { jobTitle, companyName, name, status, publicUrl }: ApplicationStatusMailInput,
  lang: Lang = 'tr',
): MailContent {
  const t = texts[lang][status];
  return compose({
    template: templateOf[status],
    lang,
    subject: t.subject,
    greeting: greeting(lang, name),
    lines: [t.line(jobTitle, mailName(companyName) ?? undefined), t.next],
    action: { label: t.label, url: `${publicUrl}${t.path}` },
  });
}
