import { LOCALES, PROGRAMME_TIME_ZONE, type Lang } from '@beceri/domain';
import { compose, greeting, type MailContent } from './templates.ts';

export type SessionChange = 'planned' | 'moved' | 'cancelled';

export interface SessionChangeMailInput {
  change: SessionChange;
  courseTitle: string;
  /** The sessions the change concerns (their new times for a move), earliest first. */
  sessions: { startsAt: Date; endsAt: Date; room: string }[];
  /** The student's first name, for the greeting. */
  name?: string;
  publicUrl: string;
}

type Texts = { subject: (course: string) => string; intro: (course: string, n: number) => string };

const texts: Record<Lang, Record<SessionChange, Texts> & { outro: string; link: string }> = {
  tr: {
    planned: {
      subject: (c) => `Yeni ders oturumu: ${c}`,
      intro: (c, n) =>
        `"${c}" kursu için ${n === 1 ? 'yeni bir laboratuvar oturumu' : `${n} yeni laboratuvar oturumu`} planlandı:`,
    },
    moved: {
      subject: (c) => `Ders oturumu değişti: ${c}`,
      intro: (c, n) =>
        `"${c}" kursunun ${n === 1 ? 'bir laboratuvar oturumu' : `${n} laboratuvar oturumu`} değişti. Yeni saatler:`,
    },
    cancelled: {
      subject: (c) => `Ders oturumu iptal edildi: ${c}`,
      intro: (c, n) =>
        `"${c}" kursunun ${n === 1 ? 'bu laboratuvar oturumu' : `bu ${n} laboratuvar oturumu`} iptal edildi:`,
    },
    outro: 'Güncel ders programınızı platformda görebilirsiniz.',
    link: 'Ders programını aç',
  },
  en: {
    planned: {
      subject: (c) => `New lab session: ${c}`,
      intro: (c, n) =>
        `${n === 1 ? 'A new lab session has' : `${n} new lab sessions have`} been planned for the course "${c}":`,
    },
    moved: {
      subject: (c) => `Lab session changed: ${c}`,
      intro: (c, n) =>
        `${n === 1 ? 'A lab session' : `${n} lab sessions`} of the course "${c}" changed. The new times:`,
    },
    cancelled: {
      subject: (c) => `Lab session cancelled: ${c}`,
      intro: (c, n) =>
        `${n === 1 ? 'This lab session' : `These ${n} lab sessions`} of the course "${c}" have been cancelled:`,
    },
    outro: 'You can see your up-to-date timetable on the platform.',
    link: 'Open my timetable',
  },
};

const formats = new Map<Lang, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
function formatsOf(lang: Lang) {
  let f = formats.get(lang);
  if (!f) {
    const tz = { timeZone: PROGRAMME_TIME_ZONE };
    f = {
      day: new Intl.DateTimeFormat(LOCALES[lang], {
        ...tz,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
      time: new Intl.DateTimeFormat(LOCALES[lang], { ...tz, hour: '2-digit', minute: '2-digit' }),
    };
    formats.set(lang, f);
  }
  return f;
}

/** 'Salı 1 Aralık 2026, 09:00–12:00' in Istanbul time, as a reader of `lang` writes it. */
export function sessionTime(startsAt: Date, endsAt: Date, lang: Lang): string {
  const f = formatsOf(lang);
  return `${f.day.format(startsAt)}, ${f.time.format(startsAt)}–${f.time.format(endsAt)}`;
}

/**
 * Tells an enrolled student, in their language, that sessions of a course were planned, moved or cancelled: one mail
 * per change, a weekly series listing its dates. Only the course title and the room come from someone else, as plain
 * text (docs/product.md).
 */
export function sessionChangeMail(
  { change, courseTitle, sessions, name, publicUrl }: SessionChangeMailInput,
  lang: Lang = 'tr',
): MailContent {
  const t = texts[lang];
  const list = sessions.map((s) => `• ${sessionTime(s.startsAt, s.endsAt, lang)} (${s.room})`).join('\n');
  return compose({
    template: `lab-session-${change}`,
    lang,
    subject: t[change].subject(courseTitle),
    greeting: greeting(lang, name),
    lines: [t[change].intro(courseTitle, sessions.length), list, t.outro],
    action: { label: t.link, url: `${publicUrl}/timetable` },
  });
}
