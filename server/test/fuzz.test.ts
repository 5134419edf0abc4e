import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { addCourse } from './course-fixtures.ts';
import { createTestApp, createUser, injectAs, multipart, samples, type TestContext, type TestUser } from './helpers.ts';

/**
 * docs/product.md: a fuzz test driven by the OpenAPI document. For every operation, anonymous and as
 * each role, fast-check builds requests from the document's own schemas (path, query, JSON and multipart bodies)
 * with values that pass them but are odd: control characters, NUL, lone surrogates, impossible dates, bidi marks,
 * longest lengths, extreme numbers. No answer may be a 5xx; each must be a status the document lists, a JSON
 * answer must match the schema documented for its status, and a 429 or 503 must carry the Retry-After the document
 * declares for it. Each write is also sent once with a body of a type no route reads (415). The seed is fixed (FUZZ_SEED to change it) and printed
 * with the failing request; runs per operation and identity are bounded (FUZZ_RUNS).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  contentMediaType?: string;
  default?: unknown;
};
type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema: Schema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }>; headers?: Record<string, unknown> }>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

/** Strings that pass a plain `string` schema but have broken servers before. */
const ODD_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001f',
  'x\u007f',
  '\ud800',
  '\udfff x',
  '\uFFFE\uFFFF',
  '\u202eexe.pdf',
  '\u200b',
  ' ',
  '\t\n\r',
  '2000-02-30',
  '0000-00-00',
  '9999-12-31T23:59:60Z',
  '-1',
  '1e309',
  'NaN',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>x</script>',
  '😀🇹🇷',
  'İıŞşĞğ',
  '__proto__',
  'constructor',
  '00000000-0000-0000-0000-000000000000',
];

function stringArb(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 300, 5000);
  const fits = (s: string) => s.length >= min && s.length <= (schema.maxLength ?? Infinity);
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  }
  const base: fc.Arbitrary<string>[] = [
    fc.constantFrom(...ODD_STRINGS),
    fc.string({ unit: 'binary', minLength: min, maxLength: Math.min(max, 40) }),
    fc.string({
      unit: fc.constantFrom('\u0000', '\u0001', '\u000b', 'a', 'ş', ' ', '\n', '\ud800', '\u202e'),
      maxLength: 12,
    }),
    fc.constant('x'.repeat(Math.max(min, Math.min(max, schema.maxLength ?? 300)))),
  ];
  if (schema.format === 'uuid') base.push(fc.uuid());
  if (schema.format === 'email') base.push(fc.emailAddress());
  if (schema.format === 'date') base.push(fc.constantFrom('2026-02-29', '2024-02-29', '1970-01-01', '0001-01-01'));
  if (schema.format === 'date-time') base.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
  return fc.oneof(...base).filter(fits);
}

function numberArb(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
  const lo = Math.max(min ?? -Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER);
  const hi = Math.min(max ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  const edges = [lo, hi, 0, 1, -1, 2 ** 31, 2 ** 53 - 1].filter((n) => n >= lo && n <= hi);
  const any = integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(fc.constantFrom(...edges), any);
}

function arbitraryFor(schema: Schema | undefined, doc: Document, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(undefined);
  if (schema.$ref) return arbitraryFor(doc.components.schemas[schema.$ref.split('/').pop()!], doc, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((s) => arbitraryFor(s, doc, depth + 1)));
  if (schema.allOf) return arbitraryFor(Object.assign({}, ...schema.allOf), doc, depth + 1);
  const types = [schema.type ?? (schema.properties ? 'object' : 'string')].flat();
  return fc.oneof(...types.map((type) => arbitraryOfType(type, schema, doc, depth)));
}

function arbitraryOfType(type: string, schema: Schema, doc: Document, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberArb(schema, true);
    case 'number':
      return numberArb(schema, false);
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}, doc, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 6),
      });
    case 'object': {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, s] of Object.entries(props)) record[name] = arbitraryFor(s, doc, depth + 1);
      return fc.record(record, { requiredKeys: [...required].filter((k) => k in props) });
    }
    default:
      return stringArb(schema);
  }
}

