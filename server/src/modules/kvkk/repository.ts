import { and, eq, gt, isNotNull, isNull, like, lt, ne, not, or, sql } from 'drizzle-orm';
import { LEGACY_EVENT } from '@beceri/domain/log-events';
import type { Db, Tx } from '../../db/client.ts';
import { istanbulToday } from '../../db/daily-checks.ts';
import {
  activityLogs,
  applicationStatusChanges,
  attendance,
  certificates,
  companyProfiles,
  consents,
  courseClasses,
  courseEnrollments,
  lessonProgress,
  courses,
  files,
  formerParticipants,
  jobApplications,
  jobs,
  passwordResets,
  resetCodeChecks,
  mfaCodeChecks,
  sessions,
  studentProfiles,
  teacherProfiles,
  examAttempts,
  labSessions,
  placements,
  talentInvitations,
  users,
} from '../../db/schema/index.ts';
import { CIPHER_PREFIX, UNPADDED_PREFIX } from '../../lib/personal-data.ts';
import { declareWrites } from '../../db/writes.ts';

/** The person's applications, each with every status it has had (decision 060), in two statements. */
async function applicationsWithHistory(db: Db, userId: string) {
  const [applications, steps] = await Promise.all([
    db
      .select({
        id: jobApplications.id,
        jobId: jobApplications.jobId,
        jobTitle: jobs.title,
        status: jobApplications.status,
        appliedAt: jobApplications.createdAt,
        updatedAt: jobApplications.updatedAt,
      })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(eq(jobApplications.studentId, userId))
      .orderBy(jobApplications.createdAt),
    db
      .select({
        applicationId: applicationStatusChanges.applicationId,
        from: applicationStatusChanges.fromStatus,
        to: applicationStatusChanges.toStatus,
        changedAt: applicationStatusChanges.changedAt,
      })
      .from(applicationStatusChanges)
      .innerJoin(jobApplications, eq(jobApplications.id, applicationStatusChanges.applicationId))
      .where(eq(jobApplications.studentId, userId))
      .orderBy(applicationStatusChanges.id),
  ]);
  return applications.map(({ id, ...application }) => ({
    ...application,
    history: steps
      .filter((s) => s.applicationId === id)
      .map((s) => ({ from: s.from, to: s.to, changedAt: s.changedAt })),
  }));
}

