import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseMessages, questionBankInputSchema, questionBankMessages, translate } from '@beceri/domain';
import { uuidOr404 } from '../../lib/ids.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { badRequest, objectBody } from '../../plugins/errors.ts';
import { currentUser } from '../../plugins/sessions.ts';
import * as service from './service.ts';

const idParams = z.object({ id: z.string() });
const noStore = { 'cache-control': 'private, no-store' };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The question-bank editor's routes (decision 052): the owner of a course and admins, never students or visitors. */
export default async function questionBankRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const author = app.authorize('teacher', 'admin');
  const deps = service.questionBankDeps(fastify);
  const courseId = (s: string) => uuidOr404(s, courseMessages.notFound);

  app.get('/course/:id/questions', { preHandler: author, schema: { params: idParams } }, async (req, reply) => {
    reply.headers(noStore);
    return service.readBank(deps, currentUser(req), courseId(req.params.id));
  });

  app.put(
    '/course/:id/questions',
    { preHandler: author, schema: { params: idParams, body: objectBody(questionBankInputSchema) } },
    async (req, reply) => {
      const user = currentUser(req);
      const course = await service.bankCourse(deps, user, courseId(req.params.id));
      reply.headers(noStore);
      return service.saveBank(deps, user, course, req.body);
    },
  );

  // Access is checked before the body is read; the file is checked by size and content, then read and thrown away.
  app.post('/course/:id/questions/import', { preHandler: author, schema: { params: idParams } }, async (req, reply) => {
    const user = currentUser(req);
    const course = await service.bankCourse(deps, user, courseId(req.params.id));
    const body = await readMultipart(req, { files: { file: { kind: 'question_import', max: 1 } } });
    const file = body.files.file?.[0];
    if (!file) throw badRequest(questionBankMessages.emptyFile, { file: questionBankMessages.emptyFile });
    // exceljs holds ~30 MB once loaded: only a server asked to read a file pays for it.
    const { readImportFile } = await import('./spreadsheet.ts');
    const rows = await readImportFile(file);
    reply.headers(noStore);
    return service.importQuestions(deps, user, course, rows, req.lang);
  });

  // The import template in the caller's language, with one example row.
  app.get('/question-bank/template.csv', { preHandler: author }, async (req, reply) => {
    const { csvTemplate } = await import('./spreadsheet.ts');
    const name = `${translate('questionBank.templateFilename', req.lang)}.csv`;
    return reply
      .headers({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"` })
      .send(csvTemplate(req.lang));
  });
  app.get('/question-bank/template.xlsx', { preHandler: author }, async (req, reply) => {
    const { xlsxTemplate } = await import('./spreadsheet.ts');
    const name = `${translate('questionBank.templateFilename', req.lang)}.xlsx`;
    return reply
      .headers({ 'content-type': XLSX, 'content-disposition': `attachment; filename="${name}"` })
      .send(await xlsxTemplate(req.lang));
  });
}
