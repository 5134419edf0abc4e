import { translate, type JobType, type Lang, type RequirementMatch } from '@beceri/domain';
import { compose, greeting, type MailContent, type MailItem } from './templates.ts';

/** A job of a digest: what the mail names of it, and the student's match against its required courses. */
export interface DigestJob {
  id: string;
  title: string;
  companyName: string;
  city: string;
  type: JobType;
  match: RequirementMatch;
}

export interface JobAlertDigestInput {
  jobs: [DigestJob, ...DigestJob[]];
  /** Jobs that matched beyond those listed (the mail lists the newest few). */
  more: number;
  name?: string;
  publicUrl: string;
  /** The page that unsubscribes with one button (the mail's signed token in its address). */
  unsubscribeUrl: string;
}

const texts = {
  tr: {
    one: 'Kayıtlı aramanıza uyan yeni bir iş ilanı var',
    many: (n: number) => `Kayıtlı aramalarınıza uyan ${n} yeni iş ilanı var`,
    intro: 'Son e-postamızdan bu yana yayınlanan ve kayıtlı aramalarınızdan birine uyan ilanlar:',
    more: (n: number) =>
      `Bunlardan başka ${n} ilan daha aramalarınıza uyuyor; tümünü iş ilanları sayfasında görebilirsiniz.`,
    meets: 'Bu ilanın istediği kursların hepsini tamamladınız.',
    noneRequired: 'Bu ilan belirli bir kurs istemiyor.',
    missing: (n: number, required: number) => `İstenen ${required} kursun ${n} tanesi eksik:`,
    course: (title: string) => `Eksik kurs: ${title}`,
    label: 'İş ilanlarına git',
    why: 'Bu e-postayı Beceri platformunda kaydettiğiniz iş ilanı aramaları için aldınız; günde en fazla bir kez gönderilir.',
    unsubscribe: 'Bu arama bildirimlerinden çık',
  },
  en: {
    one: 'A new job matches your saved search',
    many: (n: number) => `${n} new jobs match your saved searches`,
    intro: 'Jobs published since our last email that match one of your saved searches:',
    more: (n: number) => `${n} more jobs match your searches; you can see them all on the jobs page.`,
    meets: 'You have completed every course this job asks for.',
    noneRequired: 'This job does not ask for particular courses.',
    missing: (n: number, required: number) => `${n} of the ${required} required courses are missing:`,
    course: (title: string) => `Missing course: ${title}`,
    label: 'Go to the jobs',
    why: 'You received this email because of the job searches you saved on the Beceri platform; it comes at most once a day.',
    unsubscribe: 'Unsubscribe from these search alerts',
  },
} satisfies Record<Lang, unknown>;

/**
 * The daily digest of a student's saved searches (decision 064), in the student's language: each new matching job
 * once, linked to its page, with whether the student meets its required courses and a link to each missing course.
 * Titles and company names are plain text (decision 061); every link is built from PUBLIC_URL and ids.
 */
export function jobAlertDigestMail(v: JobAlertDigestInput, lang: Lang = 'tr'): MailContent {
  const t = texts[lang];
  const items: MailItem[] = v.jobs.map((job) => {
    const { match } = job;
    const facts = `${job.companyName ? `${job.companyName} · ` : ''}${job.city} · ${translate(`labels.jobType.${job.type}`, lang)}`;
    const status =
      match.required === 0
        ? [t.noneRequired]
        : match.missing.length === 0
          ? [t.meets]
          : [
              t.missing(match.missing.length, match.required),
              ...match.missing.map((c) => ({
                label: t.course(c.title),
                url: `${v.publicUrl}/courseInfoPage/${encodeURIComponent(c.courseId)}`,
              })),
            ];
    return {
      heading: job.title,
      url: `${v.publicUrl}/jobinfopage/${encodeURIComponent(job.id)}`,
      lines: [facts, ...status],
    };
  });
  const count = v.jobs.length + v.more;
  return compose({
    template: 'job-alert-digest',
    lang,
    subject: count === 1 ? t.one : t.many(count),
    greeting: greeting(lang, v.name),
    lines: [t.intro],
    items,
    action: { label: t.label, url: `${v.publicUrl}/jobs` },
    after: [...(v.more > 0 ? [t.more(v.more)] : []), t.why],
    footer: false,
    unsubscribe: { label: t.unsubscribe, url: v.unsubscribeUrl },
  });
}
