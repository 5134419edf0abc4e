import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_LANG, LANGS, type Lang } from '@beceri/domain';
import { logoSvg } from '../modules/pages/render.ts';
import { PREFLIGHT_HEADERS, PUBLIC_READS } from '../plugins/cors.ts';
import { mfaGateOpen } from '../plugins/mfa-gate.ts';
import { apiError } from './schemas.ts';
import { routeDocs, TAGS, type FormField, type RouteDoc } from './routes.ts';

export { routeDocs, UNDOCUMENTED } from './routes.ts';

/** The key of a route in `routeDocs`. */
export const routeKey = (method: string, url: string) => `${method} ${url}`;

const operationId = (key: string) =>
  key.toLowerCase().replace(/[^a-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''));

const described = (description: string, schema: z.ZodType, type = 'application/json') => ({
  description,
  content: { [type]: { schema } },
});

const publicReads = new Set<string>(PUBLIC_READS);

/** The CORS headers a public read answers with, as OpenAPI header schemas (docs/product.md, decision 040). */
const corsHeaders = (names: readonly string[]) =>
  Object.fromEntries(
    names.map((name) => [
      name.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase()),
      { type: 'string', const: PREFLIGHT_HEADERS[name as keyof typeof PREFLIGHT_HEADERS] },
    ]),
  );

const t = (tr: string, en: string): Record<Lang, string> => ({ tr, en });

/** The error answers docs/security.md gives, with one body (`ApiError`). */
const ERRORS: Record<number, Record<Lang, string>> = {
  400: t('VALIDATION: alanlar `fields` içinde', 'VALIDATION: each field and its message in `fields`'),
  401: t('UNAUTHENTICATED: oturum yok', 'UNAUTHENTICATED: no session'),
  403: t('FORBIDDEN: bu rol veya bu kayıt için değil', 'FORBIDDEN: not for this role or this record'),
  404: t('NOT_FOUND: böyle bir kayıt yok', 'NOT_FOUND: no such record'),
  413: t('TOO_LARGE: bir dosya veya form çok büyük', 'TOO_LARGE: a file or the form is too large'),
  414: t(
    'URI_TOO_LONG: bir yol parametresi 200 karakterden uzun',
    'URI_TOO_LONG: a path parameter is longer than 200 characters',
  ),
  415: t(
    'FST_ERR_CTP_INVALID_MEDIA_TYPE: gövdenin türü (Content-Type) burada okunmuyor; gövde application/json ile gönderilir',
    'FST_ERR_CTP_INVALID_MEDIA_TYPE: the Content-Type of the body is not read here; send the body as application/json',
  ),
  429: t(
    'RATE_LIMITED: çok fazla istek; Retry-After saniye sonra yeniden deneyin',
    'RATE_LIMITED: too many requests; try again after Retry-After seconds',
  ),
};

/** A multipart route's 415: its form is read as multipart/form-data only. */
const FORM_415 = t(
  'FST_ERR_CTP_INVALID_MEDIA_TYPE: gövdenin türü (Content-Type) burada okunmuyor; form multipart/form-data ile gönderilir',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE: the Content-Type of the body is not read here; send the form as multipart/form-data',
);

/** A write from another origin is refused before anything else (app.ts `refuseForeignOrigin`), a public one too. */
const FOREIGN_ORIGIN = t('FORBIDDEN: istek başka bir Origin’den', 'FORBIDDEN: the request came from another origin');
const FORBIDDEN_WRITE = t(
  'FORBIDDEN: bu rol veya bu kayıt için değil, ya da istek başka bir Origin’den',
  'FORBIDDEN: not for this role or this record, or the request came from another origin',
);

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** With MFA_REQUIRED_ROLES, an account of those roles without a second factor gets this on all but its set-up. */
const MFA_GATE = t(
  'MFA_SETUP_REQUIRED: MFA_REQUIRED_ROLES içindeki bir rol, ikinci adımını kurmadan yalnızca kurulumu ve oturumu kullanabilir',
  'MFA_SETUP_REQUIRED: an account of a role in MFA_REQUIRED_ROLES may only set up its second factor and use its session until it has one',
);