/** Everything stored about one person, row by row (secrets such as hashes left out). */
async function personalRows(db: Db, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      name: users.name,
      surname: users.surname,
      phone: users.phone,
      address: users.address,
      locale: users.locale,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
      suspendedAt: users.suspendedAt,
      suspendedReason: users.suspendedReason,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [student] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId));
  const [teacher] = await db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, userId));
  const [company] = await db.select().from(companyProfiles).where(eq(companyProfiles.userId, userId));
  return {
    user,
    student,
    teacher,
    company,
    consents: await db
      .select({
        purpose: consents.purpose,
        textVersion: consents.textVersion,
        givenAt: consents.givenAt,
        withdrawnAt: consents.withdrawnAt,
      })
      .from(consents)
      .where(eq(consents.userId, userId))
      .orderBy(consents.givenAt),
    enrollments: await db
      .select({
        courseId: courseEnrollments.courseId,
        courseTitle: courses.title,
        enrolledAt: courseEnrollments.createdAt,
      })
      .from(courseEnrollments)
      .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
      .where(eq(courseEnrollments.studentId, userId))
      .orderBy(courseEnrollments.createdAt),
    // The learning path's finished lessons (decision 050).
    lessons: await db
      .select({
        courseId: courseClasses.courseId,
        courseTitle: courses.title,
        classId: lessonProgress.classId,
        classTitle: courseClasses.title,
        doneAt: lessonProgress.doneAt,
      })
      .from(lessonProgress)
      .innerJoin(courseClasses, eq(courseClasses.id, lessonProgress.classId))
      .innerJoin(courses, eq(courses.id, courseClasses.courseId))
      .where(eq(lessonProgress.studentId, userId))
      .orderBy(lessonProgress.doneAt),
    attempts: await db
      .select({
        courseId: examAttempts.courseId,
        courseTitle: courses.title,
        answers: examAttempts.answers,
        score: examAttempts.score,
        total: examAttempts.total,
        status: examAttempts.status,
        attemptedAt: examAttempts.createdAt,
      })
      .from(examAttempts)
      .innerJoin(courses, eq(courses.id, examAttempts.courseId))
      .where(eq(examAttempts.studentId, userId))
      .orderBy(examAttempts.createdAt),
    certificates: await db
      .select({
        code: certificates.code,
        courseId: certificates.courseId,
        courseTitle: certificates.courseTitle,
        score: certificates.score,
        total: certificates.total,
        issuedAt: certificates.issuedAt,
      })
      .from(certificates)
      .where(eq(certificates.studentId, userId))
      .orderBy(certificates.issuedAt),
    // The lab sessions' marks (decision 055): the person's own, and those a teacher or admin set (whose, not said).
    attendance: await db
      .select({
        as: sql<'student' | 'marker'>`case when ${attendance.studentId} = ${userId} then 'student' else 'marker' end`,
        sessionId: attendance.sessionId,
        courseTitle: labSessions.courseTitle,
        startsAt: labSessions.startsAt,
        endsAt: labSessions.endsAt,
        status: attendance.status,
        checkedInAt: attendance.checkedInAt,
        updatedAt: attendance.updatedAt,
      })
      .from(attendance)
      .innerJoin(labSessions, eq(labSessions.id, attendance.sessionId))
      .where(or(eq(attendance.studentId, userId), eq(attendance.markedBy, userId)))
      .orderBy(labSessions.startsAt),
    applications: await applicationsWithHistory(db, userId),
    // Internships (decision 065): a student's with the company's evaluation and their own feedback; a company's
    // with the mentors it named (the students' feedback is not the company's).
    placements: await db
      .select({
        as: sql<'student' | 'company'>`case when ${placements.studentId} = ${userId} then 'student' else 'company' end`,
        id: placements.id,
        jobTitle: placements.jobTitle,
        companyName: placements.companyName,
        startsOn: placements.startsOn,
        endsOn: placements.endsOn,
        mentorName: placements.mentorName,
        evaluation: sql<{
          attendance: number;
          technical: number;
          teamwork: number;
          comment: string | null;
          evaluatedAt: string;
        } | null>`case when ${placements.evaluatedAt} is null then null else json_build_object('attendance', ${placements.evalAttendance}, 'technical', ${placements.evalTechnical}, 'teamwork', ${placements.evalTeamwork}, 'comment', ${placements.evalComment}, 'evaluatedAt', ${placements.evaluatedAt}) end`,
        feedback: sql<{
          rating: number;
          comment: string | null;
          givenAt: string;
        } | null>`case when ${placements.feedbackAt} is null or ${placements.studentId} is distinct from ${userId} then null else json_build_object('rating', ${placements.feedbackRating}, 'comment', ${placements.feedbackComment}, 'givenAt', ${placements.feedbackAt}) end`,
        createdAt: placements.createdAt,
      })
      .from(placements)
      .where(or(eq(placements.studentId, userId), eq(placements.companyId, userId)))
      .orderBy(placements.createdAt),
    // The talent pool's invitations (decision 063): those the student received or the company sent.
    invitations: await db
      .select({
        as: sql<
          'student' | 'company'
        >`case when ${talentInvitations.studentId} = ${userId} then 'student' else 'company' end`,
        jobId: talentInvitations.jobId,
        jobTitle: jobs.title,
        message: talentInvitations.message,
        status: talentInvitations.status,
        createdAt: talentInvitations.createdAt,
        answeredAt: talentInvitations.answeredAt,
      })
      .from(talentInvitations)
      .innerJoin(jobs, eq(jobs.id, talentInvitations.jobId))
      .where(or(eq(talentInvitations.studentId, userId), eq(talentInvitations.companyId, userId)))
      .orderBy(talentInvitations.createdAt),
    files: await db
      .select({
        id: files.id,
        kind: files.kind,
        storageKey: files.storageKey,
        originalName: files.originalName,
        mime: files.mime,
        size: files.size,
        uploadedAt: files.createdAt,
      })
      .from(files)
      .where(eq(files.ownerId, userId))
      .orderBy(files.createdAt),
    courses: await db
      .select({ id: courses.id, title: courses.title, description: courses.description, createdAt: courses.createdAt })
      .from(courses)
      .where(eq(courses.addedBy, userId))
      .orderBy(courses.createdAt),
    jobs: await db
      .select({ id: jobs.id, title: jobs.title, description: jobs.description, createdAt: jobs.createdAt })
      .from(jobs)
      .where(eq(jobs.addedBy, userId))
      .orderBy(jobs.createdAt),
    sessions: await db
      .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(sessions.createdAt),
    passwordResets: await db
      .select({
        requestedAt: passwordResets.createdAt,
        expiresAt: passwordResets.expiresAt,
        attempts: passwordResets.attempts,
        consumedAt: passwordResets.consumedAt,
      })
      .from(passwordResets)
      .where(eq(passwordResets.userId, userId))
      .orderBy(passwordResets.createdAt),
    // Wrong reset codes counted per day (the daily cap, docs/security.md).
    resetCodeChecks: await db
      .select({ day: resetCodeChecks.day, wrong: resetCodeChecks.wrong })
      .from(resetCodeChecks)
      .where(eq(resetCodeChecks.userId, userId))
      .orderBy(resetCodeChecks.day),
    // The entries they wrote and those that name them (a hire, a suspension).
    activity: await db
      .select({
        type: activityLogs.type,
        event: activityLogs.event,
        params: activityLogs.params,
        text: activityLogs.text,
        createdAt: activityLogs.createdAt,
      })
      .from(activityLogs)
      .where(or(eq(activityLogs.actorId, userId), eq(activityLogs.subjectId, userId)))
      .orderBy(activityLogs.createdAt, activityLogs.id),
  };
}

