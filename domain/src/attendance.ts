import { z } from 'zod';
import { ATTENDANCE_STATUSES, type AttendanceStatus } from './programme.ts';

/**
 * Attendance of the lab sessions (docs/product.md 'Attendance'; decision 055): the teacher's marks, the students' own
 * check-in with the lab screen's rotating code, and what each side reads. The definitions the indicators share:
 * a session's hours are its duration; held sessions are those that have ended; the percent is the hours present or
 * late over the held sessions' hours less the student's excused ones (no such hours: no percent).
 */

export const attendanceMessages = {
  badMarks: 'attendance.badMarks',
  notEnrolled: 'attendance.notEnrolled',
  duplicate: 'attendance.duplicate',
  markingClosed: 'attendance.markingClosed',
  sessionNotFound: 'attendance.sessionNotFound',
  notYourSession: 'attendance.notYourSession',
  badCode: 'attendance.badCode',
  wrongCode: 'attendance.wrongCode',
  noSessionNow: 'attendance.noSessionNow',
  full: 'attendance.full',
  cohortNotFound: 'attendance.cohortNotFound',
} as const;

/** At most this many marks in one save: a session seats at most 1000. */
const MAX_MARKS = 1000;

export const attendanceMarksSchema = z.object({
  marks: z
    .array(
      z.object({
        studentId: z.uuid({ error: attendanceMessages.badMarks }),
        status: z.enum(ATTENDANCE_STATUSES, { error: attendanceMessages.badMarks }),
      }),
      { error: attendanceMessages.badMarks },
    )
    .max(MAX_MARKS, attendanceMessages.badMarks),
});
export type AttendanceMarksInput = z.infer<typeof attendanceMarksSchema>;

export const CHECK_IN_CODE_PATTERN = /^\d{6}$/;
export const checkInSchema = z.object({
  code: z.string({ error: attendanceMessages.badCode }).trim().regex(CHECK_IN_CODE_PATTERN, attendanceMessages.badCode),
});
export type CheckInInput = z.infer<typeof checkInSchema>;

/** The session as the attendance screens show it. */
export interface SessionHeader {
  id: string;
  courseId: string | null;
  courseTitle: string;
  teacherId: string | null;
  teacherName: string | null;
  startsAt: string;
  endsAt: string;
  room: string;
  capacity: number;
}

/** `GET /sessions/{id}/attendance`: the session, whether marks may be saved now, and every enrolled student. */
export interface AttendanceRoster {
  session: SessionHeader;
  /** From 15 min before the start to 7 days after the end. */
  open: boolean;
  opensAt: string;
  closesAt: string;
  students: { studentId: string; name: string; surname: string; status: AttendanceStatus | null; checkedIn: boolean }[];
}

export interface AttendanceSaved {
  saved: number;
}

/** `GET /sessions/{id}/check-in-code`: the lab screen's code, its address, and how many have checked in. */
export interface CheckInCode {
  code: string;
  expiresInSeconds: number;
  url: string;
  checkedIn: number;
  capacity: number;
}

/** `POST /attendance/check-in`: the mark the student now has; `already` when it was there before. */
export interface CheckInResult {
  status: AttendanceStatus;
  already: boolean;
  sessionId: string;
  courseTitle: string;
}

/** A student's figures in one course (hours to two decimals at most; percent null without held hours). */
export interface AttendanceFigures {
  attendedHours: number;
  heldHours: number;
  percent: number | null;
  /** The course's threshold for its certificate (its own, or 80 with sessions, 0 without). */
  threshold: number;
  reached: boolean;
}

/** `GET /me/attendance`: per enrolled course with sessions, the sessions held and the student's marks. */
export interface MyCourseAttendance extends AttendanceFigures {
  courseId: string;
  courseTitle: string;
  /** Passed the exam; with `certified` false and `reached` false, the certificate waits for attendance. */
  passed: boolean;
  certified: boolean;
  sessions: { id: string; startsAt: string; endsAt: string; status: AttendanceStatus | null }[];
}

/** `GET /course/{id}/attendance`: the course's sessions, and per enrolled student the marks and figures. */
export interface CourseAttendance {
  courseId: string;
  courseTitle: string;
  threshold: number;
  sessions: { id: string; startsAt: string; endsAt: string; held: boolean }[];
  students: (AttendanceFigures & {
    studentId: string;
    name: string;
    surname: string;
    /** Session id → mark, for the sessions marked. */
    marks: Record<string, AttendanceStatus>;
  })[];
}

/** Hours from minutes, to two decimals at most. */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** The percent from minutes (one decimal), null without held minutes. */
export const percentOf = (attended: number, counted: number) =>
  counted > 0 ? Math.round((attended / counted) * 1000) / 10 : null;

/** The address the lab screen's QR code opens: the student's check-in page with the code filled in. */
export const checkInPath = (code: string) => `/check-in?code=${code}`;