/** Every status a route answers, each with its description in `lang` (docs/security.md and the route's own). */
function statusTexts(
  doc: RouteDoc,
  method: string,
  url: string,
  lang: Lang,
  /** Whether the second factor's gate (plugins/mfa-gate.ts) can refuse it. */
  gated: boolean,
): Record<string, string> {
  const answer = doc.answer ?? {};
  const ok = answer.description?.[lang] ?? doc.summary[lang];
  const texts: Record<string, string> = {
    [answer.status ?? 200]: answer.list
      ? lang === 'tr'
        ? `${ok}. Bir sayfa (?page=&limit=); toplam X-Total-Count başlığında.`
        : `${ok}. One page (?page=&limit=); the total in the X-Total-Count header.`
      : ok,
  };
  for (const [status, text] of Object.entries(answer.also ?? {})) texts[status] = text[lang];
  if (answer.notModified) texts[304] = answer.notModified[lang];
  const write = WRITES.has(method.toUpperCase());
  const codes = [400, 429];
  if (doc.auth) codes.push(401, 403);
  if (url.includes(':')) codes.push(404, 414);
  // A form past its size, or any body past the server's 1 MB; a body of a type the server does not read (Fastify
  // reads a body of every write before the route's guards: JSON, text and multipart forms only).
  if (doc.multipart || write) codes.push(413, 415);
  for (const code of codes) texts[code] = ERRORS[code][lang];
  if (doc.multipart) texts[415] = FORM_415[lang];
  if (write) texts[403] = (doc.auth ? FORBIDDEN_WRITE : FOREIGN_ORIGIN)[lang];
  for (const [status, text] of Object.entries(doc.errors ?? {})) texts[status] = text[lang];
  if (gated && !texts[403]?.includes('MFA_SETUP_REQUIRED'))
    texts[403] = texts[403] ? `${texts[403]}; ${MFA_GATE[lang]}` : MFA_GATE[lang];
  return texts;
}

const header = (description: string, schema: object) => ({ description, ...schema });

/**
 * The answers of one route: its successes, then the errors it can give, all errors with one body; and the headers
 * of each (added after the type provider's transform, which keeps only bodies).
 */
function responses(doc: RouteDoc, method: string, url: string, gated: boolean) {
  const answer = doc.answer ?? {};
  const texts = statusTexts(doc, method, url, DEFAULT_LANG, gated);
  const body = (description: string) =>
    answer.list
      ? described(description, z.array(answer.list))
      : answer.json
        ? described(description, answer.json)
        : described(description, z.string(), answer.type ?? 'application/octet-stream');
  const successes = [answer.status ?? 200, ...Object.keys(answer.also ?? {}).map(Number)];
  const out: Record<string, ReturnType<typeof described>> = {};
  const headersOf: Record<string, Record<string, unknown>> = {};
  for (const status of Object.keys(texts).map(Number)) {
    // A 304 has no body; its entry and the ETag are added after the transform.
    if (status === 304) continue;
    if (successes.includes(status)) {
      out[status] = body(texts[status]);
      const headers: Record<string, unknown> = {};
      // A partner's page may read it from its own origin (CORS, no credentials).
      if (publicReads.has(url))
        Object.assign(headers, corsHeaders(['access-control-allow-origin', 'access-control-expose-headers']));
      if (answer.list) headers['X-Total-Count'] = header('Toplam kayıt', { type: 'integer', minimum: 0 });
      if (answer.setsCookie) headers['Set-Cookie'] = header('Oturum çerezi (HttpOnly)', { type: 'string' });
      if (Object.keys(headers).length) headersOf[status] = headers;
    } else {
      out[status] = described(texts[status], apiError);
      if (status === 429 || status === 503)
        headersOf[status] = { 'Retry-After': header('Saniye', { type: 'integer', minimum: 0 }) };
    }
  }
  return { response: out, headers: headersOf };
}

/**
 * The type provider writes each shared schema twice, as an input and an output; the answers use the output ones, so
 * an `…Input` copy nothing refers to is left out.
 */
function withoutUnusedInputs(doc: Document): Document {
  const schemas = (doc.components as { schemas?: Record<string, unknown> } | undefined)?.schemas;
  if (!schemas) return doc;
  // Until none is left: an unused copy may be the only one referring to another (`JobInput` → `RequirementMatchInput`).
  for (let removed = true; removed;) {
    removed = false;
    const text = JSON.stringify({ paths: doc.paths, schemas });
    for (const name of Object.keys(schemas)) {
      if (name.endsWith('Input') && !text.includes(`"#/components/schemas/${name}"`)) {
        delete schemas[name];
        removed = true;
      }
    }
  }
  return doc;
}

/** The preflight (OPTIONS) of each public read: the server answers it without a route of its own (plugins/cors.ts). */
function withPreflights(doc: Document): Document {
  for (const url of PUBLIC_READS) {
    const item = doc.paths?.[url.replace(/:(\w+)/g, '{$1}')];
    if (!item) continue;
    item.options = {
      operationId: operationId(`OPTIONS ${url}`),
      tags: (item.get as { tags?: string[] } | undefined)?.tags,
      summary: 'CORS ön kontrolü: her Origin’den GET, kimlik bilgisi olmadan',
      description: rolesText(null, DEFAULT_LANG),
      security: [],
      ...(item.get && (item.get as { parameters?: unknown[] }).parameters
        ? { parameters: (item.get as { parameters: { in: string }[] }).parameters.filter((p) => p.in === 'path') }
        : {}),
      responses: {
        204: {
          description: 'İzin verilen yöntemler ve başlıklar',
          headers: Object.fromEntries(
            Object.entries(corsHeaders(Object.keys(PREFLIGHT_HEADERS))).map(([name, schema]) => [name, { schema }]),
          ),
        },
      },
    };
  }
  return doc;
}

