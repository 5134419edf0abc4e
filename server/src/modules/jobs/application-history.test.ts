import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { StudentApplicationView } from '@beceri/domain';
import { strFromU8, unzipSync } from 'fflate';
import { applicationStatusChanges } from '../../db/schema/index.ts';
import { createTestApp, createUser, injectAs, type TestContext, type TestUser } from '../../../test/helpers.ts';

/*
 * An application's history (docs/product.md, Applications; decision 060): every status it has had, written with the
 * change, read by its student only, exported and deleted with the application.
 */

let ctx: TestContext;
let company: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  company = await createUser(ctx.app, 'company', { companyName: 'Geçmiş Bilişim' });
});
afterAll(() => ctx.close());

async function addJob(title: string) {
  const res = await injectAs(ctx.app, company, {
    method: 'POST',
    url: '/job/add',
    payload: { title, description: 'Ağ kurulumu' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
async function apply(student: TestUser, jobId: string): Promise<string> {
  const res = await injectAs(ctx.app, student, { method: 'POST', url: `/enrollment/enroll/${jobId}` });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}
const move = (applicationId: string, status: string) =>
  injectAs(ctx.app, company, { method: 'PUT', url: `/enrollment/status/${applicationId}`, payload: { status } });
const myApplications = async (student: TestUser) => {
  const res = await injectAs(ctx.app, student, { url: '/enrollment/getAll' });
  expect(res.statusCode).toBe(200);
  return res.json() as StudentApplicationView[];
};
const storedSteps = async (applicationId: string) =>
  ctx.app.db
    .select()
    .from(applicationStatusChanges)
    .where(eq(applicationStatusChanges.applicationId, applicationId))
    .orderBy(applicationStatusChanges.id);

describe('the history of an application', () => {
  it('holds the application and every change, oldest first, on the student’s list', async () => {
    const student = await createUser(ctx.app, 'student');
    const id = await apply(student, await addJob('Tekniker'));
    expect((await myApplications(student))[0].history).toEqual([
      { from: null, to: 'In Review', changedAt: expect.any(String) },
    ]);
    for (const status of ['Shortlisted', 'Rejected', 'Shortlisted', 'Hired'])
      expect((await move(id, status)).statusCode).toBe(200);
    const [application] = await myApplications(student);
    expect(application.status).toBe('Hired');
    expect(application.history.map(({ from, to }) => [from, to])).toEqual([
      [null, 'In Review'],
      ['In Review', 'Shortlisted'],
      ['Shortlisted', 'Rejected'],
      ['Rejected', 'Shortlisted'],
      ['Shortlisted', 'Hired'],
    ]);
    const times = application.history.map((s) => Date.parse(s.changedAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // The last step is the change the list's 'updatedAt' names.
    expect(application.history.at(-1)!.changedAt).toBe(application.updatedAt);
    // The company reads the same on its applicant card; another company reads nothing of it.
    const jobId = (await myApplications(student))[0].job.id;
    const applicants = await injectAs(ctx.app, company, { url: `/enrollment/studentsEnrolled/${jobId}` });
    expect(applicants.json()[0].history).toEqual(application.history);
    const other = await createUser(ctx.app, 'company');
    expect((await injectAs(ctx.app, other, { url: `/enrollment/studentsEnrolled/${jobId}` })).statusCode).toBe(403);
  });

  it('writes nothing for a refused move or a move to the status it already has', async () => {
    const student = await createUser(ctx.app, 'student');
    const id = await apply(student, await addJob('Reddedilen'));
    expect((await move(id, 'Hired')).statusCode).toBe(200);
    expect((await move(id, 'Rejected')).statusCode).toBe(409);
    expect((await move(id, 'Hired')).statusCode).toBe(200);
    expect((await storedSteps(id)).map((s) => s.toStatus)).toEqual(['In Review', 'Hired']);
  });

  it("is never read by another student: each list holds only its owner's applications and histories", async () => {
    const ayse = await createUser(ctx.app, 'student');
    const ali = await createUser(ctx.app, 'student');
    const jobId = await addJob('Sahiplik');
    const ayses = await apply(ayse, jobId);
    await move(ayses, 'Shortlisted');
    expect(await myApplications(ali)).toEqual([]);
    const alis = await apply(ali, jobId);
    const list = await myApplications(ali);
    expect(list.map((a) => a.id)).toEqual([alis]);
    expect(list[0].history).toHaveLength(1);
    // Nor through the single-application read, by id.
    expect((await injectAs(ctx.app, ali, { url: `/enrollment/getEnrollment/${ayses}` })).statusCode).toBe(404);
    // A company reads no student's list.
    expect((await injectAs(ctx.app, company, { url: '/enrollment/getAll' })).statusCode).toBe(403);
  });

  it('goes with the application when the student withdraws it or the job is deleted', async () => {
    const student = await createUser(ctx.app, 'student');
    const withdrawn = await apply(student, await addJob('Geri çekilen'));
    expect(await storedSteps(withdrawn)).toHaveLength(1);
    expect((await injectAs(ctx.app, student, { method: 'DELETE', url: `/enrollment/${withdrawn}` })).statusCode).toBe(
      200,
    );
    expect(await storedSteps(withdrawn)).toEqual([]);
    const jobId = await addJob('Silinen ilan');
    const id = await apply(student, jobId);
    await move(id, 'Shortlisted');
    expect((await injectAs(ctx.app, company, { method: 'DELETE', url: `/job/delete/${jobId}` })).statusCode).toBe(200);
    expect(await storedSteps(id)).toEqual([]);
  });

  it("is in the student's export and leaves with the account", async () => {
    const student = await createUser(ctx.app, 'student');
    const id = await apply(student, await addJob('Dışa aktarım'));
    await move(id, 'Rejected');
    const exported = await injectAs(ctx.app, student, { url: '/me/export' });
    expect(exported.statusCode).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(exported.rawPayload))['data.json']));
    expect(data.applications).toEqual([
      expect.objectContaining({
        jobTitle: 'Dışa aktarım',
        status: 'Rejected',
        history: [
          { from: null, to: 'In Review', changedAt: expect.any(String) },
          { from: 'In Review', to: 'Rejected', changedAt: expect.any(String) },
        ],
      }),
    ]);
    const gone = await injectAs(ctx.app, student, {
      method: 'DELETE',
      url: '/me',
      payload: { password: student.password },
    });
    expect(gone.statusCode).toBe(200);
    expect(await storedSteps(id)).toEqual([]);
  });
});

describe('migration 0037', () => {
  it('gives each older application its application day and its latest change, whose origin is unknown', async () => {
    const student = await createUser(ctx.app, 'student');
    const moved = await apply(student, await addJob('Eski taşınan'));
    await move(moved, 'Shortlisted');
    await move(moved, 'Hired');
    const waiting = await apply(student, await addJob('Eski bekleyen'));
    // As before the table existed, then the migration's own statements after its schema.
    await ctx.app.db.delete(applicationStatusChanges);
    const file = path.join(import.meta.dirname, '../../../drizzle/0037_application_status_changes.sql');
    const backfill = fs
      .readFileSync(file, 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--.*\n)*\s*INSERT/.test(statement));
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) await ctx.app.db.execute(sql.raw(statement));
    const steps = async (id: string) => (await storedSteps(id)).map((s) => [s.fromStatus, s.toStatus]);
    expect(await steps(moved)).toEqual([
      [null, 'In Review'],
      [null, 'Hired'],
    ]);
    expect(await steps(waiting)).toEqual([[null, 'In Review']]);
  });
});
