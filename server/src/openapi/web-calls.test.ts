import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';

/*
 * The web app calls the API through `api.*`, `withQuery` and `uploadWithProgress` (web/src/lib/api.ts). Every such
 * call must name an operation of the OpenAPI document with its method, and only query parameters the operation
 * declares: a renamed route, a removed one or a misspelt filter fails here instead of in a reader's browser.
 */

interface Schema {
  $ref?: string;
  type?: string | string[];
  items?: Schema;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
type Operation = {
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

interface Call {
  where: string;
  method: string;
  /** The path, each interpolated part as `{}`. */
  path: string;
  query: string[];
}

const webSrc = path.resolve(import.meta.dirname, '../../../web/src');
const methods: Record<string, string> = {
  get: 'get',
  list: 'get',
  download: 'get',
  post: 'post',
  put: 'put',
  delete: 'delete',
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && e.name !== 'api.ts' ? [full] : [];
  });
}

/** Query parameter names an object literal spells (spread parts are the caller's and are checked there). */
function keysOf(node: ts.Expression | undefined): string[] {
  if (!node || !ts.isObjectLiteralExpression(node)) return [];
  return node.properties.flatMap((p) => (p.name && !ts.isComputedPropertyName(p.name) ? [p.name.text] : []));
}

/** The paths (with query names) an argument spells: both of a `a ? '/x' : '/y'`; undefined when not spelt out. */
function pathsOf(node: ts.Expression, extraQuery: string[] = []): { path: string; query: string[] }[] | undefined {
  if (ts.isParenthesizedExpression(node)) return pathsOf(node.expression, extraQuery);
  if (ts.isConditionalExpression(node)) {
    const [a, b] = [pathsOf(node.whenTrue, extraQuery), pathsOf(node.whenFalse, extraQuery)];
    return a && b ? [...a, ...b] : undefined;
  }
  if (ts.isCallExpression(node) && node.expression.getText() === 'withQuery' && node.arguments[0])
    return pathsOf(node.arguments[0], [...extraQuery, ...keysOf(node.arguments[1])]);
  let text: string | undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
  else if (ts.isTemplateExpression(node))
    text = node.head.text + node.templateSpans.map((s) => `{}${s.literal.text}`).join('');
  if (text === undefined) return undefined;
  const [p, q] = text.split('?');
  const query = (q ?? '').split('&').map((pair) => pair.split('=')[0]!);
  return [{ path: p!, query: [...query, ...extraQuery].filter((k) => k && !k.startsWith('{')) }];
}

/**
 * The helpers that take a path: `api.get('/x')`, `uploadWithProgress('PUT', '/x', …)`, and the paged lists
 * `pagedListQuery(key, '/x', size, params)` / `pageQuery(key, '/x', params)`, which add `page` and `limit`.
 */
function callOf(node: ts.CallExpression): { method: string; arg: ts.Expression; query: string[] } | undefined {
  const callee = node.expression;
  const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : callee.getText();
  const [a0, a1, a2, a3] = node.arguments;
  if (ts.isPropertyAccessExpression(callee) && callee.expression.getText() === 'api' && methods[name] && a0)
    return { method: methods[name]!, arg: a0, query: [] };
  if (name === 'uploadWithProgress' && a0 && ts.isStringLiteral(a0) && a1)
    return { method: a0.text.toLowerCase(), arg: a1, query: [] };
  if (name === 'pagedListQuery' && a1) return { method: 'get', arg: a1, query: ['page', 'limit', ...keysOf(a3)] };
  if (name === 'pageQuery' && a1) return { method: 'get', arg: a1, query: keysOf(a2) };
  return undefined;
}

/** Paths that are links the API answered (a resume's `/files/…` address), not spelt by the web app. */
const answeredLinks = new Set(['features/jobs/api/resume.ts']);

