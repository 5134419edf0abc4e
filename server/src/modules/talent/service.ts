import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import {
  talentDisplayName,
  talentMessages,
  TALENT_INVITATIONS_PER_DAY,
  TALENT_PAGE_SIZE,
  type InvitationAnswer,
  type InvitationInput,
  type SessionUser,
  type StudentInvitationView,
  type StudentSettingsInput,
  type TalentPage,
} from '@beceri/domain';
import { orGone } from '../../lib/db-errors.ts';
import { searchPatterns } from '../../lib/search.ts';
import { fullName } from '../../lib/names.ts';
import { conflict, HttpError, notFound } from '../../plugins/errors.ts';
import { talentInvitationAnsweredMail, talentInvitationMail } from '../../mail/talent.ts';
import { assertMayReadApplicants } from '../trust/vetting.ts';
import { talentRepository as repo } from './repository.ts';

type Deps = Pick<FastifyInstance, 'db' | 'mailer' | 'config'>;
type SearchDeps = Pick<FastifyInstance, 'db' | 'readCache'>;

/** `PUT /student/update {openToWork, city}`: the pool's switch with its consent, and the province. */
export async function updateTalentSettings(deps: Pick<Deps, 'db'>, userId: string, input: StudentSettingsInput) {
  const done = await deps.db.transaction((tx) => repo.updateSettings(tx, userId, input));
  if (!done) throw notFound();
  const row = await repo.settingsOf(deps.db, userId);
  return { openToWork: Boolean(row?.openToWorkSince), city: row?.city ?? null };
}

/** `GET /talent`: approved companies with a verified address only (like applicants' data: trust/vetting.ts). */
export async function searchTalent(
  deps: SearchDeps,
  user: SessionUser,
  query: { courseId?: string; city?: string | null; q?: string; page: number },
): Promise<TalentPage> {
  await assertMayReadApplicants(deps.db, user);
  const { items, total } = await repo.search(deps.db, user.id, {
    courseId: query.courseId,
    city: query.city as never,
    named: await coursesNamed(deps, searchPatterns(query.q)),
    limit: TALENT_PAGE_SIZE,
    offset: (query.page - 1) * TALENT_PAGE_SIZE,
  });
  return { items, total, page: query.page, pageSize: TALENT_PAGE_SIZE };
}

/**
 * The courses each word names, from the read cache while no course changes (topic `courses`): the companies' searches
 * repeat the same few words, and each would otherwise scan the courses once per word.
 */
async function coursesNamed(deps: SearchDeps, patterns: string[]): Promise<(string[] | null)[]> {
  if (patterns.length === 0) return [];
  const key = `talent-words\n${patterns.join('\n')}`;
  const cached = deps.readCache.get<(string[] | null)[]>(key);
  if (cached) return cached;
  const ticket = deps.readCache.ticket();
  const named = await repo.coursesNamed(deps.db, patterns);
  deps.readCache.set(key, ['courses'], ticket, named, {
    size: 80 * named.reduce((n, ids) => n + (ids?.length ?? 0), 1),
  });
  return named;
}

/**
 * `POST /talent/{studentId}/invitations`: the company's own open job, a student in the pool, at most
 * TALENT_INVITATIONS_PER_DAY a day (Europe/Istanbul), one pending per student and job; the student is mailed in the
 * same transaction (through the queue).
 */
export async function invite(deps: Deps, user: SessionUser, studentId: string, input: InvitationInput) {
  await assertMayReadApplicants(deps.db, user);
  return orGone(
    deps.db.transaction(async (tx) => {
      const { companyName, today } = await repo.lockAndCountToday(tx, user.id);
      const job = await repo.jobForInvitation(tx, input.jobId);
      if (!job || job.addedBy !== user.id) {
        throw new HttpError(403, 'FORBIDDEN', talentMessages.jobNotYours, { jobId: talentMessages.jobNotYours });
      }
      if (!job.open)
        throw new HttpError(409, 'JOB_CLOSED', talentMessages.jobClosed, { jobId: talentMessages.jobClosed });
      const student = await repo.pooledStudent(tx, studentId);
      if (!student) throw notFound(talentMessages.notOpenToWork);
      if (today >= TALENT_INVITATIONS_PER_DAY) throw new HttpError(429, 'INVITATION_LIMIT', talentMessages.dailyLimit);
      const id = await repo.insertInvitation(tx, {
        companyId: user.id,
        studentId,
        jobId: job.id,
        message: input.message,
      });
      if (!id) throw conflict(talentMessages.alreadyInvited, 'ALREADY_INVITED');
      const mail = talentInvitationMail(
        { companyName, jobTitle: job.title, name: student.name, publicUrl: deps.config.publicUrl },
        student.locale,
      );
      await deps.mailer.send({ to: student.email, ...mail }, tx);
      return { id };
    }),
    // The job or the student deleted meanwhile.
    () => notFound(),
  );
}

export async function myInvitations(deps: Pick<Deps, 'db'>, user: SessionUser): Promise<StudentInvitationView[]> {
  return repo.listForStudent(deps.db, user.id);
}

/**
 * `PUT /me/invitations/{id}`: the student's own pending invitation. Accepting makes the application in Kısa listede
 * (or moves one in İnceleniyor there); the company learns the answer by mail either way.
 */
export async function answerInvitation(deps: Deps, user: SessionUser, id: string, { response }: InvitationAnswer) {
  return deps.db.transaction(async (tx) => {
    const invitation = await repo.lockOwnInvitation(tx, user.id, id);
    if (!invitation) throw notFound();
    if (invitation.status !== 'pending') throw conflict(talentMessages.notPending, 'NOT_PENDING');
    const facts = await repo.answerMailFacts(tx, id);
    if (!facts) throw notFound();
    let application: { id: string; status: string } | null = null;
    if (response === 'accept') {
      if (!facts.jobListed) throw new HttpError(409, 'JOB_CLOSED', talentMessages.jobClosed);
      const made = await repo.shortlistFromInvitation(tx, invitation.jobId, user.id);
      if (made === 'rejected') throw conflict(talentMessages.alreadyDecided, 'ALREADY_DECIDED');
      application = made;
    }
    const status = response === 'accept' ? 'accepted' : 'declined';
    await repo.markAnswered(tx, id, status, application?.id ?? null);
    const [me] = await tx
      .select({ name: users.name, surname: users.surname })
      .from(users)
      .where(eq(users.id, user.id))
      .limit(1);
    const studentName = me ? (response === 'accept' ? fullName(me) : talentDisplayName(me.name, me.surname)) : '';
    const mail = talentInvitationAnsweredMail(
      {
        studentName,
        jobTitle: facts.jobTitle,
        jobId: invitation.jobId,
        accepted: response === 'accept',
        name: facts.companyContact,
        publicUrl: deps.config.publicUrl,
      },
      facts.companyLocale,
    );
    await deps.mailer.send({ to: facts.companyEmail, ...mail }, tx);
    return { ok: true as const, status, application };
  });
}
