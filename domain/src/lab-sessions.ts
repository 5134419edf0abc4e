import { z } from 'zod';
import { DEFAULT_LAB_CAPACITY } from './programme.ts';
import { messageKey } from './i18n.ts';
import { isCalendarDay } from './fields.ts';

// The lab's sessions, the timetable and the iCalendar feed (docs/product.md 'Lab sessions and the timetable',
// decision 054). The same schemas check the planning form and the server.

export const labSessionMessages = {
  notFound: 'labSessions.notFound',
  courseNotFound: 'labSessions.courseNotFound',
  notOwner: 'labSessions.notOwner',
  timeInvalid: 'labSessions.timeInvalid',
  endBeforeStart: 'labSessions.endBeforeStart',
  tooLong: 'labSessions.tooLong',
  roomRequired: 'labSessions.roomRequired',
  capacityInvalid: 'labSessions.capacityInvalid',
  repeatInvalid: 'labSessions.repeatInvalid',
  rangeInvalid: 'labSessions.rangeInvalid',
  hasMarks: 'labSessions.hasMarks',
  feedNotFound: 'labSessions.feedNotFound',
} as const;

/** Messages with values (`messageKey(key, {…})`): the room's seats (`max`), the longest range (`max`). */
export const labSessionValueKeys = {
  capacityOverRoom: 'labSessions.capacityOverRoom',
  rangeTooLong: 'labSessions.rangeTooLong',
} as const;

/** The clash's message names the other session's course and time: `messageKey(labSessionClashKey, {course, time})`. */
export const labSessionClashKey = 'labSessions.clash';

/** A session lasts at most this long (a lab day), so a weekly series never overlaps itself. */
export const SESSION_MAX_HOURS = 12;
/** A weekly series has at most this many sessions (a year). */
export const SESSION_MAX_REPEAT_WEEKS = 52;
/** `GET /sessions?from=&to=` spans at most this many Istanbul days. */
export const SESSION_RANGE_MAX_DAYS = 62;
export const ROOM_MAX_LENGTH = 80;
export const SESSION_MAX_CAPACITY = 1000;
/** The feed holds sessions from this many days back … */
export const FEED_DAYS_BACK = 30;
/** … to this many days ahead. */
export const FEED_DAYS_AHEAD = 365;
/** The programme's time zone: `from`/`to` are its days, and screens and mails show its times. */
export const PROGRAMME_TIME_ZONE = 'Europe/Istanbul';

/**
 * Session times and timetable days lie in these years. Outside them a series' later weeks, a range's end or the feed's
 * window could reach a year JavaScript writes as `+010000-…` or `0000-…`, which PostgreSQL refuses (a 500 before);
 * a lab session in 1970 or 9999 is a typo anyway.
 */
export const SESSION_YEAR_MIN = 2000;
export const SESSION_YEAR_MAX = 2999;
const inSessionYears = (day: string) => {
  const year = Number(day.slice(0, 4));
  return isCalendarDay(day) && year >= SESSION_YEAR_MIN && year <= SESSION_YEAR_MAX;
};

/**
 * ISO 8601 with an offset (`2026-12-01T09:00:00+03:00` or `…Z`): a time that means one moment everywhere. The day must
 * exist (no 30 February rolled over to March), hours 00–23, an offset of at most 14 hours.
 */
const isoWithOffset =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-](0\d|1[0-4]):[0-5]\d)$/;
const isMoment = (s: string) => {
  const match = isoWithOffset.exec(s);
  return match !== null && inSessionYears(match[1]) && !Number.isNaN(Date.parse(s));
};
const moment = z
  .string({ error: labSessionMessages.timeInvalid })
  .regex(isoWithOffset, labSessionMessages.timeInvalid)
  .refine(isMoment, labSessionMessages.timeInvalid);
/**
 * A room is compared exactly (the clash check, the room's lock), so what cannot be seen is taken out: invisible format
 * characters (a zero-width space made 'BT Laboratuvarı\u200b' a second, clash-free lab) and runs of spaces; NFC.
 */
const room = z
  .string({ error: labSessionMessages.roomRequired })
  .overwrite((v) =>
    v
      .normalize('NFC')
      .replace(/\p{Cf}/gu, '')
      .replace(/\s+/gu, ' ')
      .trim(),
  )
  .min(1, labSessionMessages.roomRequired)
  .max(ROOM_MAX_LENGTH, messageKey('validation.tooLong', { max: ROOM_MAX_LENGTH }));
const capacity = z
  .number({ error: labSessionMessages.capacityInvalid })
  .int(labSessionMessages.capacityInvalid)
  .min(1, labSessionMessages.capacityInvalid)
  .max(SESSION_MAX_CAPACITY, labSessionMessages.capacityInvalid);

