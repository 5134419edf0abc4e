import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_LANG, LANGS, type Lang } from '@beceri/domain';
import { logoSvg } from '../modules/pages/render.ts';
import { apiError } from './schemas.ts';
import { routeDocs, TAGS, type RouteDoc } from './routes.ts';

export { routeDocs, UNDOCUMENTED } from './routes.ts';

/** The key of a route in `routeDocs`. */
export const routeKey = (method: string, url: string) => `${method} ${url}`;

const operationId = (key: string) =>
  key.toLowerCase().replace(/[^a-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''));

const described = (description: string, schema: z.ZodType, type = 'application/json') => ({ description, content: { [type]: { schema } } });

/** The answers of one route: its success, then the errors of DESIGN.md §4 it can give, all with one body. */
function responses(doc: RouteDoc, url: string) {
  const answer = doc.answer ?? {};
  const ok = answer.description?.[DEFAULT_LANG] ?? doc.summary[DEFAULT_LANG];
  const success = answer.list
    ? described(`${ok}. Bir sayfa (?page=&limit=); toplam X-Total-Count başlığında.`, z.array(answer.list))
    : answer.json
      ? described(ok, answer.json)
      : described(ok, z.string(), answer.type ?? 'application/octet-stream');
  const errors: Record<string, ReturnType<typeof described>> = {
    400: described('VALIDATION: alanlar `fields` içinde', apiError),
    429: described('RATE_LIMITED: çok fazla istek', apiError),
  };
  if (doc.auth) {
    errors[401] = described('UNAUTHENTICATED: oturum yok', apiError);
    errors[403] = described('FORBIDDEN: bu rol veya bu kayıt için değil', apiError);
  }
  if (url.includes(':')) errors[404] = described('NOT_FOUND', apiError);
  return { [answer.status ?? 200]: success, ...errors };
}

/**
 * The type provider writes each shared schema twice, as an input and an output; the answers use the output ones, so
 * an `…Input` copy nothing refers to is left out.
 */
function withoutUnusedInputs(doc: Document): Document {
  const schemas = (doc.components as { schemas?: Record<string, unknown> } | undefined)?.schemas;
  if (!schemas) return doc;
  const text = JSON.stringify({ paths: doc.paths, schemas });
  for (const name of Object.keys(schemas)) {
    if (name.endsWith('Input') && !text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return doc;
}

type JsonObject = { properties?: Record<string, { default?: unknown }>; required?: string[] };

/** A query parameter the route fills in itself (`?page=` is 1 unless given) is not required of the caller. */
function optionalWhereDefault(schema: JsonObject | undefined) {
  if (!schema?.required || !schema.properties) return;
  schema.required = schema.required.filter((name) => schema.properties![name]?.default === undefined);
}

function multipartBody(fields: Record<string, string>) {
  return z.object(Object.fromEntries(Object.entries(fields).map(([name, about]) => [name, z.string().optional().describe(about)])));
}

type Document = { paths?: Record<string, Record<string, unknown>> } & Record<string, unknown>;

/** The document in a language: the summaries and the tags' descriptions in English when asked. */
function documentIn(doc: Document, lang: Lang): Document {
  if (lang === DEFAULT_LANG) return doc;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const copy: Record<string, unknown> = { ...item };
    for (const [method, op] of Object.entries(item)) {
      const entry = routeDocs[routeKey(method.toUpperCase(), path.replace(/\{(\w+)\}/g, ':$1'))];
      if (entry && op && typeof op === 'object') copy[method] = { ...op, summary: entry.summary[lang] };
    }
    paths[path] = copy;
  }
  return { ...doc, tags: Object.entries(TAGS).map(([name, d]) => ({ name, description: d[lang] })), paths };
}

/**
 * The OpenAPI 3.1 document of every route (issue 19), made from the routes' own zod schemas and routeDocs:
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
        description:
          'Beceri mesleki bilişim eğitimi ve iş platformunun API’si. Oturum bir HttpOnly çerezdir (`POST /auth/login`); ' +
          'yazma istekleri başka bir Origin’den kabul edilmez. Hata gövdesi her yerde aynıdır: `{error, code, fields}`.',
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
      if (doc.multipart) {
        schema.body = multipartBody(doc.multipart);
        schema.consumes = ['multipart/form-data'];
      }
      schema.response = responses(doc, input.url);
      const out = jsonSchemaTransform({ ...input, schema });
      optionalWhereDefault((out.schema as { querystring?: JsonObject }).querystring);
      const roles = doc.auth === null ? '' : doc.auth === 'any' ? 'Giriş gerekir.' : `Roller: ${doc.auth.join(', ')}.`;
      return {
        url: out.url,
        schema: {
          ...out.schema,
          operationId: operationId(key),
          tags: [doc.tag],
          summary: doc.summary[DEFAULT_LANG],
          ...(roles ? { description: roles, security: [{ session: [] }] } : {}),
        } as FastifySchema,
      };
    },
    transformObject: (input) => withoutUnusedInputs(jsonSchemaTransformObject(input) as Document),
  });

  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // No validator badge: it would send the document to validator.swagger.io.
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0, validatorUrl: null },
    // The viewer's own files only; Swagger UI sets element styles, as the app's own CSP allows too.
    theme: { title: 'Beceri API' },
    logo: { type: 'image/svg+xml', content: logoSvg('#ffffff').replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" '), href: '/' },
    staticCSP:
      "default-src 'self'; base-uri 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
      "connect-src 'self'; object-src 'none'; frame-ancestors 'none'; form-action 'self'",
    transformSpecificationClone: true,
  });

  app.get(
    '/api/openapi.json',
    { schema: { hide: true, querystring: z.object({ lang: z.enum(LANGS).catch(DEFAULT_LANG).default(DEFAULT_LANG) }) } },
    async (req, reply) => reply.header('cache-control', 'no-cache').send(documentIn(app.swagger() as unknown as Document, (req.query as { lang: Lang }).lang)),
  );
});