/** A query or path value as text, as a client would put it in a URL. */
const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
/** A URL carries UTF-8: an unpaired surrogate goes as U+FFFD, as a browser sends it. */
const encodePath = (v: unknown) =>
  encodeURIComponent(
    asText(v).replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );

interface Identity {
  name: string;
  user: TestUser | null;
}

let ctx: TestContext;
let doc: Document;
let identities: Identity[];
/** Ids of things that exist, so that some requests reach past the lookup. */
let realIds: string[];
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });

beforeAll(async () => {
  ctx = await createTestApp();
  doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
  identities = [{ name: 'anonymous', user: null }];
  for (const role of ['student', 'company', 'teacher', 'admin'] as const) {
    identities.push({ name: role, user: await createUser(ctx.app, role) });
  }
  const company = identities.find((i) => i.name === 'company')!.user!;
  const job = await injectAs(ctx.app, company, {
    method: 'POST',
    url: '/job/add',
    payload: { title: 'Fuzz ilanı', description: 'Açıklama', city: 'Bursa', type: 'fullTime' },
  });
  // A course with an exam the student is enrolled in: its attempts can be opened, resumed and refused.
  const teacher = identities.find((i) => i.name === 'teacher')!.user!;
  const student = identities.find((i) => i.name === 'student')!.user!;
  const courseId = await addCourse(ctx.app, teacher, { title: 'Fuzz kursu' });
  await injectAs(ctx.app, student, { method: 'POST', url: `/courseEnrollement/enroll/${courseId}` });
  realIds = [(job.json() as { id: string }).id, courseId, ...identities.flatMap((i) => (i.user ? [i.user.id] : []))];
});
afterAll(() => ctx.close());

/** A session for `identity` that still works: an operation may have logged it out or deleted its account. */
async function sessionOf(identity: Identity): Promise<TestUser | null> {
  if (!identity.user) return null;
  const [row] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.id, identity.user.id));
  if (!row) identity.user = await createUser(ctx.app, identity.user.role);
  const token = await ctx.app.sessions.create(identity.user.id);
  return { ...identity.user, cookie: `${ctx.app.sessions.cookieName}=${token}` };
}

function requestArb(path: string, op: Operation) {
  const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  const values: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of params) {
    const arb = arbitraryFor(p.schema, doc);
    values[`${p.in}:${p.name}`] =
      p.in === 'path'
        ? fc.oneof(arb, fc.constantFrom(...realIds))
        : p.required
          ? arb
          : fc.option(arb, { nil: undefined });
  }
  const content = op.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const form = content['multipart/form-data']?.schema;
  const body: fc.Arbitrary<unknown> = json
    ? fc.oneof({ weight: 4, arbitrary: arbitraryFor(json, doc) }, { weight: 1, arbitrary: fc.constant(undefined) })
    : form
      ? arbitraryFor({ ...form, type: 'object' }, doc)
      : fc.constant(undefined);
  return fc.record({
    values: fc.record(values),
    body,
    kind: json ? fc.constant('json') : form ? fc.constant('form') : fc.constant('none'),
  });
}

const FILES = [samples.pdf, samples.png, samples.text, Buffer.alloc(0)];

function toInject(
  method: string,
  path: string,
  op: Operation,
  r: { values: Record<string, unknown>; body: unknown; kind: string },
) {
  let url = path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(r.values)) {
    if (value === undefined) continue;
    const [where, name] = key.split(':');
    if (where === 'path') url = url.replace(`{${name}}`, encodePath(value));
    else query.append(name, asText(value));
  }
  const qs = query.toString();
  const base = { method: method.toUpperCase() as 'GET', url: qs ? `${url}?${qs}` : url };
  if (r.kind === 'json' && r.body !== undefined) return { ...base, payload: r.body as object };
  if (r.kind === 'form') {
    const schema = op.requestBody!.content['multipart/form-data'].schema!;
    const fields: Record<string, string> = {};
    const files: Parameters<typeof multipart>[1] = [];
    for (const [name, value] of Object.entries((r.body ?? {}) as Record<string, unknown>)) {
      if (value === undefined) continue;
      const prop = schema.properties?.[name] ?? {};
      const binary =
        prop.format === 'binary' ||
        prop.contentMediaType === 'application/octet-stream' ||
        prop.items?.format === 'binary';
      if (binary) {
        const data = FILES[asText(value).length % FILES.length];
        files.push({
          field: name,
          filename: `${asText(value).slice(0, 20)}.pdf`,
          contentType: 'application/pdf',
          data,
        });
      } else if (!/[\r\n"]/.test(name)) {
        // A value's CR/LF would end the part early in a hand-built body: they are sent in JSON bodies instead.
        fields[name] = asText(value).replace(/\r\n/g, '\n');
      }
    }
    return { ...base, ...multipart(fields, files) };
  }
  return base;
}

