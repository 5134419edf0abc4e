import { LOCALES, type Lang } from '@beceri/domain';
import { compose, greeting, mailName, type MailContent } from './templates.ts';

/**
 * The internship reminders (decision 065): the company, a few days before the last day, to evaluate its intern; the
 * student, on the last day, to give feedback. Only the job's title and the company's name come from someone else.
 */

export interface PlacementReminderInput {
  jobTitle: string;
  /** The last day, YYYY-MM-DD (Istanbul). */
  endsOn: string;
  companyName?: string | null;
  /** The recipient's first name (the company's account name for a company). */
  name?: string;
  publicUrl: string;
}

/** '5 Aralık 2026' / '5 December 2026' for an Istanbul calendar day. */
export function placementDay(day: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));
}

const texts = {
  tr: {
    evaluation: {
      subject: (job: string) => `Stajyerinizi değerlendirin: ${job}`,
      line: (job: string, day: string) =>
        `"${job}" stajının son günü ${day}. Stajyerinizi devam, teknik beceri ve ekip çalışması açısından 1–5 puanla değerlendirmenizi rica ederiz.`,
      after: 'Değerlendirme formu stajın son günü açılır.',
      label: 'Stajları aç',
    },
    feedback: {
      subject: (job: string) => `Stajınız nasıl geçti? ${job}`,
      line: (job: string, day: string, company?: string) =>
        company
          ? `${company} şirketindeki "${job}" stajınızın son günü: ${day}. Stajınızı 1–5 puanla değerlendirip görüşünüzü yazar mısınız?`
          : `"${job}" stajınızın son günü: ${day}. Stajınızı 1–5 puanla değerlendirip görüşünüzü yazar mısınız?`,
      after: 'Görüşünüzü yalnızca program ekibi görür; şirket görmez.',
      label: 'Stajımı değerlendir',
    },
  },
  en: {
    evaluation: {
      subject: (job: string) => `Evaluate your intern: ${job}`,
      line: (job: string, day: string) =>
        `The last day of the internship "${job}" is ${day}. Please rate your intern from 1 to 5 for attendance, technical skills and teamwork.`,
      after: 'The evaluation form opens on the last day of the internship.',
      label: 'Open internships',
    },
    feedback: {
      subject: (job: string) => `How was your internship? ${job}`,
      line: (job: string, day: string, company?: string) =>
        company
          ? `The last day of your internship "${job}" at ${company}: ${day}. Would you rate it from 1 to 5 and tell us what you think?`
          : `The last day of your internship "${job}": ${day}. Would you rate it from 1 to 5 and tell us what you think?`,
      after: 'Only the programme team sees your feedback; the company does not.',
      label: 'Rate my internship',
    },
  },
} as const;

/** To the company: evaluate the intern (the form opens on the last day). */
export function placementEvaluationReminderMail(input: PlacementReminderInput, lang: Lang = 'tr'): MailContent {
  const t = texts[lang].evaluation;
  return compose({
    template: 'placement-evaluation-reminder',
    lang,
    subject: t.subject(input.jobTitle),
    greeting: greeting(lang, input.name),
    lines: [t.line(input.jobTitle, placementDay(input.endsOn, lang))],
    action: { label: t.label, url: `${input.publicUrl}/CompanyProfile#internships` },
    after: [t.after],
  });
}

/** To the student: give feedback on the internship. */
export function placementFeedbackReminderMail(input: PlacementReminderInput, lang: Lang = 'tr'): MailContent {
  const t = texts[lang].feedback;
  return compose({
    template: 'placement-feedback-reminder',
    lang,
    subject: t.subject(input.jobTitle),
    greeting: greeting(lang, input.name),
    lines: [t.line(input.jobTitle, placementDay(input.endsOn, lang), mailName(input.companyName))],
    action: { label: t.label, url: `${input.publicUrl}/StudentProfile#internship` },
    after: [t.after],
  });
}
