import type { Role } from './constants.ts';
import { DEFAULT_LANG, type Lang } from './i18n.ts';
import { en } from './locales/logs/en.ts';
import { tr, type LogTexts } from './locales/logs/tr.ts';
import type { LogType } from './logs.ts';

/**
 * The activity log's events (docs/product.md; decision 044). An entry stores its
 * event code and these parameters — ids and the names as they were when it happened — and is read in the reader's
 * language. A person is a pair `xId` + `xName`: deleting that account sets `xName` to null, shown as 'Silinmiş
 * kullanıcı' / 'Deleted user'. Admins acting on the programme's behalf are not named ('Yönetici'); the actor's id is
 * the entry's `actorId`.
 */
export interface LogEvents {
  'user.registered': { role: 'student' | 'company'; userId: string; userName: PersonName };
  'course.added': ByTeacherOrAdmin & Course;
  'course.classAdded': ByTeacherOrAdmin & Course & { classTitle: string };
  'course.deleted': ByTeacherOrAdmin & Course;
  'course.enrolled': Student & Course;
  'exam.attempted': Student & Course & { score: number; total: number; result: 'passed' | 'failed' };
  'job.added': ({ by: 'company'; companyId: string; companyName: PersonName } | { by: 'admin' }) & Job;
  'job.applied': Student & Job;
  'application.withdrawn': Student & Job;
  'application.moved': Company & Student & Job & { status: 'Shortlisted' | 'Rejected' | 'Hired' };
  'news.added': Admin & News;
  'news.updated': Admin & News;
  'news.deleted': Admin & News;
  'about.updated': Admin;
  'resume.updated': Student;
  'teacher.created': { teacherId: string; teacherName: PersonName };
  'company.approved': Company;
  'company.rejected': Company;
  'account.suspended': { role: Role; userId: string; userName: PersonName };
  'account.reactivated': { role: Role; userId: string; userName: PersonName };
  'job.unpublished': Job;
  'job.republished': Job;
  'account.mfaReset': { role: Role; userId: string; userName: PersonName };
  /** The value is not logged: it tells of a person's accessibility need (docs/security.md). */
  'student.extraTimeSet': Student;
  'mail.retried': { template: string };
  /** One save of a session's attendance (decision 055): how many marks, never whose. */
  'attendance.saved': ByTeacherOrAdmin & Course & { sessionId: string; marks: number };
  'cohort.created': Cohort;
  'cohort.updated': Cohort;
  /** Opening one closes the one open before (`closedTitle`, empty when none was). */
  'cohort.opened': Cohort & { closed: 'none' | 'other'; closedCohortId: string; closedTitle: string };
  /** The contact inbox (decision 057): the sender is no account, so neither their name nor their address is logged. */
  'contact.replied': { messageId: string };
  'contact.deleted': { messageId: string };
}

/** A name as the log shows it; null once the account is deleted. */
type PersonName = string | null;
type Student = { studentId: string; studentName: PersonName };
type Company = { companyId: string; companyName: PersonName };
type Admin = { adminId: string; adminName: PersonName };
type ByTeacherOrAdmin = { by: 'teacher'; teacherId: string; teacherName: PersonName } | { by: 'admin' };
type Course = { courseId: string; courseTitle: string };
type Job = { jobId: string; jobTitle: string };
type News = { newsId: string; newsTitle: string };
/** A cohort's name is a title here: `xName` params are people's names (`personIds`). */
type Cohort = { cohortId: string; cohortTitle: string };

export type LogEvent = keyof LogEvents;
/** What a call site writes: `app.activity.write({ event: 'course.enrolled', params: {…}, actorId }, tx)`. */
export type LogWrite = { [E in LogEvent]: { event: E; params: LogEvents[E]; actorId?: string | null } }[LogEvent];

/** Parameters as stored: entries converted from older text may lack ids (decision 044). */
export type StoredLogParams = Record<string, string | number | null>;
/** Entries written before events existed whose text matched no known phrasing: shown as they were written. */
export const LEGACY_EVENT = 'legacy';

