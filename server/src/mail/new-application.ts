import type { Lang } from '@beceri/domain';
import { compose, greeting, type MailContent } from './templates.ts';

export interface NewApplication {
  /** The applicant's name and surname. */
  applicantName: string;
  jobId: string;
  jobTitle: string;
}

export interface NewApplicationsMailInput {
  /** The applications the mail tells of, oldest first: one at once, or those collected within the hour. */
  applications: NewApplication[];
  /** The company's contact person (its account's first name), for the greeting. */
  name?: string;
  publicUrl: string;
}

const texts = {
  tr: {
    one: (job: string) => `"${job}" ilanınıza yeni başvuru`,
    many: (n: number) => `İlanlarınıza ${n} yeni başvuru`,
    applied: (name: string, job: string) => `${name}, "${job}" ilanınıza başvurdu.`,
    collected: (n: number) => `Son bir saat içinde ilanlarınıza ${n} yeni başvuru geldi:`,
    review: 'Başvuruları ve adayların bilgilerini ilanın işe alım sayfasında inceleyebilirsiniz.',
    reviewMany: 'Başvuruları ve adayların bilgilerini her ilanın işe alım sayfasında inceleyebilirsiniz.',
    later: 'Bir saat içinde gelen yeni başvurular, tek tek değil, saatin sonunda tek bir e-postada toplanır.',
    label: 'Başvuruları incele',
    labelMany: 'İlanlarımı aç',
  },
  en: {
    one: (job: string) => `New application to "${job}"`,
    many: (n: number) => `${n} new applications to your job postings`,
    applied: (name: string, job: string) => `${name} applied to your job posting "${job}".`,
    collected: (n: number) => `In the last hour your job postings received ${n} new applications:`,
    review: "You can review the applications and the applicants' details on the job's hiring page.",
    reviewMany: "You can review the applications and the applicants' details on each job's hiring page.",
    later: 'New applications that arrive within the hour are collected and sent in one email at the end of the hour.',
    label: 'Review the applications',
    labelMany: 'Open my job postings',
  },
} satisfies Record<Lang, unknown>;

/**
 * Tells a company, in its language, of new applications to its ads (decision 061): the first at once, later ones
 * collected into one mail at the end of the hour, each line naming the applicant and the job. Only job titles and
 * applicants' names come from other accounts, as plain text; the button is built from PUBLIC_URL and a job's id
 * (the hire page, `/hire/{jobId}` in web/src/app/router.tsx), or the company's page when several jobs are named.
 */
export function newApplicationsMail(
  { applications, name, publicUrl }: NewApplicationsMailInput,
  lang: Lang = 'tr',
): MailContent {
  const t = texts[lang];
  const jobIds = new Set(applications.map((a) => a.jobId));
  const hire = (jobId: string) => `${publicUrl}/hire/${encodeURIComponent(jobId)}`;
  if (applications.length === 1) {
    const [a] = applications;
    return compose({
      template: 'new-application',
      lang,
      subject: t.one(a.jobTitle),
      greeting: greeting(lang, name),
      lines: [t.applied(a.applicantName, a.jobTitle), t.review],
      action: { label: t.label, url: hire(a.jobId) },
      after: [t.later],
    });
  }
  const list = applications.map((a) => `• ${a.applicantName} — "${a.jobTitle}"`).join('\n');
  const [only] = jobIds;
  return compose({
    template: 'new-applications',
    lang,
    subject: t.many(applications.length),
    greeting: greeting(lang, name),
    lines: [t.collected(applications.length), list, jobIds.size === 1 ? t.review : t.reviewMany],
    action:
      jobIds.size === 1
        ? { label: t.label, url: hire(only) }
        : { label: t.labelMany, url: `${publicUrl}/CompanyProfile` },
  });
}