type JsonObject = { properties?: Record<string, { default?: unknown }>; required?: string[] };

/** A query parameter the route fills in itself (`?page=` is 1 unless given) is not required of the caller. */
function optionalWhereDefault(schema: JsonObject | undefined) {
  if (!schema?.required || !schema.properties) return;
  schema.required = schema.required.filter((name) => schema.properties![name]?.default === undefined);
}

/** A multipart form's fields: required ones marked, files as binary strings (one, or a list of them). */
function multipartBody(fields: Record<string, FormField>) {
  return z.object(
    Object.fromEntries(
      Object.entries(fields).map(([name, f]) => {
        const binary = z.string().meta({ format: 'binary' });
        const one = f.file ? (f.many ? z.array(binary) : binary) : z.string();
        return [name, (f.required ? one : one.optional()).describe(f.about[DEFAULT_LANG])];
      }),
    ),
  );
}

/** Who may call a route, as the operation's description. */
function rolesText(auth: RouteDoc['auth'], lang: Lang): string {
  if (auth === null) return lang === 'tr' ? 'Herkese açık: oturum gerekmez.' : 'Public: no session needed.';
  if (auth === 'any') return lang === 'tr' ? 'Giriş gerekir.' : 'Requires a session.';
  return `${lang === 'tr' ? 'Roller' : 'Roles'}: ${auth.join(', ')}.`;
}

const ETAG_TEXT = 'Yanıtın sürümü: If-None-Match ile geri gönderin';
const NOT_MODIFIED_TEXT = 'Değişmedi: If-None-Match yanıtın ETag’ini taşıyor; gövde yok';

/** The texts the document writes itself besides routeDocs', in English. */
const ENGLISH: Record<string, string> = {
  [ETAG_TEXT]: "The answer's version: send it back in If-None-Match",
  [NOT_MODIFIED_TEXT]: "Not modified: If-None-Match holds the answer's ETag; no body",
  'Toplam kayıt': 'The total number of records',
  Saniye: 'Seconds',
  'Oturum çerezi (HttpOnly)': 'The session cookie (HttpOnly)',
  'CORS ön kontrolü: her Origin’den GET, kimlik bilgisi olmadan':
    'CORS preflight: GET from any origin, without credentials',
  'İzin verilen yöntemler ve başlıklar': 'The methods and headers allowed',
};
const INFO_DESCRIPTION = t(
  'Beceri mesleki bilişim eğitimi ve iş platformunun API’si. Oturum bir HttpOnly çerezdir (`POST /auth/login`); ' +
    'yazma istekleri başka bir Origin’den kabul edilmez. Hata gövdesi her yerde aynıdır: `{error, code, fields}`.',
  'The API of Beceri, the vocational IT training and jobs platform. The session is an HttpOnly cookie ' +
    '(`POST /auth/login`); writes from another origin are refused. Every error has the same body: ' +
    '`{error, code, fields}`.',
);

type Document = { paths?: Record<string, Record<string, unknown>> } & Record<string, unknown>;

type Operation = {
  summary?: string;
  description?: string;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { description?: string }> } }> };
  responses?: Record<string, { description?: string; headers?: Record<string, { description?: string }> }>;
};

/**
 * The document in a language: summaries, descriptions of operations, answers, headers and form fields, the tags
 * and the document's own description in English when asked (the document is made in Turkish).
 */
function documentIn(doc: Document, lang: Lang): Document {
  if (lang === DEFAULT_LANG) return doc;
  const english = (text: string | undefined) => (text === undefined ? text : (ENGLISH[text] ?? text));
  const copy = structuredClone(doc);
  for (const [path, item] of Object.entries(copy.paths ?? {})) {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, value] of Object.entries(item)) {
      const op = value as Operation;
      const entry = routeDocs[routeKey(method.toUpperCase(), url)];
      op.summary = entry ? entry.summary[lang] : english(op.summary);
      op.description = rolesText(entry ? entry.auth : null, lang);
      // The document in Turkish says which operations the second factor's gate can refuse.
      const gated = op.responses?.['403']?.description?.includes('MFA_SETUP_REQUIRED') ?? false;
      const texts = entry ? statusTexts(entry, method, url, lang, gated) : {};
      for (const [status, answer] of Object.entries(op.responses ?? {})) {
        answer.description = texts[status] ?? english(answer.description);
        for (const h of Object.values(answer.headers ?? {})) h.description = english(h.description);
      }
      const form = op.requestBody?.content?.['multipart/form-data']?.schema?.properties;
      for (const [name, property] of Object.entries(form ?? {})) {
        const about = entry?.multipart?.[name]?.about[lang];
        if (about) property.description = about;
      }
    }
  }
  const info = { ...(copy.info as object), description: INFO_DESCRIPTION[lang] };
  return { ...copy, info, tags: Object.entries(TAGS).map(([name, d]) => ({ name, description: d[lang] })) };
}