function checkAnswer(
  where: string,
  op: Operation,
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
) {
  if (res.statusCode >= 500) throw new Error(`${where}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  const documented = op.responses[String(res.statusCode)] ?? op.responses.default;
  if (!documented) {
    throw new Error(
      `${where}: answered ${res.statusCode}, documented ${Object.keys(op.responses).join(', ')}: ${res.body.slice(0, 200)}`,
    );
  }
  if (documented.headers?.['Retry-After'] && res.headers['retry-after'] === undefined) {
    throw new Error(`${where}: answered ${res.statusCode} without the Retry-After header it documents`);
  }
  const type = String(res.headers['content-type'] ?? '');
  const schema = documented.content?.['application/json']?.schema;
  if (!schema || !type.startsWith('application/json')) return;
  const validate = ajv.compile({ ...schema, components: doc.components });
  const body: unknown = JSON.parse(res.body);
  if (!validate(body)) {
    throw new Error(
      `${where}: ${res.statusCode} body does not match its schema: ${ajv.errorsText(validate.errors)}; ${res.body.slice(0, 200)}`,
    );
  }
}

describe('the fuzz test driven by the OpenAPI document', () => {
  it('no operation answers 5xx, an undocumented status or a body its schema does not describe', async () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ method, path, op })),
    );
    expect(operations.length).toBeGreaterThan(80);
    let requests = 0;
    const failures: string[] = [];
    for (const { method, path, op } of operations) {
      for (const identity of identities) {
        const where = `${method.toUpperCase()} ${path} as ${identity.name}`;
        try {
          await fc.assert(
            fc.asyncProperty(requestArb(path, op), async (r) => {
              const user = await sessionOf(identity);
              const request = toInject(method, path, op, r);
              const res = await injectAs(ctx.app, user, {
                ...request,
                remoteAddress: `10.9.${requests % 250}.${Math.floor(requests / 250) % 250}`,
              });
              requests += 1;
              checkAnswer(`${where} (${request.url.slice(0, 160)})`, op, res);
            }),
            { seed: SEED, numRuns: RUNS, endOnFailure: true },
          );
          if (['post', 'put', 'patch', 'delete'].includes(method)) {
            // A body of a type no route reads is refused before the route's guards (415): documented too.
            const url = path.replace(/\{\w+\}/g, realIds[0]);
            const res = await injectAs(ctx.app, await sessionOf(identity), {
              method: method.toUpperCase() as 'POST',
              url,
              headers: { 'content-type': 'application/xml' },
              payload: '<a/>',
              remoteAddress: `10.9.${requests % 250}.${Math.floor(requests / 250) % 250}`,
            });
            requests += 1;
            checkAnswer(`${where} (${url}, application/xml)`, op, res);
          }
        } catch (err) {
          // Every operation is tried; the failures are listed together, each with the request that failed.
          const cause = ((err as Error).cause as Error | undefined)?.message ?? (err as Error).message;
          failures.push(cause.slice(0, 600));
        }
      }
    }
    console.info(`fuzz: ${requests} requests, ${operations.length} operations, seed ${SEED}`);
    expect(failures, `seed ${SEED} (FUZZ_SEED=${SEED} repeats this run)`).toEqual([]);
  }, 180_000);
});