/** The furthest step of the programme's funnel a student reached. */
async function furthestStage(
  tx: Tx,
  userId: string,
): Promise<'registered' | 'enrolled' | 'passed' | 'applied' | 'hired'> {
  const { rows } = await tx.execute<{ hired: boolean; applied: boolean; passed: boolean; enrolled: boolean }>(sql`select
    exists (select 1 from job_applications where student_id = ${userId} and status = 'Hired') as hired,
    exists (select 1 from job_applications where student_id = ${userId}) as applied,
    exists (select 1 from exam_attempts where student_id = ${userId} and status = 'passed') as passed,
    exists (select 1 from course_enrollments where student_id = ${userId}) as enrolled`);
  const r = rows[0];
  if (r.hired) return 'hired';
  if (r.applied) return 'applied';
  if (r.passed) return 'passed';
  if (r.enrolled) return 'enrolled';
  return 'registered';
}

/** Whether the student holds a certificate (the indicators' `funnel.certified` of their anonymous record). */
async function heldCertificate(tx: Tx, userId: string): Promise<boolean> {
  const { rows } = await tx.execute<{ held: boolean }>(
    sql`select exists (select 1 from certificates where student_id = ${userId}) as held`,
  );
  return rows[0].held;
}

const insertFormerParticipant = async (tx: Tx, row: typeof formerParticipants.$inferInsert) =>
  (await tx.insert(formerParticipants).values(row).returning({ id: formerParticipants.id }))[0].id;

/** A deleted student's attendance stays, under their anonymous participant record (decision 055). */
async function keepAttendance(tx: Tx, userId: string, formerParticipantId: string) {
  await tx.update(attendance).set({ studentId: null, formerParticipantId }).where(eq(attendance.studentId, userId));
}

/**
 * Placements outlive both accounts (decision 065). A deleted student's move under their anonymous record, which
 * notes the internship, without the two free texts about or by them (the scores and rating stay for the figures); a
 * deleted company's keep its name and the job's title but lose the mentor, a person of the company's.
 */
async function keepPlacements(tx: Tx, userId: string, formerParticipantId: string | null) {
  if (formerParticipantId) {
    const moved = await tx
      .update(placements)
      .set({ studentId: null, formerParticipantId, evalComment: null, feedbackComment: null })
      .where(eq(placements.studentId, userId))
      .returning({ id: placements.id });
    if (moved.length > 0)
      await tx
        .update(formerParticipants)
        .set({ internship: true })
        .where(eq(formerParticipants.id, formerParticipantId));
  }
  await tx.update(placements).set({ mentorName: null }).where(eq(placements.companyId, userId));
}

/**
 * Removes the person's names from the activity log (decision 044): every `xName` parameter whose `xId` is theirs
 * becomes null ('Silinmiş kullanıcı' / 'Deleted user' when read), in the entries they wrote and in those that name
 * them, found by index. Entries left as written (legacy) get 'Silinmiş kullanıcı' in place of the naming phrases of
 * docs/product.md ('<ad soyad> adlı', '<şirket> şirketi', '<ad> adlı'), so a name that is also part of a course or job
 * title is not torn out of it.
 */