function webCalls(): { calls: Call[]; unread: string[] } {
  const calls: Call[] = [];
  const unread: string[] = [];
  for (const file of sourceFiles(webSrc)) {
    const relative = path.relative(webSrc, file);
    if (relative === 'lib/paged-query.ts' || answeredLinks.has(relative)) continue;
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      const call = ts.isCallExpression(node) ? callOf(node) : undefined;
      if (call) {
        const where = `${relative}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        const spelt = pathsOf(call.arg, call.query);
        if (spelt) for (const s of spelt) calls.push({ where, method: call.method, ...s });
        else unread.push(`${where} ${call.arg.getText()}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { calls, unread };
}

/** Segment by segment: equal text, or a parameter on either side (`/${role}/get` is `/student/get` and the rest). */
function sameRoute(call: string, documented: string): boolean {
  const a = call.split('/');
  const b = documented.split('/');
  return a.length === b.length && a.every((s, i) => s === b[i] || s.includes('{}') || /^\{[^}]+\}$/.test(b[i]!));
}

/** Query parameters every route reads: the language of messages and texts (plugins/lang.ts). */
const everywhere = ['lang'];

let ctx: TestContext;
let doc: Document;
beforeAll(async () => {
  ctx = await createTestApp();
  doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
});
afterAll(() => ctx.close());

describe("the web app's API calls", () => {
  const { calls, unread } = webCalls();

  it('are all spelt out where they are made, so that they can be checked', () => {
    expect(calls.length).toBeGreaterThan(50);
    expect(unread).toEqual([]);
  });

  it('each name a documented operation with its method and only the query parameters it declares', () => {
    const problems = calls.flatMap((call) => {
      const matches = Object.entries(doc.paths).filter(([p, item]) => sameRoute(call.path, p) && item[call.method]);
      if (matches.length === 0)
        return [`${call.where}: ${call.method.toUpperCase()} ${call.path} is not in the document`];
      const known = new Set([
        ...everywhere,
        ...matches.flatMap(([, item]) =>
          (item[call.method]!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        ),
      ]);
      return call.query
        .filter((q) => !known.has(q))
        .map((q) => `${call.where}: ${call.path} has no query parameter '${q}'`);
    });
    expect(problems).toEqual([]);
  });

  it('fails a call the document does not have (the check itself)', () => {
    expect(Object.entries(doc.paths).some(([p, item]) => sameRoute('/job/nothing/{}', p) && item.get)).toBe(false);
    expect(Object.entries(doc.paths).some(([p, item]) => sameRoute('/job/getJob/{}', p) && item.get)).toBe(true);
    expect(Object.entries(doc.paths).some(([p, item]) => sameRoute('/job/getJob/{}', p) && item.patch)).toBe(false);
  });
});

/*
 * The answers the web app expects: the type it gives a call (`api.get<JobView>('/job/getJob/…')`) is read with the
 * TypeScript checker over the web project, and each field that type requires must be one the document's success
 * answer has. A field the web reads but the server never sends (renamed, removed, misspelt) fails here.
 */
function webProgram() {
  const configPath = path.resolve(webSrc, '../tsconfig.json');
  const config = ts.readConfigFile(configPath, (f) => ts.sys.readFile(f));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(configPath));
  const files = parsed.fileNames.filter((f) => f.startsWith(webSrc) && !/\.test\.tsx?$/.test(f));
  const program = ts.createProgram(files, parsed.options, ts.createCompilerHost(parsed.options, true));
  return { program, checker: program.getTypeChecker(), files };
}

/** The fields a type requires (an array's element's), or undefined for a type without fields. */
function requiredFields(checker: ts.TypeChecker, type: ts.Type): string[] | undefined {
  let t = checker.getNonNullableType(type);
  if (checker.isArrayType(t)) t = checker.getTypeArguments(t as ts.TypeReference)[0]!;
  if (!(t.flags & ts.TypeFlags.Object) && !t.isIntersection()) return undefined;
  const fields = checker
    .getPropertiesOfType(t)
    .filter((p) => !(p.flags & ts.SymbolFlags.Optional))
    .map((p) => p.name);
  return fields.length ? fields : undefined;
}

/** The fields of the success answer's JSON (an array's items'), or undefined when the document names none. */
function answerFields(doc: Document, op: Operation): Set<string> | undefined {
  const resolve = (s: Schema | undefined): Schema | undefined =>
    s?.$ref ? doc.components?.schemas?.[s.$ref.split('/').pop()!] : s;
  const success = Object.entries(op.responses ?? {}).find(([status]) => /^2/.test(status))?.[1];
  let schema = resolve(success?.content?.['application/json']?.schema);
  if (schema?.type === 'array') schema = resolve(schema.items);
  const fields = new Set<string>();
  const collect = (s: Schema | undefined) => {
    const r = resolve(s);
    if (!r) return;
    for (const name of Object.keys(r.properties ?? {})) fields.add(name);
    for (const branch of [...(r.anyOf ?? []), ...(r.oneOf ?? []), ...(r.allOf ?? [])]) collect(branch);
  };
  collect(schema);
  return fields.size ? fields : undefined;
}

describe("the answers the web app's API calls expect", () => {
  it('have every field they require in the documented success answer', () => {
    const { program, checker, files } = webProgram();
    const problems: string[] = [];
    let typed = 0;
    for (const file of files) {
      const source = program.getSourceFile(file)!;
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && node.typeArguments?.length === 1) {
          const call = ts.isPropertyAccessExpression(node.expression) ? callOf(node) : undefined;
          const spelt = call && pathsOf(call.arg);
          const wanted = spelt && requiredFields(checker, checker.getTypeFromTypeNode(node.typeArguments[0]!));
          if (call && spelt && wanted) {
            typed += 1;
            const where = `${path.relative(webSrc, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
            for (const s of spelt) {
              // The documented path that spells most of the call's segments (`/course/{}/exam-stats` is not `/course/get/{id}`).
              const literal = (p: string) => p.split('/').filter((seg, i) => seg === s.path.split('/')[i]).length;
              const op = Object.entries(doc.paths)
                .filter(([p, item]) => sameRoute(s.path, p) && item[call.method])
                .sort(([a], [b]) => literal(b) - literal(a))[0]?.[1][call.method];
              const has = op && answerFields(doc, op);
              if (!has) continue;
              const missing = wanted.filter((f) => !has.has(f));
              if (missing.length) problems.push(`${where}: ${s.path} answers no ${missing.join(', ')}`);
            }
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(typed).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  }, 60_000);
});
