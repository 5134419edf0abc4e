import type { FastifyError, FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  controlCharacterMessage,
  inputProblem,
  serverMessages,
  translate,
  type ApiErrorBody,
  type Lang,
} from '@beceri/domain';
import { z, ZodError } from 'zod';
// req.lang is declared by the lang plugin; programs that import only this file (bench) need its declaration too.
import type {} from './lang.ts';

/**
 * An error a service throws on purpose; the handler turns it into docs/security.md's shape. Its message and field
 * messages are keys of the `domain` catalogue (or plain text), translated into the caller's language when sent.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Sent as `Retry-After` with the refusal: when asking again may succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = serverMessages.validation, fields?: Record<string, string>) =>
  new HttpError(400, 'VALIDATION', message, fields);
export const unauthorized = () => new HttpError(401, 'UNAUTHENTICATED', serverMessages.unauthenticated);
export const forbidden = (message: string = serverMessages.forbidden) => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message: string = serverMessages.notFound) => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);
export const tooLarge = (message: string = serverMessages.tooLarge) => new HttpError(413, 'TOO_LARGE', message);

/** The first message of each field, for forms that show errors under their fields. */
export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(error: ZodError): HttpError {
  const fields = zodFields(error);
  return badRequest(Object.values(fields)[0] ?? serverMessages.validation, fields);
}

/**
 * Refuses text a field may not hold (NUL and the other control characters, docs/product.md): a 400
 * whose message names the field. `field` names `value` when it is one field's text or parsed JSON.
 */
export function refuseForbiddenText(value: unknown, field = ''): void {
  const problem = inputProblem(value, field);
  if (problem === undefined) return;
  if ('tooDeep' in problem) throw badRequest(serverMessages.tooDeep);
  const message = controlCharacterMessage(problem.field);
  throw badRequest(message, { [problem.field]: message });
}

/** Parses input the route schema cannot see (multipart fields) with a domain schema: a 400 like any other. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  refuseForbiddenText(input);
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/**
 * A JSON body schema for `schema: { body }`: a missing body or one that is not a JSON object is read as
 * an empty object, so every message is the form's own (Turkish, per field) rather than one about the type.
 */
export const objectBody = <S extends z.ZodType>(schema: S) =>
  z.preprocess((body) => (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}), schema);

/**
 * Input that fails the route schema is refused only after the route's own guards (`preHandler:
 * app.authorize(...)`): a visitor is told 401, not what was wrong with the form or the query. Fastify
 * validates before `preHandler`, so such routes attach the failure and this hook, appended last, throws it.
 */
const rejectInvalidInput: preHandlerAsyncHookHandler = async function rejectInvalidInput(req) {
  if (req.validationError) throw req.validationError;
};

/**
 * Every route, after its guards and its schema: no text of the body, the query or the path holds a character its
 * field may not (a search's `q` has already dropped them, lib/search.ts). Multipart forms are checked as they are
 * read (lib/multipart.ts).
 */
const rejectForbiddenText: preHandlerAsyncHookHandler = async function rejectForbiddenText(req) {
  refuseForbiddenText(req.params);
  refuseForbiddenText(req.query);
  // A multipart body is not parsed here (undefined): its fields are checked as they are read.
  if (req.body !== undefined) refuseForbiddenText(req.body);
};

function toBody(err: FastifyError | HttpError): { status: number; body: ApiErrorBody } {
  if (err instanceof HttpError) {
    return { status: err.statusCode, body: { error: err.message, code: err.code, fields: err.fields } };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields: Record<string, string> = {};
    for (const v of err.validation) {
      const key =
        (v.instancePath || '').replace(/^\//, '').replaceAll('/', '.') || String(v.params?.missingProperty ?? '_');
      fields[key] ??= v.message ?? serverMessages.validation;
    }
    return {
      status: 400,
      body: { error: Object.values(fields)[0] ?? serverMessages.validation, code: 'VALIDATION', fields },
    };
  }
  if (err instanceof ZodError) {
    const e = validationError(err);
    return { status: 400, body: { error: e.message, code: e.code, fields: e.fields } };
  }
  const status = err.statusCode ?? 500;
  if (
    status === 413 ||
    err.code === 'FST_REQ_FILE_TOO_LARGE' ||
    err.code === 'FST_PARTS_LIMIT' ||
    err.code === 'FST_FILES_LIMIT'
  ) {
    return { status: 413, body: { error: serverMessages.tooLarge, code: 'TOO_LARGE' } };
  }
  if (status === 429) return { status, body: { error: serverMessages.rateLimited, code: 'RATE_LIMITED' } };
  if (status === 404) return { status, body: { error: serverMessages.notFound, code: 'NOT_FOUND' } };
  if (status >= 400 && status < 500) {
    return { status, body: { error: serverMessages.validation, code: err.code ?? 'BAD_REQUEST' } };
  }
  return { status: 500, body: { error: serverMessages.internal, code: 'INTERNAL' } };
}

/** The body in the caller's language: `error` and each `fields` value; `code` stays as it is (docs/security.md). */
export function inLanguage(body: ApiErrorBody, lang: Lang): ApiErrorBody {
  const fields = body.fields
    ? Object.fromEntries(Object.entries(body.fields).map(([name, message]) => [name, translate(message, lang)]))
    : undefined;
  return { error: translate(body.error, lang), code: body.code, ...(fields ? { fields } : {}) };
}

export default fp(
  async function errors(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      const guarded = route.preHandler !== undefined;
      const schema = route.schema;
      if (!route.attachValidation && (schema?.body || (guarded && (schema?.querystring || schema?.params)))) {
        route.attachValidation = true;
        route.preHandler = [...[route.preHandler ?? []].flat(), rejectInvalidInput];
      }
      route.preHandler = [...[route.preHandler ?? []].flat(), rejectForbiddenText];
    });
    app.setErrorHandler((err: FastifyError, req, reply) => {
      const { status, body } = toBody(err);
      // A deliberate 503 (reports busy, a service away) is a refusal the server chose, not a failure to trace.
      if (status === 503 && err instanceof HttpError)
        req.log.warn({ code: body.code, status }, 'request refused: busy');
      else if (status >= 500) req.log.error({ err }, 'request failed');
      else req.log.info({ code: body.code, status, fields: body.fields }, 'request rejected');
      if (err instanceof HttpError && err.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(status).send(inLanguage(body, req.lang));
    });
    app.setNotFoundHandler((req, reply) =>
      reply.status(404).send(inLanguage({ error: serverMessages.notFound, code: 'NOT_FOUND' }, req.lang)),
    );
  },
  { name: 'errors', dependencies: ['lang'] },
);
