import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attendanceMarksSchema,
  attendanceMessages,
  checkInSchema,
  courseMessages,
  istanbulDay,
  serverMessages,
  translate,
} from '@beceri/domain';
import { uuidOr404 } from '../../lib/ids.ts';
import { contentDisposition } from '../../lib/file-names.ts';
import { FAILURE_WINDOW_MS, type LimitRule } from '../../lib/rate-limit.ts';
import { fullName } from '../../lib/names.ts';
import { HttpError, objectBody } from '../../plugins/errors.ts';
import { currentUser } from '../../plugins/sessions.ts';
import * as service from './service.ts';
import { attendanceRepository, workbookRepository } from './repository.ts';

const idParams = z.object({ id: z.string() });
const noStore = { 'cache-control': 'private, no-store' };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const attendanceWorkbookQuery = z.object({ cohort: z.string().max(100).optional() });

/** Wrong check-in codes per account (codes are 6 digits): 10 in 15 minutes, then 429 with Retry-After. */
const WRONG_CODES: LimitRule = { name: 'check-in-wrong-code', max: 10, windowMs: FAILURE_WINDOW_MS };

/**
 * Attendance of the lab sessions (decision 055): the teacher's roster and marks, the lab screen's rotating code, the
 * students' check-in, the figures each side reads, and the auditors' sheet and workbook.
 */
export default async function attendanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = service.attendanceDeps(app);
  const teacherOrAdmin = app.authorize('teacher', 'admin');
  const sessionId = (id: string) => uuidOr404(id, attendanceMessages.sessionNotFound);

  app.queue.define<{ courseId: string }>(service.DEFERRED_CERTIFICATES_QUEUE, {
    retry: { firstSeconds: 30, maxSeconds: 600, windowSeconds: 24 * 3600 },
    handler: async ({ courseId }) => {
      const issued = await service.issueAwaitingCertificates(deps, courseId);
      if (issued > 0) app.log.info({ issued }, 'certificates issued once attendance reached the threshold');
    },
  });

  app.get(
    '/sessions/:id/attendance',
    { preHandler: teacherOrAdmin, schema: { params: idParams } },
    async (req, reply) => {
      reply.headers(noStore);
      return service.roster(deps, currentUser(req), sessionId(req.params.id));
    },
  );

  app.put(
    '/sessions/:id/attendance',
    { preHandler: teacherOrAdmin, schema: { params: idParams, body: objectBody(attendanceMarksSchema) } },
    async (req, reply) => {
      reply.headers(noStore);
      return service.saveMarks(deps, currentUser(req), sessionId(req.params.id), req.body);
    },
  );

  app.get(
    '/sessions/:id/check-in-code',
    { preHandler: teacherOrAdmin, schema: { params: idParams } },
    async (req, reply) => {
      reply.headers(noStore);
      return service.checkInCode(deps, currentUser(req), sessionId(req.params.id));
    },
  );

  app.post(
    '/attendance/check-in',
    { preHandler: app.authorize('student'), schema: { body: objectBody(checkInSchema) } },
    async (req, reply) => {
      reply.headers(noStore);
      const user = currentUser(req);
      // Counted on arrival, so parallel guesses cannot slip past; given back unless the code was wrong.
      const wait = await app.rateLimits.hit(WRONG_CODES, user.id);
      if (wait > 0) {
        await app.rateLimits.giveBack(WRONG_CODES, user.id);
        reply.header('retry-after', String(wait));
        throw new HttpError(429, 'RATE_LIMITED', serverMessages.rateLimited);
      }
      try {
        const result = await service.checkIn(deps, user, req.body.code);
        await app.rateLimits.giveBack(WRONG_CODES, user.id);
        return result;
      } catch (err) {
        if ((err as { code?: string }).code !== service.WRONG_CODE) await app.rateLimits.giveBack(WRONG_CODES, user.id);
        throw err;
      }
    },
  );

  app.get('/me/attendance', { preHandler: app.authorize('student') }, async (req, reply) => {
    reply.headers(noStore);
    return service.myAttendance(deps, currentUser(req));
  });

  app.get(
    '/course/:id/attendance',
    { preHandler: teacherOrAdmin, schema: { params: idParams } },
    async (req, reply) => {
      reply.headers(noStore);
      return service.courseAttendance(deps, currentUser(req), uuidOr404(req.params.id, courseMessages.notFound));
    },
  );

  app.get(
    '/sessions/:id/sheet.pdf',
    { preHandler: teacherOrAdmin, schema: { params: idParams } },
    async (req, reply) => {
      const session = await service.ownSession(deps, currentUser(req), sessionId(req.params.id));
      const students = await attendanceRepository.roster(app.db, session.id, session.courseId);
      students.sort((a, b) => a.name.localeCompare(b.name, 'tr-TR') || a.surname.localeCompare(b.surname, 'tr-TR'));
      // pdf-lib and its font are loaded by the first server asked for a sheet.
      const { attendanceSheetPdf } = await import('./sheet.ts');
      const bytes = await attendanceSheetPdf(
        {
          courseTitle: session.courseTitle,
          startsAt: session.startsAt,
          endsAt: session.endsAt,
          teacherName:
            session.teacherName === null
              ? ''
              : fullName({ name: session.teacherName, surname: session.teacherSurname ?? '' }),
          room: session.room,
          orgName: app.config.orgName,
          students,
        },
        req.lang,
      );
      const name = `${translate('attendance.sheet.filename', req.lang)}-${session.courseTitle}-${istanbulDay(session.startsAt)}.pdf`;
      return reply
        .headers({
          ...noStore,
          'content-type': 'application/pdf',
          'content-disposition': contentDisposition('attachment', name),
        })
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );

  app.get(
    '/admin/attendance.xlsx',
    { preHandler: app.authorize('admin'), schema: { querystring: attendanceWorkbookQuery } },
    async (req, reply) => {
      const cohortId = req.query.cohort ? uuidOr404(req.query.cohort, attendanceMessages.cohortNotFound) : null;
      if (cohortId && !(await workbookRepository.cohortExists(app.db, cohortId)))
        throw new HttpError(404, 'NOT_FOUND', attendanceMessages.cohortNotFound);
      // exceljs is loaded by the first server asked for a workbook.
      const { attendanceWorkbook } = await import('./xlsx.ts');
      const now = new Date();
      const file = await attendanceWorkbook(app.db, { cohortId }, req.lang, now);
      const name = `${translate('attendance.workbook.filename', req.lang)}-${istanbulDay(now)}.xlsx`;
      return reply
        .headers({ ...noStore, 'content-type': XLSX, 'content-disposition': contentDisposition('attachment', name) })
        .send(file);
    },
  );
}