async function anonymiseActivity(
  tx: Tx,
  userId: string,
  who: { fullName: string; name: string; companyName?: string },
) {
  await tx
    .update(activityLogs)
    .set({
      params: sql`coalesce((select jsonb_object_agg(k, case when k like '%Name' and ${activityLogs.params} ->> (left(k, -4) || 'Id') = ${userId} then 'null'::jsonb else v end) from jsonb_each(${activityLogs.params}) as e(k, v)), '{}'::jsonb)`,
    })
    .where(
      and(
        or(eq(activityLogs.actorId, userId), eq(activityLogs.subjectId, userId)),
        ne(activityLogs.event, LEGACY_EVENT),
      ),
    );
  const phrases: [string, string][] = [[`${who.fullName} adlı`, 'Silinmiş kullanıcı adlı']];
  if (who.companyName) phrases.push([`${who.companyName} şirketi`, 'Silinmiş kullanıcı şirketi']);
  if (who.name !== who.fullName) phrases.push([`${who.name} adlı`, 'Silinmiş kullanıcı adlı']);
  let text = sql`${activityLogs.text}`;
  for (const [from, to] of phrases) text = sql`replace(${text}, ${from}, ${to})`;
  await tx
    .update(activityLogs)
    .set({ text })
    .where(
      and(
        eq(activityLogs.event, LEGACY_EVENT),
        or(eq(activityLogs.actorId, userId), sql`strpos(${activityLogs.text}, ${phrases[0][0]}) > 0`),
      ),
    );
}

/** A teacher's courses stay for their students; the programme (admins) takes them over. */
async function handOverCourses(tx: Tx, userId: string) {
  await tx.update(courses).set({ addedBy: null, addedByType: 'Admin' }).where(eq(courses.addedBy, userId));
}

/** A company's job ads (and the applications to them) go with the company. */
async function deleteJobsOf(tx: Tx, userId: string) {
  await tx.delete(jobs).where(eq(jobs.addedBy, userId));
}

/** Resumes are the person's own and go; course PDFs and images stay with the content, no longer linked to them. */
async function detachFiles(tx: Tx, userId: string): Promise<string[]> {
  const removed = await tx
    .delete(files)
    .where(and(eq(files.ownerId, userId), eq(files.kind, 'resume')))
    .returning({ storageKey: files.storageKey });
  await tx.update(files).set({ ownerId: null }).where(eq(files.ownerId, userId));
  return removed.map((r) => r.storageKey);
}

/**
 * The user row; profiles, consents, sessions, reset codes, enrolments, attempts and applications cascade. Certificates
 * stay without their holder, so that their codes verify as no longer valid rather than unknown.
 */
async function deleteUser(tx: Tx, userId: string) {
  await tx.delete(users).where(eq(users.id, userId));
}

async function otherAdminExists(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Withdraws the disability-data consent and erases the stored answer with it. */
async function withdrawDisabilityConsent(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const withdrawn = await tx
      .update(consents)
      .set({ withdrawnAt: new Date() })
      .where(and(eq(consents.userId, userId), eq(consents.purpose, 'disability-data'), isNull(consents.withdrawnAt)))
      .returning({ id: consents.id });
    await tx.update(studentProfiles).set({ disability: null }).where(eq(studentProfiles.userId, userId));
    return withdrawn.length > 0;
  });
}

/** Reset codes that expired or were used before `cutoff`; returns how many. */
export async function deleteDeadResets(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, cutoff), lt(passwordResets.consumedAt, cutoff)))
    .returning({ id: passwordResets.id });
  // Daily counts of wrong codes (reset codes and the app's) matter only on their own day (Europe/Istanbul).
  await db.delete(resetCodeChecks).where(lt(resetCodeChecks.day, istanbulToday));
  await db.delete(mfaCodeChecks).where(lt(mfaCodeChecks.day, istanbulToday));
  return rows.length;
}

/** Sessions that expired before `cutoff`; returns how many. */
export async function deleteEndedSessions(db: Db, cutoff: Date): Promise<number> {
  const rows = await db.delete(sessions).where(lt(sessions.expiresAt, cutoff)).returning({ userId: sessions.userId });
  return rows.length;
}