/** The parameter whose value picks an event's text, for events worded differently per case. */
export const logVariants = {
  'user.registered': 'role',
  'course.added': 'by',
  'course.classAdded': 'by',
  'course.deleted': 'by',
  'exam.attempted': 'result',
  'job.added': 'by',
  'application.moved': 'status',
  'account.suspended': 'role',
  'account.reactivated': 'role',
  'account.mfaReset': 'role',
  'attendance.saved': 'by',
  'cohort.opened': 'closed',
} as const satisfies { [E in LogEvent]?: keyof LogEvents[E] & string };

const typeOf: { [E in LogEvent]: LogType | ((p: LogEvents[E]) => LogType) } = {
  'user.registered': 'other',
  'course.added': (p) => (p.by === 'teacher' ? 'teacher' : 'other'),
  'course.classAdded': (p) => (p.by === 'teacher' ? 'teacher' : 'other'),
  'course.deleted': 'other',
  'course.enrolled': 'student',
  'exam.attempted': 'student',
  'job.added': (p) => (p.by === 'company' ? 'company' : 'other'),
  'job.applied': 'company',
  'application.withdrawn': 'company',
  'application.moved': 'company',
  'news.added': 'other',
  'news.updated': 'other',
  'news.deleted': 'other',
  'about.updated': 'other',
  'resume.updated': 'other',
  'teacher.created': 'other',
  'company.approved': 'other',
  'company.rejected': 'other',
  'account.suspended': 'other',
  'account.reactivated': 'other',
  'job.unpublished': 'other',
  'job.republished': 'other',
  'account.mfaReset': 'other',
  'student.extraTimeSet': 'other',
  'mail.retried': 'other',
  'attendance.saved': (p) => (p.by === 'teacher' ? 'teacher' : 'other'),
  'cohort.created': 'other',
  'cohort.updated': 'other',
  'cohort.opened': 'other',
  'contact.replied': 'other',
  'contact.deleted': 'other',
};

/** The entry's type (the log screen's filters), fixed by its event as docs/product.md and docs/product.md say. */
export function logTypeOf<E extends LogEvent>(event: E, params: LogEvents[E]): LogType {
  const type = typeOf[event] as LogType | ((p: LogEvents[E]) => LogType);
  return typeof type === 'function' ? type(params) : type;
}

export const isLogEvent = (value: string): value is LogEvent => Object.hasOwn(typeOf, value);

/**
 * The people an entry names: the `xId` of every `xId`/`xName` pair. Deleting an account nulls the names whose id is
 * its own; the entry's `subjectId` (the person named who did not act) lets that deletion find it by index.
 */
export function personIds(params: StoredLogParams): string[] {
  return Object.keys(params)
    .filter((key) => key.endsWith('Name') && typeof params[`${key.slice(0, -4)}Id`] === 'string')
    .map((key) => params[`${key.slice(0, -4)}Id`] as string);
}

const catalogues: Record<Lang, LogTexts> = { tr, en };

function template(texts: LogTexts, event: LogEvent, params: StoredLogParams): string | undefined {
  const entry = texts.events[event] as string | Record<string, string>;
  if (typeof entry === 'string') return entry;
  const variant = params[logVariants[event as keyof typeof logVariants]];
  return typeof variant === 'string' ? entry[variant] : undefined;
}

/**
 * An entry in `lang`: its event's text with the parameters filled in (a deleted person's name reads 'Silinmiş
 * kullanıcı', an untitled class 'Adsız'). A legacy entry, or an event this release does not know (written by a
 * newer one during a rolling deploy), reads as its stored text.
 */
export function logText(entry: { event: string; params: StoredLogParams; text: string }, lang: Lang): string {
  const texts = catalogues[lang] ?? catalogues[DEFAULT_LANG];
  const pattern = isLogEvent(entry.event) ? template(texts, entry.event, entry.params) : undefined;
  if (pattern === undefined) return entry.text;
  return pattern.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = entry.params[name];
    if (value === null) return texts.deletedUser;
    if (value === '' && name.endsWith('Title')) return texts.untitled;
    return value === undefined ? '' : String(value);
  });
}
