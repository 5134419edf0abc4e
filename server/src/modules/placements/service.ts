import type { FastifyInstance } from 'fastify';
import { istanbulDay, placementEnded, placementMessages, type PlacementState, type SessionUser } from '@beceri/domain';
import type { Tx } from '../../db/client.ts';
import type { PageQuery } from '../../lib/paging.ts';
import { placementEvaluationReminderMail, placementFeedbackReminderMail } from '../../mail/placements.ts';
import { conflict, forbidden, notFound } from '../../plugins/errors.ts';
import { placementsRepository, type Owners } from './repository.ts';

/** Internship placements (decision 065): the company's and the student's sides, the admins' list, the reminders. */
export type PlacementsDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'config'>;

/** The daily reminder sweep (09:00 Istanbul): once across instances, through the queue. */
export const PLACEMENT_REMINDERS_QUEUE = 'placement-reminders';

const repo = placementsRepository;

async function owned(
  deps: PlacementsDeps,
  user: SessionUser,
  id: string,
  side: 'company' | 'student',
): Promise<Owners> {
  const p = await repo.findOwners(deps.db, id);
  if (!p) throw notFound(placementMessages.notFound);
  if ((side === 'company' ? p.companyId : p.studentId) !== user.id) throw forbidden();
  return p;
}

/** `PUT /placements/{id}`: the company sets the dates and the mentor; an evaluated placement's dates are kept. */
export async function schedule(
  deps: PlacementsDeps,
  user: SessionUser,
  id: string,
  input: { startsOn: string; endsOn: string; mentorName: string },
) {
  const p = await owned(deps, user, id, 'company');
  if (p.evaluated) throw conflict(placementMessages.evaluated, 'PLACEMENT_EVALUATED');
  await repo.setSchedule(deps.db, id, input);
  return (await repo.findPlacement(deps.db, id, false))!;
}

/** `PUT /placements/{id}/evaluation`: the company, from the last day on; a later save replaces the scores. */
export async function evaluate(
  deps: PlacementsDeps,
  user: SessionUser,
  id: string,
  input: { attendance: number; technical: number; teamwork: number; comment: string },
) {
  const p = await owned(deps, user, id, 'company');
  if (!placementEnded(p.endsOn)) throw conflict(placementMessages.notEnded, 'PLACEMENT_NOT_ENDED');
  await repo.setEvaluation(deps.db, id, input);
  return (await repo.findPlacement(deps.db, id, false))!;
}

/** `PUT /placements/{id}/feedback`: the student, from the last day on; a later save replaces it. */
export async function giveFeedback(
  deps: PlacementsDeps,
  user: SessionUser,
  id: string,
  input: { rating: number; comment: string },
) {
  const p = await owned(deps, user, id, 'student');
  if (!placementEnded(p.endsOn)) throw conflict(placementMessages.notEnded, 'PLACEMENT_NOT_ENDED');
  await repo.setFeedback(deps.db, id, input);
  return (await repo.findPlacement(deps.db, id, true))!;
}

/** `GET /placements`: a company's (without the students' feedback) or a student's own. */
export function ownPlacements(deps: PlacementsDeps, user: SessionUser, q: PageQuery) {
  return repo.listOwn(deps.db, user.role === 'company' ? { companyId: user.id } : { studentId: user.id }, q);
}

/** `GET /admin/placements`. */
export function allPlacements(deps: PlacementsDeps, f: { cohort?: string; state?: PlacementState }, q: PageQuery) {
  return repo.listAll(deps.db, f, q);
}

/**
 * The reminders owed today: claimed and their mails queued in one transaction, so each goes once — a second run the
 * same day (another instance, a restart) finds them marked.
 */
export async function sendReminders(deps: PlacementsDeps, now = new Date()) {
  return deps.db.transaction(async (tx: Tx) => {
    const due = await repo.claimReminders(tx, istanbulDay(now));
    const publicUrl = deps.config.publicUrl;
    for (const r of due.company) {
      const mail = placementEvaluationReminderMail(
        { jobTitle: r.jobTitle, endsOn: r.endsOn, name: r.to.name, publicUrl },
        r.to.locale,
      );
      await deps.mailer.send({ to: r.to.email, ...mail }, tx);
    }
    for (const r of due.student) {
      const mail = placementFeedbackReminderMail(
        { jobTitle: r.jobTitle, endsOn: r.endsOn, companyName: r.companyName, name: r.to.name, publicUrl },
        r.to.locale,
      );
      await deps.mailer.send({ to: r.to.email, ...mail }, tx);
    }
    return { company: due.company.length, student: due.student.length };
  });
}