/** Checks that end follows start and the session is at most SESSION_MAX_HOURS long, at `endsAt`. */
function checkTimes(value: { startsAt: string; endsAt: string }, ctx: z.RefinementCtx) {
  const start = Date.parse(value.startsAt);
  const end = Date.parse(value.endsAt);
  if (Number.isNaN(start) || Number.isNaN(end)) return;
  if (end <= start) ctx.addIssue({ code: 'custom', message: labSessionMessages.endBeforeStart, path: ['endsAt'] });
  else if (end - start > SESSION_MAX_HOURS * 3_600_000)
    ctx.addIssue({ code: 'custom', message: labSessionMessages.tooLong, path: ['endsAt'] });
}

/** `POST /course/{id}/sessions`: one session, or a weekly series of `repeatWeeks` sessions (1–52). */
export const createLabSessionInputSchema = z
  .object({
    startsAt: moment,
    endsAt: moment,
    room: room.optional(),
    capacity: capacity.optional(),
    repeatWeeks: z
      .number({ error: labSessionMessages.repeatInvalid })
      .int(labSessionMessages.repeatInvalid)
      .min(1, labSessionMessages.repeatInvalid)
      .max(SESSION_MAX_REPEAT_WEEKS, labSessionMessages.repeatInvalid)
      .optional(),
  })
  .superRefine(checkTimes);
export type CreateLabSessionInput = z.infer<typeof createLabSessionInputSchema>;

/**
 * `PUT /sessions/{id}`: the session's times, room and capacity as they should be. With `applyToSeries`, this session
 * and every later one of its series move by the same shift, keep the new length, and take the room and capacity.
 */
export const updateLabSessionInputSchema = z
  .object({
    startsAt: moment,
    endsAt: moment,
    room,
    capacity,
    applyToSeries: z.boolean().optional(),
  })
  .superRefine(checkTimes);
export type UpdateLabSessionInput = z.infer<typeof updateLabSessionInputSchema>;

/** `DELETE /sessions/{id}?applyToSeries=true`: this one, or this and every later one of its series. */
export const deleteLabSessionQuerySchema = z.object({ applyToSeries: z.enum(['true', 'false']).optional() });

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, labSessionMessages.rangeInvalid)
  .refine(inSessionYears, labSessionMessages.rangeInvalid);
const dayNumber = (s: string) => Date.parse(`${s}T00:00:00Z`) / 86_400_000;

/** `GET /sessions?from=&to=`: Istanbul days, both included, at most SESSION_RANGE_MAX_DAYS of them. */
export const labSessionRangeSchema = z.object({ from: day, to: day }).superRefine((v, ctx) => {
  const from = dayNumber(v.from);
  const to = dayNumber(v.to);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from)
    ctx.addIssue({ code: 'custom', message: labSessionMessages.rangeInvalid, path: ['to'] });
  else if (to - from + 1 > SESSION_RANGE_MAX_DAYS)
    ctx.addIssue({
      code: 'custom',
      message: messageKey(labSessionValueKeys.rangeTooLong, { max: SESSION_RANGE_MAX_DAYS }),
      path: ['to'],
    });
});
export type LabSessionRange = z.infer<typeof labSessionRangeSchema>;

/** A session as the API gives it. `enrolled` (students enrolled in its course) is for its teacher and admins only. */
export interface LabSession {
  id: string;
  courseId: string | null;
  courseTitle: string;
  teacherId: string | null;
  teacherName: string | null;
  startsAt: string;
  endsAt: string;
  room: string;
  capacity: number;
  seriesId: string | null;
  enrolled?: number;
  /** Whether attendance has been marked (then it can be neither moved nor deleted): teacher and admins only. */
  marked?: boolean;
  /** Whether the caller may change it (its course's owner, admins). */
  canManage: boolean;
}

export interface LabSessionsChanged {
  sessions: LabSession[];
}

/** `GET /me/calendar-token`: whether a feed address exists (the token is shown once, when made). */
export interface CalendarFeedState {
  exists: boolean;
  createdAt: string | null;
}

/** The teacher's room cap: the programme's one lab and its seats (admins may set more). */
export const TEACHER_MAX_CAPACITY = DEFAULT_LAB_CAPACITY;

/**
 * The moment an Istanbul day starts. Türkiye keeps UTC+3 all year (no summer time since 2016), so the offset is fixed;
 * `addDays` moves in whole days.
 */
export const istanbulDayStart = (day: string, addDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00+03:00`) + addDays * 86_400_000);
