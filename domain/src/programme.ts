/**
 * The programme's own work (docs/product.md, 'Cohorts, lab sessions and attendance'): cohorts, the lab's sessions and
 * their attendance. The constants type the columns, their CHECKs, the OpenAPI document and the web.
 */

/** At most one cohort is open: the one a student joins at sign-up. */
export const COHORT_STATUSES = ['open', 'closed'] as const;
export type CohortStatus = (typeof COHORT_STATUSES)[number];

/** The programme facts the home page shows, one short text each (Turkish in `facts`, English in `factsEn`). */
export const PROGRAMME_FACTS = ['duration', 'audience', 'trainings', 'lab', 'internship', 'closing', 'exam'] as const;
export type ProgrammeFact = (typeof PROGRAMME_FACTS)[number];
export type ProgrammeFacts = Partial<Record<ProgrammeFact, string>>;

export const DEFAULT_COHORT_TARGET = 80;

/** A lab session's defaults: the programme's one lab and its seats. */
export const DEFAULT_ROOM = 'BT Laboratuvarı';
export const DEFAULT_LAB_CAPACITY = 21;

/**
 * A mark on one student for one session. Late counts the session's hours; excused is left out of the percent;
 * absent counts 0.
 */
export const ATTENDANCE_STATUSES = ['present', 'late', 'absent', 'excused'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** A self check-in this long after the start is late. */
export const LATE_AFTER_MINUTES = 15;
/** The teacher may mark from this long before the start … */
export const MARK_OPENS_BEFORE_MINUTES = 15;
/** … to this long after the end. */
export const MARK_CLOSES_AFTER_DAYS = 7;
/** The rotating check-in code: 6 digits, a new one every 30 s. */
export const CHECK_IN_CODE_SECONDS = 30;

/** A course's attendance threshold for its certificate when it sets none: 0 without sessions, 80 with. */
export const DEFAULT_MIN_ATTENDANCE_PERCENT = 80;
