import type { Lang } from '@beceri/domain';
import { compose, greeting, type MailContent } from './templates.ts';

export interface NewApplication {
  /** The applicant's name and surname. */
  applicantName: string;
  jobId: string;
  jobTitle: string;
}

export interface NewApplicationsMailInput {
  /** The applications to one job the mail tells of, oldest first: one at once, or those collected within the hour. */
  applications: [NewApplication, ...NewApplication[]];
  /** The company's contact person (its account's first name), for the greeting. */
  name?: string;
  publicUrl: string;
}

const texts = {
  tr: {
    one: (job: string) => `"${job}" ilanınıza yeni başvuru`,
    many: (n: number, job: string) => `"${job}" ilanınıza ${n} yeni başvuru`,
    applied: (name: string, job: string) => `${name}, "${job}" ilanınıza başvurdu.`,
    collected: (n: number, job: string) => `Son bir saat içinde "${job}" ilanınıza ${n} yeni başvuru geldi:`,
    review: 'Başvuruları ve adayların bilgilerini ilanın işe alım sayfasında inceleyebilirsiniz.',
    later: 'Bu ilana bir saat içinde gelen yeni başvurular, tek tek değil, saatin sonunda tek bir e-postada toplanır.',
    label: 'Başvuruları incele',
  },
  en: {
    one: (job: string) => `New application to "${job}"`,
    many: (n: number, job: string) => `${n} new applications to "${job}"`,
    applied: (name: string, job: string) => `${name} applied to your job posting "${job}".`,
    collected: (n: number, job: string) => `In the last hour your job posting "${job}" received ${n} new applications:`,
    review: "You can review the applications and the applicants' details on the job's hiring page.",
    later:
      'New applications to this job that arrive within the hour are collected and sent in one email at the end of the hour.',
    label: 'Review the applications',
  },
} satisfies Record<Lang, unknown>;

/**
 * Tells a company, in its language, of new applications to one of its ads (decision 061): the first at once, later
 * ones collected into one mail at the end of the hour, each line naming the applicant. Only the job's title and
 * applicants' names come from other accounts, as plain text; the button is built from PUBLIC_URL and the job's id
 * (the hire page, `/hire/{jobId}` in web/src/app/router.tsx).
 */
export function newApplicationsMail(
  { applications, name, publicUrl }: NewApplicationsMailInput,
  lang: Lang = 'tr',
): MailContent {
  const t = texts[lang];
  const [first] = applications;
  const job = first.jobTitle;
  const action = { label: t.label, url: `${publicUrl}/hire/${encodeURIComponent(first.jobId)}` };
  if (applications.length === 1) {
    return compose({
      template: 'new-application',
      lang,
      subject: t.one(job),
      greeting: greeting(lang, name),
      lines: [t.applied(first.applicantName, job), t.review],
      action,
      after: [t.later],
    });
  }
  return compose({
    template: 'new-applications',
    lang,
    subject: t.many(applications.length, job),
    greeting: greeting(lang, name),
    lines: [
      t.collected(applications.length, job),
      applications.map((a) => `• ${a.applicantName}`).join('\n'),
      t.review,
    ],
    action,
  });
}
