import { z } from 'zod';
import { EDUCATION_LEVELS, GENDERS, JOB_SEEKING_STATUSES, type EducationLevel } from './auth.ts';
import { isCalendarDay } from './fields.ts';
import { AGE_BANDS, type AgeBand } from './kvkk.ts';

/** Programme indicators for admins (docs/product.md; docs/decisions/030-programme-indicators.md). */

/** The grant's target: 80 participants. */
export const PROGRAMME_TARGET = 80;

export const DISABILITY_ANSWERS = ['yes', 'no', 'unknown'] as const;
export type DisabilityAnswer = (typeof DISABILITY_ANSWERS)[number];
/** The furthest stage a participant reached (a deleted student's record keeps it). */
export const FUNNEL_STAGES = ['registered', 'enrolled', 'passed', 'applied', 'hired'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
/**
 * The funnel as reported: the stages and, after passing, holding a certificate — no longer the same once attendance
 * gates certificates (decision 055). `passed` counts students who passed an exam, `certified` those with a certificate.
 */
export const FUNNEL_STEPS = ['registered', 'enrolled', 'passed', 'certified', 'applied', 'hired'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const indicatorMessages = {
  invalidDate: 'indicators.invalidDate',
  rangeOrder: 'indicators.rangeOrder',
  invalidCohort: 'indicators.invalidCohort',
} as const;

export { isCalendarDay };

const day = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v))
  .refine((v) => v === undefined || isCalendarDay(v), indicatorMessages.invalidDate);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?cohort=`: a cohort's id (decision 053); empty is none. */
const cohortParam = z
  .string()
  .max(100, indicatorMessages.invalidCohort)
  .optional()
  .transform((v) => (v === '' ? undefined : v?.toLowerCase()))
  .refine((v) => v === undefined || UUID.test(v), indicatorMessages.invalidCohort);

/**
 * `?from=&to=`: registration days, both included (Europe/Istanbul); either may be left out. `?cohort=`: that cohort's
 * participants only (decision 053).
 */
export const indicatorsQuerySchema = z
  .object({ from: day, to: day, cohort: cohortParam })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: indicatorMessages.rangeOrder, path: ['to'] });
export type IndicatorsQuery = z.output<typeof indicatorsQuerySchema>;

export interface ParticipantIndicators {
  total: number;
  byGender: Record<(typeof GENDERS)[number], number>;
  byAgeBand: Record<AgeBand, number>;
  byEducation: Record<EducationLevel, number>;
  byJobSeeking: Record<(typeof JOB_SEEKING_STATUSES)[number], number>;
  byDisability: Record<DisabilityAnswer, number>;
}

export interface CourseIndicators {
  id: string;
  title: string;
  enrolled: number;
  attempted: number;
  passed: number;
}

/** Lab hours of the sessions in scope (decision 053): a session's hours are (end − start) in hours. */
export interface HoursIndicators {
  /** Every session in scope. */
  planned: number;
  /** Sessions in scope with at least one attendance mark. */
  delivered: number;
  /** Per attendance row of the scope's participants marked present or late, its session's hours. */
  attended: number;
}

/** Enrolments of the scope's current participants in courses with lab sessions, and those with a certificate. */
export interface CompletionIndicators {
  eligible: number;
  completed: number;
}

/**
 * Internships of the scope's participants, current or former (decision 065): distinct people with a placement, and
 * those whose company has filled the evaluation.
 */
export interface InternshipIndicators {
  placed: number;
  completed: number;
}

export interface Indicators {
  /** The cohort's target (`?cohort=`), else the open cohort's, else 80. */
  target: number;
  /** The cohort asked for (`?cohort=`), else null. */
  cohort: { id: string; name: string; nameEn: string } | null;
  hours: HoursIndicators;
  completion: CompletionIndicators;
  internships: InternshipIndicators;
  participants: ParticipantIndicators;
  funnel: Record<FunnelStep, number>;
  courses: CourseIndicators[];
}

/** The breakdowns in the order the screen and the spreadsheet show them, with the codes of each. */
export const INDICATOR_BREAKDOWNS = [
  { key: 'byGender', codes: GENDERS },
  { key: 'byAgeBand', codes: AGE_BANDS },
  { key: 'byEducation', codes: EDUCATION_LEVELS },
  { key: 'byJobSeeking', codes: JOB_SEEKING_STATUSES },
  { key: 'byDisability', codes: DISABILITY_ANSWERS },
] as const;
export type BreakdownKey = (typeof INDICATOR_BREAKDOWNS)[number]['key'];

/** `{a: 0, b: 0, …}` for every code. */
export const zeroCounts = <K extends string>(codes: readonly K[]): Record<K, number> =>
  Object.fromEntries(codes.map((c) => [c, 0])) as Record<K, number>;

/** The label key of a breakdown's code (`domain` catalogue): age bands are shown as they are. */
export function breakdownLabelKey(breakdown: BreakdownKey, code: string): string | null {
  switch (breakdown) {
    case 'byGender':
      return `labels.gender.${code}`;
    case 'byEducation':
      return `labels.education.${code}`;
    case 'byJobSeeking':
      return `labels.jobSeeking.${code}`;
    case 'byDisability':
      return `indicators.disability.${code}`;
    case 'byAgeBand':
      return null;
  }
}
