import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';
import { readyAnswer, type ReadyAnswer } from '../../lib/fast-path.ts';
import type { CacheRule } from './rules.ts';

/**
 * A cached answer: the bytes Fastify sent, brotli and gzip copies for clients that accept them, and the 304 for a
 * client that already holds it (`If-None-Match` with its `ETag`).
 */
export interface CachedAnswer {
  rule: CacheRule;
  /** A weak validator (`W/"…"`, a digest of the body): the same for every encoding of the answer. */
  etag: string;
  identity: ReadyAnswer;
  br?: ReadyAnswer;
  gzip?: ReadyAnswer;
  notModified: ReadyAnswer;
  /** Every body and header kept, in bytes: what the entry costs the cache. */
  bytes: number;
}

/** Smaller answers gain less from compression than a phone spends inflating them. */
const COMPRESS_FROM = 1024;

const answerBytes = (a: ReadyAnswer) => a.body.length + a.headers.reduce((n, h) => n + h.length, 0);

/**
 * Encodes an answer once, when it is cached: brotli at a middle quality (about a millisecond for a list
 * page; a hit then costs nothing more) and gzip for the clients without brotli. A copy that is not smaller
 * is not kept.
 */
export function cachedAnswer(rule: CacheRule, sent: Record<string, unknown>, body: Buffer): CachedAnswer {
  const etag = etagOf(body);
  const headers = { ...sent, etag };
  const identity = readyAnswer(headers, body);
  // What a cache must know to reuse its copy (RFC 9110 §15.4.5): the validator, Vary and Cache-Control.
  const kept = Object.fromEntries(
    Object.entries(headers).filter(([name]) => notModifiedHeaders.has(name.toLowerCase())),
  );
  const notModified = readyAnswer(kept, Buffer.alloc(0), 304);
  const answer: CachedAnswer = { rule, etag, identity, notModified, bytes: answerBytes(identity) };
  if (body.length < COMPRESS_FROM) return answer;
  const br = zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gzip = zlib.gzipSync(body, { level: 6 });
  if (br.length < body.length) answer.br = readyAnswer({ ...headers, 'content-encoding': 'br' }, br);
  if (gzip.length < body.length) answer.gzip = readyAnswer({ ...headers, 'content-encoding': 'gzip' }, gzip);
  answer.bytes += (answer.br ? answerBytes(answer.br) : 0) + (answer.gzip ? answerBytes(answer.gzip) : 0);
  return answer;
}

const notModifiedHeaders = new Set(['etag', 'vary', 'cache-control', 'content-location', 'expires']);

/** A digest of the body as a weak entity tag. */
export const etagOf = (body: Buffer | string) =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/** Whether an `If-None-Match` names this tag (weak comparison, RFC 9110 §13.1.2), or `*`. */
export function matchesEtag(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const value = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  if (value.trim() === '*') return true;
  const opaque = etag.slice(2);
  return value.split(',').some((tag) => {
    const t = tag.trim();
    return (t.startsWith('W/') ? t.slice(2) : t) === opaque;
  });
}

/**
 * The answer for this request: 304 when it already holds this version, else the copy for its Accept-Encoding
 * (brotli before gzip, identity when neither is accepted; q=0 refuses).
 */
export function pickAnswer(answer: CachedAnswer, headers: IncomingHttpHeaders): ReadyAnswer {
  if (headers['if-none-match'] !== undefined && matchesEtag(headers['if-none-match'], answer.etag))
    return answer.notModified;
  return byEncoding(answer, headers['accept-encoding']);
}

/** What an Accept-Encoding header accepts, parsed once per spelling (browsers send a few). */
const acceptedCodings = new Map<string, { br: boolean; gzip: boolean }>();

function byEncoding(answer: CachedAnswer, acceptEncoding: string | undefined): ReadyAnswer {
  if (!acceptEncoding || (!answer.br && !answer.gzip)) return answer.identity;
  let accepted = acceptedCodings.get(acceptEncoding);
  if (accepted === undefined) {
    const codings = accepts(acceptEncoding);
    accepted = { br: codings('br'), gzip: codings('gzip') };
    if (acceptedCodings.size < 256) acceptedCodings.set(acceptEncoding, accepted);
  }
  if (answer.br && accepted.br) return answer.br;
  if (answer.gzip && accepted.gzip) return answer.gzip;
  return answer.identity;
}

function accepts(header: string): (coding: string) => boolean {
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const weight = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) q.set(name, weight === undefined ? 1 : Number(weight));
  }
  return (coding) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
}