/** Up to `limit` student profiles with a TC number or disability answer stored in clear or without padding. */
export async function plainProfiles(db: Db, limit: number) {
  const plain = or(
    not(like(studentProfiles.idNumber, `${CIPHER_PREFIX}%`)),
    not(like(studentProfiles.disability, `${CIPHER_PREFIX}%`)),
  );
  return db
    .select({
      userId: studentProfiles.userId,
      idNumber: studentProfiles.idNumber,
      hash: studentProfiles.idNumberHash,
      disability: studentProfiles.disability,
    })
    .from(studentProfiles)
    .where(plain)
    .limit(limit);
}

export interface ProfileEncryption {
  userId: string;
  oldId: string;
  oldDisability: string | null;
  idNumber: string;
  hash: string | null;
  disability: string | null;
}

/** One UPDATE for a batch; a row changed meanwhile (another instance converted it) is left alone. */
export async function applyProfileEncryption(db: Db, changes: ProfileEncryption[]) {
  const values = sql.join(
    changes.map(
      (c) =>
        sql`(${c.userId}::uuid, ${c.oldId}::text, ${c.oldDisability}::text, ${c.idNumber}::text, ${c.hash}::text, ${c.disability}::text)`,
    ),
    sql`, `,
  );
  declareWrites('update student_profiles');
  await db.execute(sql`
    update student_profiles sp
    set id_number = v.id_number, id_number_hash = v.hash, disability = v.disability
    from (values ${values}) as v(user_id, old_id, old_disability, id_number, hash, disability)
    where sp.user_id = v.user_id and sp.id_number = v.old_id and sp.disability is not distinct from v.old_disability`);
}

/** Up to `limit` encrypted TC numbers of the profiles after `after` in user id order (the re-key pass pages by it). */
export async function encryptedIdNumbersAfter(db: Db, after: string | null, limit: number) {
  return db
    .select({ userId: studentProfiles.userId, idNumber: studentProfiles.idNumber, hash: studentProfiles.idNumberHash })
    .from(studentProfiles)
    .where(
      and(like(studentProfiles.idNumber, `${CIPHER_PREFIX}%`), after ? gt(studentProfiles.userId, after) : undefined),
    )
    .orderBy(studentProfiles.userId)
    .limit(limit);
}

/** Stores a TC number's new ciphertext and hash if the row still holds what was read (another instance may have). */
export async function rekeyIdNumber(db: Db, userId: string, oldId: string, idNumber: string, hash: string) {
  declareWrites('update student_profiles');
  await db
    .update(studentProfiles)
    .set({ idNumber, idNumberHash: hash })
    .where(and(eq(studentProfiles.userId, userId), eq(studentProfiles.idNumber, oldId)));
}

/** Any one encrypted TC number, to try the DATA_KEY on. */
export async function anEncryptedIdNumber(db: Db) {
  const [row] = await db
    .select({ userId: studentProfiles.userId, idNumber: studentProfiles.idNumber })
    .from(studentProfiles)
    .where(
      and(
        isNotNull(studentProfiles.idNumber),
        or(like(studentProfiles.idNumber, `${CIPHER_PREFIX}%`), like(studentProfiles.idNumber, `${UNPADDED_PREFIX}%`)),
      ),
    )
    .limit(1);
  return row;
}

/** Every student profile's encrypted fields (the key rotation reads them all in its transaction). */
export async function profileSecrets(tx: Tx) {
  return tx
    .select({
      userId: studentProfiles.userId,
      idNumber: studentProfiles.idNumber,
      hash: studentProfiles.idNumberHash,
      disability: studentProfiles.disability,
    })
    .from(studentProfiles);
}

export async function setProfileSecrets(
  tx: Tx,
  userId: string,
  secrets: { idNumber: string; idNumberHash: string | null; disability: string | null },
): Promise<void> {
  await tx.update(studentProfiles).set(secrets).where(eq(studentProfiles.userId, userId));
}

/** The rights' reads and writes, as the KVKK service takes them (`KvkkDeps`). */
export const kvkkRepository = {
  personalRows,
  otherAdminExists,
  insertFormerParticipant,
  furthestStage,
  heldCertificate,
  anonymiseActivity,
  handOverCourses,
  deleteJobsOf,
  detachFiles,
  deleteUser,
  keepAttendance,
  keepPlacements,
  withdrawDisabilityConsent,
};
