import { z } from 'zod';
import { isCalendarDay, requiredText, tooLong } from './fields.ts';
import { istanbulDay } from './filters.ts';
import { DATE_INVALID, REQUIRED } from './messages.ts';

/**
 * Internship placements (docs/product.md 'From certificate to job'; decision 065): hiring on an internship job makes
 * one; the company sets its dates and mentor and, from the last day on, evaluates the intern; the student gives
 * feedback from the last day on. Days are Europe/Istanbul calendar days.
 */

export const PLACEMENT_MENTOR_MAX = 100;
export const PLACEMENT_COMMENT_MAX = 2000;
/** Days before the last day that the company is reminded to evaluate. */
export const PLACEMENT_EVALUATION_REMINDER_DAYS = 3;

/**
 * Where a placement stands: `planning` (no dates yet), `upcoming`, `ongoing`, `ended` (the last day has come, no
 * evaluation yet), `completed` (the company has evaluated).
 */
export const PLACEMENT_STATES = ['planning', 'upcoming', 'ongoing', 'ended', 'completed'] as const;
export type PlacementState = (typeof PLACEMENT_STATES)[number];

export const placementMessages = {
  endsBeforeStart: 'placements.endsBeforeStart',
  score: 'placements.score',
  rating: 'placements.rating',
  notFound: 'placements.notFound',
  notEnded: 'placements.notEnded',
  evaluated: 'placements.evaluated',
  invalidState: 'placements.invalidState',
} as const;

const day = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).refine(isCalendarDay, DATE_INVALID);

/** `PUT /placements/{id}`: the dates (the last after the first) and the mentor's name. */
export const placementInputSchema = z
  .object({
    startsOn: day,
    endsOn: day,
    mentorName: requiredText(PLACEMENT_MENTOR_MAX),
  })
  .superRefine((v, ctx) => {
    if (isCalendarDay(v.startsOn) && isCalendarDay(v.endsOn) && v.endsOn <= v.startsOn)
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: placementMessages.endsBeforeStart });
  });
export type PlacementInput = z.input<typeof placementInputSchema>;

const score = (message: string) => z.number({ error: message }).int(message).min(1, message).max(5, message);
const comment = z.string().trim().max(PLACEMENT_COMMENT_MAX, tooLong(PLACEMENT_COMMENT_MAX)).optional().default('');

/** `PUT /placements/{id}/evaluation`: the company's scores, 1–5 each, and an optional comment. */
export const placementEvaluationSchema = z.object({
  attendance: score(placementMessages.score),
  technical: score(placementMessages.score),
  teamwork: score(placementMessages.score),
  comment,
});
export type PlacementEvaluationInput = z.input<typeof placementEvaluationSchema>;

/** `PUT /placements/{id}/feedback`: the student's rating, 1–5, and an optional comment. */
export const placementFeedbackSchema = z.object({
  rating: score(placementMessages.rating),
  comment,
});
export type PlacementFeedbackInput = z.input<typeof placementFeedbackSchema>;

/** `GET /admin/placements` filters. */
export const adminPlacementsQuerySchema = z.object({
  cohort: z.uuid({ error: 'cohorts.invalidCohort' }).optional(),
  state: z.enum(PLACEMENT_STATES, { error: placementMessages.invalidState }).optional(),
});

/** Whether the last day has come (evaluation and feedback open then). */
export const placementEnded = (endsOn: string | null, now = new Date()): boolean =>
  endsOn !== null && endsOn <= istanbulDay(now);

export function placementState(
  p: { startsOn: string | null; endsOn: string | null; evaluatedAt: string | null },
  now = new Date(),
): PlacementState {
  if (p.evaluatedAt) return 'completed';
  if (!p.startsOn || !p.endsOn) return 'planning';
  const today = istanbulDay(now);
  if (p.endsOn <= today) return 'ended';
  return p.startsOn <= today ? 'ongoing' : 'upcoming';
}

export interface PlacementEvaluation {
  attendance: number;
  technical: number;
  teamwork: number;
  comment: string;
  evaluatedAt: string;
}

export interface PlacementFeedback {
  rating: number;
  comment: string;
  givenAt: string;
}

/** A placement as `GET /placements` and `GET /admin/placements` answer it. */
export interface Placement {
  id: string;
  jobId: string | null;
  jobTitle: string;
  companyId: string | null;
  companyName: string;
  /** Null once the student's account is deleted (the row stays under the anonymous participant record). */
  studentId: string | null;
  studentName: string | null;
  startsOn: string | null;
  endsOn: string | null;
  mentorName: string | null;
  state: PlacementState;
  evaluation: PlacementEvaluation | null;
  /** The student's feedback: the student and admins see it, the company does not (decision 065). */
  feedback: PlacementFeedback | null;
  createdAt: string;
}
