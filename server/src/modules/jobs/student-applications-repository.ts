import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { jobApplications, jobs } from '../../db/schema/index.ts';

/** The ids of the jobs a student applied to, newest first (index job_applications_student_idx): one statement. */
export async function appliedJobIds(db: Db, studentId: string): Promise<string[]> {
  const rows = await db
    .select({ jobId: jobApplications.jobId })
    .from(jobApplications)
    .where(eq(jobApplications.studentId, studentId))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  return rows.map((r) => r.jobId);
}

/** One application with its owner, status and job, whoever owns it. */
export async function findApplicationWithJob(db: Db, id: string) {
  const [row] = await db
    .select({
      id: jobApplications.id,
      studentId: jobApplications.studentId,
      status: jobApplications.status,
      jobId: jobs.id,
      jobTitle: jobs.title,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.id, id))
    .limit(1);
  return row;
}

/** Deletes the application while it is still 'In Review'; false when it is not (any more). */
export async function deleteInReview(tx: Tx, id: string, studentId: string): Promise<boolean> {
  const rows = await tx
    .delete(jobApplications)
    .where(
      and(
        eq(jobApplications.id, id),
        eq(jobApplications.studentId, studentId),
        eq(jobApplications.status, 'In Review'),
      ),
    )
    .returning({ id: jobApplications.id });
  return rows.length > 0;
}
