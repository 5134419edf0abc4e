import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { pickLang } from '@beceri/domain';

/**
 * Answers a GET before Fastify sees it (routing, request and reply objects, hooks), or returns false to
 * leave it to Fastify. Only for answers that are ready as bytes and whose access check needs nothing
 * asynchronous: the read cache's hits and the SPA's index.html (decision 010).
 */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/** An answer ready to send (200 unless said): headers as a flat list (name, value, …) ending with content-length. */
export interface ReadyAnswer {
  /** 304 for the answer to a matching `If-None-Match`. */
  status?: 200 | 304;
  headers: string[];
  /** The same headers but content-length, for the same answer sent through Fastify's reply. */
  replyHeaders: Record<string, string>;
  body: Buffer;
}

/** Headers a connection or a single request owns; never copied into a ready answer. */
const perRequestHeaders = new Set([
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'set-cookie',
]);

export function readyAnswer(headers: Record<string, unknown>, body: Buffer, status: 200 | 304 = 200): ReadyAnswer {
  const replyHeaders: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || perRequestHeaders.has(name.toLowerCase())) continue;
    replyHeaders[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  const flat = Object.entries(replyHeaders).flat();
  // A 304 has no body, and no length of its own (RFC 9110 §15.4.5).
  if (status === 200) flat.push('content-length', String(body.length));
  return { ...(status === 200 ? {} : { status }), headers: flat, replyHeaders, body };
}

export function sendReady(res: ServerResponse, answer: ReadyAnswer): true {
  res.writeHead(answer.status ?? 200, answer.headers);
  res.end(answer.status === 304 ? undefined : answer.body);
  return true;
}

/**
 * The value of one cookie as sent: undefined when there is none, null when it would need decoding
 * (quotes, percent escapes) — Fastify's cookie parser then decides. The first one wins, as there.
 */
export function rawCookie(header: string | undefined, name: string): string | null | undefined {
  if (!header) return undefined;
  let from = 0;
  while (from < header.length) {
    let end = header.indexOf(';', from);
    if (end === -1) end = header.length;
    const eq = header.indexOf('=', from);
    if (eq !== -1 && eq < end && header.slice(from, eq).trim() === name) {
      const value = header.slice(eq + 1, end).trim();
      return value.includes('%') || value.includes('"') ? null : value;
    }
    from = end + 1;
  }
  return undefined;
}

/**
 * The caller's language as `req.lang` finds it (docs/product.md), read from the raw request: undefined when the `lang`
 * cookie needs decoding, which only Fastify's cookie parser does.
 */
export function rawLang(url: string, cookieHeader: string | undefined, acceptLanguage: string | undefined) {
  const cookie = rawCookie(cookieHeader, 'lang');
  if (cookie === null) return undefined;
  const at = url.indexOf('?');
  const query = at < 0 ? null : new URLSearchParams(url.slice(at + 1)).get('lang');
  return pickLang({ query, cookie, acceptLanguage });
}

/** The route a ready answer stands for, when its fast path knows it (metrics label it so). */
export const readyRoutes = new WeakMap<ServerResponse, string>();

/** Told of every ready answer: its route (or `(ready answer)`), status and time taken. */
export type ReadyObserver = (route: string, method: string, status: number, seconds: number) => void;

export interface FastServer {
  /** Fastify's `serverFactory`: an HTTP/1 server that offers every GET to the fast paths first. */
  factory: NonNullable<FastifyServerOptions['serverFactory']>;
  /** Called once Fastify's logger exists and its paths are known. */
  start(log: FastifyBaseLogger, paths: readonly FastPath[], observe?: ReadyObserver): void;
  /**
   * From now on no request reaches a fast path or Fastify: each is answered 503 with `Connection: close` and the
   * body `closing` makes for it (the API's error body, with `Retry-After`), while the requests already in flight finish.
   */
  stop(closing: (req: IncomingMessage) => { headers: Record<string, string>; body: string }): void;
}

export function fastServer(timeouts: {
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
}): FastServer {
  let paths: readonly FastPath[] = [];
  let closing: ((req: IncomingMessage) => { headers: Record<string, string>; body: string }) | undefined;
  let log: FastifyBaseLogger | undefined;
  let logEach = false;
  let observe: ReadyObserver | undefined;
  const factory: FastServer['factory'] = (handler) => {
    const server = http.createServer((req, res) => {
      if (closing) {
        const answer = closing(req);
        res.writeHead(503, {
          ...answer.headers,
          connection: 'close',
          'content-length': Buffer.byteLength(answer.body),
        });
        res.end(answer.body);
        return;
      }
      if (req.method === 'GET' && req.url?.startsWith('/')) {
        const started = logEach || observe ? performance.now() : 0;
        for (const answer of paths) {
          if (!answer(req, res)) continue;
          observe?.(
            readyRoutes.get(res) ?? '(ready answer)',
            req.method,
            res.statusCode,
            (performance.now() - started) / 1000,
          );
          if (logEach) {
            const responseTime = performance.now() - started;
            log!.info(
              { req: { method: req.method, url: req.url }, res: { statusCode: res.statusCode }, responseTime },
              'request completed (ready answer)',
            );
          }
          return;
        }
      }
      handler(req, res);
    });
    // What Fastify does for the server it creates itself.
    server.keepAliveTimeout = timeouts.keepAliveTimeout;
    server.requestTimeout = timeouts.requestTimeout;
    server.setTimeout(timeouts.connectionTimeout);
    return server;
  };
  return {
    factory,
    start(logger, fastPaths, observer) {
      log = logger;
      observe = observer;
      // pino says whether info lines are written; Fastify's stand-in for `logger: false` writes none.
      logEach = (logger as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') ?? false;
      paths = fastPaths;
    },
    stop(answer) {
      paths = [];
      closing = answer;
    },
  };
}