/**
 * The OpenAPI 3.1 document of every route, made from the routes' own zod schemas and routeDocs:
 * `/api/openapi.json` (`?lang=en` for English summaries) and the browsable `/api/docs` (Swagger UI, its files
 * served from this server and loaded on that page only).
 */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Beceri API',
        version: '1.0.0',
        description: INFO_DESCRIPTION[DEFAULT_LANG],
        contact: { name: 'Beceri', url: new URL('/contactus', app.config.publicUrl).href },
      },
      servers: [{ url: app.config.publicUrl }],
      tags: Object.entries(TAGS).map(([name, d]) => ({ name, description: d[DEFAULT_LANG] })),
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: app.sessions.cookieName } } },
    },
    transform(input) {
      const method = [input.route.method].flat()[0];
      const key = routeKey(method, input.url);
      const doc = routeDocs[key];
      if (!doc) return { schema: { hide: true } as FastifySchema, url: input.url };
      const schema = { ...(input.schema as Record<string, unknown>) };
      if (doc.body) schema.body = doc.body;
      if (doc.consumes) schema.consumes = doc.consumes;
      if (doc.multipart) {
        schema.body = multipartBody(doc.multipart);
        schema.consumes = ['multipart/form-data'];
      }
      // Every operation but the set-up's and the session's own, public ones too: the gate sees the session's person.
      const gated = !(input.route.config as { mfaSetup?: true } | undefined)?.mfaSetup && !mfaGateOpen.has(key);
      const answers = responses(doc, method, input.url, gated);
      schema.response = answers.response;
      const out = jsonSchemaTransform({ ...input, schema });
      const transformed = (out.schema as { response?: Record<string, Record<string, unknown>> }).response ?? {};
      for (const [status, headers] of Object.entries(answers.headers)) {
        if (transformed[status]) transformed[status].headers = headers;
      }
      // A cached read carries its version, and a client that holds it gets 304 without a body (docs/product.md); so
      // does a route that answers conditional requests itself (a file).
      const notModified =
        doc.answer?.notModified?.[DEFAULT_LANG] ??
        ((input.route as { config?: { cache?: unknown } }).config?.cache ? NOT_MODIFIED_TEXT : undefined);
      if (notModified) {
        for (const status of [doc.answer?.status ?? 200, ...Object.keys(doc.answer?.also ?? {}).map(Number)]) {
          const ok = transformed[status];
          if (ok && status < 300)
            ok.headers = { ...(ok.headers as object), ETag: header(ETAG_TEXT, { type: 'string' }) };
        }
        // `type: 'null'`: @fastify/swagger writes the answer without a body (`content`).
        transformed[304] = { type: 'null', description: notModified };
      }
      optionalWhereDefault((out.schema as { querystring?: JsonObject }).querystring);
      return {
        url: out.url,
        schema: {
          ...out.schema,
          operationId: operationId(key),
          tags: [doc.tag],
          summary: doc.summary[DEFAULT_LANG],
          description: rolesText(doc.auth, DEFAULT_LANG),
          // A public operation says so: it needs no session.
          security: doc.auth === null ? [] : [{ session: [] }],
        } as FastifySchema,
      };
    },
    transformObject: (input) => withPreflights(withoutUnusedInputs(jsonSchemaTransformObject(input) as Document)),
  });

  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // No validator badge: it would send the document to validator.swagger.io.
    // Tags start folded: Swagger UI stops drawing when some 135 operations are unfolded at once (checked in Chromium).
    uiConfig: { docExpansion: 'none', deepLinking: true, defaultModelsExpandDepth: 0, validatorUrl: null },
    // The viewer's own files only; Swagger UI sets element styles, as the app's own CSP allows too.
    theme: { title: 'Beceri API' },
    logo: {
      type: 'image/svg+xml',
      content: logoSvg('#ffffff').replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" '),
      href: '/',
    },
    staticCSP:
      "default-src 'self'; base-uri 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
      "connect-src 'self'; object-src 'none'; frame-ancestors 'none'; form-action 'self'",
    transformSpecificationClone: true,
  });

  app.get(
    '/api/openapi.json',
    {
      schema: { hide: true, querystring: z.object({ lang: z.enum(LANGS).catch(DEFAULT_LANG).default(DEFAULT_LANG) }) },
    },
    async (req, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .send(documentIn(app.swagger() as unknown as Document, (req.query as { lang: Lang }).lang)),
  );
});
